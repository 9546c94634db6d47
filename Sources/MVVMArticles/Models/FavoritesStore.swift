import ArticleDomain
import Observation

/// The stars of the feature: one observable model that the list and the detail view models
/// both read, so a row and the detail of the same article can never disagree.
///
/// Rule: shared state lives in a shared model, not in copies. In MVVM each screen has its own
/// view model, and two view models that each kept a copy of a star would drift apart. The
/// idiomatic answer (SwiftUI's shared `@Observable` model in the environment) is this store:
/// the view models ask it what a star shows, with the server's star of the article their page
/// shows as the default; a view that reads a star through its view model observes the store as
/// well, so one tap re-renders every page that shows that article.
///
/// Rule: the store keeps the user's changes, not the server's list. A star gets a ``Star``
/// when the user taps it (the tap asks for a value; the star showed the other, the server's
/// while the store kept none) or its detail answers; rows that arrive only update the stars already kept. What it costs:
/// the store grows with the stars the user touched, not with the list. Keeping a star for every
/// article a page brought made it a hash table of 262 144 slots for 100 000 articles: the list
/// page held 3.6 times the list's own bytes after 100 taps and took 45–55 ms to take in a
/// refreshed list. Keeping the user's changes only, it holds 1.0 times the list (1.13 after
/// refreshes in which one article in seven is starred) and a refresh takes about 2.5 ms
/// (`state-copy`, release, 2026-12-01).
///
/// Rule: optimistic update, confirmed by the server. A tap flips ``Star/isFavorite`` at once
/// and sends a request numbered in ``Star/latestRequest``. Every success is recorded as the
/// server's ``Star/confirmed`` value; only a failure of the *latest* request puts the star back
/// (an older request failing changes nothing the user can see).
@Observable
@MainActor
final class FavoritesStore {
  /// One article's star.
  struct Star: Hashable {
    /// What the star shows: the user's latest intent while it is in flight, else the server's.
    var isFavorite: Bool
    /// The server's newest word on the star: a success, or the rows or detail that came while a
    /// request was awaited. A failed latest request puts the star back to it.
    var confirmed: Bool
    /// The number of the newest favorite request of this article while it is in flight.
    var latestRequest: Int?
    /// The value that request carries: what the server will hold once it succeeds.
    var sent: Bool?
    /// Whether the change was made offline and the server does not have it yet.
    var isPendingSync = false
    /// Brought back from the outbox at launch, with no answer since: the server may or may not
    /// hold it, so any change of it is sent.
    var isUnconfirmed = false

    /// Whether the user's intent still waits for the server: server rows must not overwrite it.
    var isAwaitingServer: Bool { latestRequest != nil || isPendingSync }
  }

  /// The stars the user tapped or a detail answered, by article.
  private(set) var stars: [Article.ID: Star] = [:]

  /// How many times a star (or its pending mark) changed: a page that shows stars reads it
  /// while it renders, so it renders again after each change, and asks which articles changed
  /// since the revision it last saw (``changes(since:)``) instead of reading every row again.
  private(set) var revision = 0
  /// The articles of the latest changes, the last one last; the journal forgets the oldest
  /// ones, so it stays small whatever the user does.
  @ObservationIgnored private var journal: [Article.ID] = []
  /// How many changes the journal has forgotten: `revision` is that plus its count.
  @ObservationIgnored private var forgottenChanges = 0
  private static let journalLimit = 512

  /// Articles changed offline, in the order of their last taps: the order their requests go out
  /// in.
  @ObservationIgnored private var pendingSync: [Article.ID] = []
  /// The favorite requests in flight, by request number; cancelled when the feature is left.
  @ObservationIgnored private var tasks: [Int: Task<Void, Never>] = [:]
  @ObservationIgnored private var requestCount = 0
  @ObservationIgnored private var failureCount = 0
  /// Where the device keeps the changes the server has not answered, and what it holds, so
  /// that it is written only when it changes.
  @ObservationIgnored private let outbox: any OutboxStore
  @ObservationIgnored private var savedOutbox = SavedOutbox.empty
  @ObservationIgnored private let debugLog: any DebugLog

  @ObservationIgnored private let repository: any ArticleRepository
  /// The latest favorite request's failure, numbered so that each scene's notices can tell
  /// a new one from one its page on top already dismissed; `nil` once a star is tapped again.
  private(set) var failure: Failure?

  @ObservationIgnored private let network: NetworkStatus
  @ObservationIgnored private let trace: Trace
  @ObservationIgnored private let analytics: any Analytics

  /// A favorite request that failed: what it says, and which failure of the store it is.
  struct Failure: Equatable {
    let number: Int
    let message: String
  }

  init(environment: ArticleEnvironment, network: NetworkStatus) {
    repository = environment.repository
    trace = environment.trace
    analytics = environment.analytics
    outbox = environment.outbox
    debugLog = environment.debugLog
    self.network = network
  }

  /// The feature has gone, and its favorites with it: the requests still in flight are
  /// cancelled, in the order they were made (a dictionary's order differs from run to run, and
  /// the server sees the cancellations). A save outlives the page that asked for it, not the
  /// feature.
  deinit {
    for number in tasks.keys.sorted() { tasks[number]?.cancel() }
  }

  // MARK: Reading

  /// What the star of `article` shows; the article's own value if the store has not seen it.
  func isFavorite(_ article: Article) -> Bool {
    stars[article.id]?.isFavorite ?? article.isFavorite
  }

  /// What the star of `id` shows, `serverValue` if the store has not seen the article.
  func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    stars[id]?.isFavorite ?? serverValue
  }

  /// Whether the star of `id` was changed offline and waits to be sent.
  func isPendingSync(_ id: Article.ID) -> Bool {
    stars[id]?.isPendingSync ?? false
  }

  /// The articles whose star or pending mark changed after revision `seen`, oldest first (an
  /// article may appear more than once); `nil` when the journal has forgotten some of them.
  ///
  /// - Complexity: O(1): a slice of the journal.
  func changes(since seen: Int) -> ArraySlice<Article.ID>? {
    guard seen >= forgottenChanges else { return nil }
    return journal[min(seen - forgottenChanges, journal.count)...]
  }

  /// Stores `star` as the star of `id`, noting the article in the journal when what its row
  /// shows — the star, the pending mark — changed.
  private func set(_ star: Star, of id: Article.ID) {
    let old = stars[id]
    stars[id] = star
    guard old?.isFavorite != star.isFavorite || old?.isPendingSync != star.isPendingSync else {
      return
    }
    if journal.count == Self.journalLimit {
      journal.removeFirst(Self.journalLimit / 2)
      forgottenChanges += Self.journalLimit / 2
    }
    journal.append(id)
    revision += 1
  }

  // MARK: Server values

  /// Records what the server says about the stars the store keeps, as rows arrive; an article
  /// without a star needs nothing, its row already says it.
  ///
  /// - Complexity: O(*n*) dictionary look-ups in the number of articles while the store keeps
  ///   any star, O(1) while it keeps none. No star is added.
  func record(_ articles: [Article]) {
    guard !stars.isEmpty else { return }
    for article in articles where stars[article.id] != nil {
      record(article.isFavorite, of: article.id)
    }
  }

  /// Records what the server says about one star, as a detail (or a row of a kept star)
  /// brings it; the store keeps the star from now on, so the row beneath a detail agrees.
  ///
  /// A star whose request is still in flight (or queued offline) keeps the user's intent: the
  /// server's answer was read before it saved that intent. What the server said is what a
  /// failure of that request puts back.
  func record(_ isFavorite: Bool, of id: Article.ID) {
    if var star = stars[id], star.isAwaitingServer {
      star.confirmed = isFavorite
      star.isUnconfirmed = false
      return set(star, of: id)
    }
    let star = Star(isFavorite: isFavorite, confirmed: isFavorite)
    if stars[id] != star { set(star, of: id) }
  }

  // MARK: Intents

  /// Sets the star of `id` to `isFavorite` at once, the user's choice — as a tap made it, or a
  /// login carries out the tap it stopped — and sends it, or queues it while offline.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    var star = stars[id] ?? Star(isFavorite: !isFavorite, confirmed: !isFavorite)
    star.isFavorite = isFavorite
    // The store makes every change the user asks for, so it records them: a rollback is not one.
    analytics.record(.favorite(star.isFavorite, of: id))
    if network.isOnline {
      set(star, of: id)
      send(star.isFavorite, of: id)
    } else {
      // A tap that brings the star back to what the server will hold — the value in flight,
      // else the confirmed one — leaves nothing to send; a change made again goes out in the
      // order of its last tap.
      // A star restored from the outbox has no such value: any change of it is sent.
      star.isPendingSync = star.isUnconfirmed || star.isFavorite != (star.sent ?? star.confirmed)
      set(star, of: id)
      pendingSync.removeAll { $0 == id }
      if star.isPendingSync { pendingSync.append(id) }
      if star.isPendingSync { trace.record(.action, "favorites: \(id) queued until online") }
    }
    saveOutbox()
  }

  /// Sends every change made offline, in the order the taps were made.
  func sendPendingChanges() {
    let queued = pendingSync
    pendingSync = []
    for id in queued {
      guard let star = stars[id] else { continue }
      send(star.isFavorite, of: id)
    }
    saveOutbox()
  }

  // MARK: The outbox

  /// Takes in the changes the last run left unanswered, as the app launches: each shows at
  /// once, waiting to be sent, as the user left it. An outbox this app cannot read is rejected
  /// whole — half of it would send some changes and drop the others unseen — and the device
  /// keeps an empty one.
  func restoreOutbox() {
    guard let text = outbox.loadOutbox() else { return }
    do {
      let restored = try SavedOutbox(reading: text)
      for change in restored.changes {
        // What the server holds is unknown; the opposite is what a failure puts back until the
        // server's rows say.
        var star = Star(isFavorite: change.isFavorite, confirmed: !change.isFavorite)
        star.isPendingSync = true
        star.isUnconfirmed = true
        set(star, of: change.id)
        pendingSync.append(change.id)
      }
      savedOutbox = restored
    } catch {
      debugLog.write("outbox rejected: \(error)")
      outbox.saveOutbox(SavedOutbox.empty.text)
    }
  }

  /// The feature is left: the requests still in flight are cancelled, in the order they were
  /// made, so no answer changes a star any more. The unsent changes stay on the device, for
  /// the next launch.
  func stop() {
    for number in tasks.keys.sorted() { tasks[number]?.cancel() }
    tasks = [:]
  }

  /// The account logged out: its requests in flight are cancelled, so no answer changes a star
  /// now, and its unsent changes are dropped from the device — sent later, they would land in
  /// whoever logs in next.
  func discardOutbox() {
    stop()
    pendingSync = []
    savedOutbox = .empty
    outbox.saveOutbox(SavedOutbox.empty.text)
  }

  /// Writes the changes the server has not answered — those in flight, then those waiting —
  /// when they differ from what the device holds.
  private func saveOutbox() {
    let changes = SavedOutbox(
      inFlight: stars.compactMap { id, star in
        star.latestRequest.map { ($0, FavoriteChange(id: id, isFavorite: star.isFavorite)) }
      },
      waiting: pendingSync.compactMap { id in
        stars[id].map { FavoriteChange(id: id, isFavorite: $0.isFavorite) }
      })
    guard changes != savedOutbox else { return }
    savedOutbox = changes
    outbox.saveOutbox(changes.text)
  }

  // MARK: Requests

  private func send(_ isFavorite: Bool, of id: Article.ID) {
    requestCount += 1
    let request = requestCount
    stars[id]?.latestRequest = request
    stars[id]?.sent = isFavorite
    trace.record(.effectStarted, "\(isFavorite ? "favorite" : "unfavorite") \(id) [\(request)]")
    tasks[request] = Task { [weak self, repository] in
      do {
        try await repository.setFavorite(isFavorite, of: id)
        self?.confirm(isFavorite, of: id, request: request)
      } catch {
        self?.fail(id, request: request, error: error)
      }
    }
  }

  /// Every success is what the server now holds, whichever request it answers.
  private func confirm(_ isFavorite: Bool, of id: Article.ID, request: Int) {
    guard !Task.isCancelled else { return }
    tasks[request] = nil
    guard var star = stars[id] else { return }
    star.confirmed = isFavorite
    if star.latestRequest == request {
      star.latestRequest = nil
      star.sent = nil
      star.isUnconfirmed = false
      // A change made offline after this request still waits for the connection.
      star.isPendingSync = pendingSync.contains(id)
    }
    set(star, of: id)
    saveOutbox()
  }

  /// Only the latest request's failure is visible: the star goes back and the page on top
  /// says why. An older request's failure is overtaken by the newer intent.
  private func fail(_ id: Article.ID, request: Int, error: any Error) {
    guard !Task.isCancelled, !(error is CancellationError) else { return }
    tasks[request] = nil
    guard var star = stars[id], star.latestRequest == request else {
      trace.record(.action, "favorites: older request \(request) failed; the newer one decides")
      return
    }
    star.isFavorite = star.confirmed
    star.latestRequest = nil
    star.sent = nil
    star.isPendingSync = false
    star.isUnconfirmed = false
    // A change made offline after it is undone with it: the star is back to what the server has.
    pendingSync.removeAll { $0 == id }
    set(star, of: id)
    saveOutbox()
    failureCount += 1
    failure = Failure(number: failureCount, message: error.userMessage)
  }
}
