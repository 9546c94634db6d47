import ArticleDomain

/// The favorites of the feature: one store of stars that the list and the detail interactors
/// both hold, so that a row and a detail can never disagree.
///
/// Rule: one source of truth. The interactors never copy a star into their own entities; they
/// ask ``isFavorite(_:default:)`` with the server's value — the star of the article their
/// entity holds — as the default, and observe the store for changes.
///
/// Rule: the store keeps the user's changes, not the server's list. A star gets a ``Star``
/// when the user taps it or its detail answers; rows that arrive only update the stars already
/// kept. What it costs: the store grows with the stars the user touched, not with the list.
/// Keeping a star for every article a page brought (a hash table of 262 144 slots for 100 000
/// articles), beside an index of every id, made the list module hold 5.2 times the list's own
/// bytes after 100 taps and take 48 ms to take in a refreshed list of 100 000; keeping the
/// user's changes only, it holds 1.0 times the list and a refresh takes 2.0 ms (`state-copy`,
/// release, 2026-12-01).
///
/// Rule: optimistic update with a guard per article. ``setFavorite(_:of:)`` changes the star at
/// once and sends a request with a new ticket. Every success becomes the value the server
/// confirmed, whichever request it answers; only a failure of the newest request of that
/// article puts the star back to what the server confirmed:
///
/// ```text
/// favorite (#2), unfavorite (#3)   star empty, confirmed false
/// #2 succeeds                      star empty, confirmed true  (#3 still in flight)
/// #3 fails                         star filled: back to what the server confirmed
/// ```
///
/// Offline, a change is only queued and marked pending; when the device comes back online the
/// queue is sent at once, in the order the changes were made.
@MainActor
final class FavoritesStore {
  /// What an observer hears.
  enum Event: Hashable, Sendable {
    /// The star of this article changed: a tap, an answer, a rollback, a pending mark.
    case changed(Article.ID)
    /// The newest request for this article failed; the page on top says why.
    case failed(Article.ID, message: String)
  }

  /// One article's star.
  private struct Star {
    /// What the star shows: the user's latest choice while it is pending, else the server's.
    var isFavorite: Bool
    /// The last value the server confirmed; a failed newest request puts the star back to it.
    var confirmed: Bool
    /// The ticket of the newest request of this article while it is in flight.
    var newest: RequestTicket?
    /// The value that request carries: what the server will hold once it succeeds.
    var sent: Bool?
    /// Whether the change was made offline and the server does not have it yet.
    var isPendingSync = false
    /// Brought back from the outbox at launch, with no answer since: the server may or may not
    /// hold it, so any change of it is sent.
    var isUnconfirmed = false

    init(confirmed: Bool) {
      isFavorite = confirmed
      self.confirmed = confirmed
    }

    /// Whether the user's choice still waits for the server: the server's rows must not
    /// overwrite it.
    var isPending: Bool { newest != nil || isPendingSync }
  }

  private let environment: ArticleEnvironment
  private let status: AppStatus
  private let observers = ObserverList<Event>()
  private var stars: [Article.ID: Star] = [:]
  /// The articles changed offline, in the order the changes were made.
  private var pendingSync: [Article.ID] = []
  private var requests: [RequestTicket: Task<Void, Never>] = [:]
  private var lastTicket = RequestTicket.none
  private var isStopped = false
  /// What the device's outbox holds, so that it is written only when it changes.
  private var savedOutbox = SavedOutbox.empty

  /// A store that sends its requests through `environment` and holds them back while `status`
  /// says the device is offline. The composition root sends what waited when the device is
  /// back online (``sendPendingChanges()``).
  init(environment: ArticleEnvironment, status: AppStatus) {
    self.environment = environment
    self.status = status
  }

  // MARK: Reading

  /// What the star of `id` shows, `serverValue` if neither the user nor a detail touched it.
  func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    stars[id]?.isFavorite ?? serverValue
  }

  /// Whether the star of `id` carries a change made offline that the server does not have yet.
  func isPendingSync(_ id: Article.ID) -> Bool {
    stars[id]?.isPendingSync ?? false
  }

  /// Calls `handler` with `owner` on every event, while `owner` is alive.
  func addObserver<Owner: AnyObject>(_ owner: Owner, _ handler: @escaping (Owner, Event) -> Void) {
    observers.add(owner, handler)
  }

  // MARK: What the server says

  /// Takes in what the server's rows say about the stars the store keeps; an article without a
  /// star needs nothing, its row already says it. A page is told only of the stars that
  /// changed.
  ///
  /// - Complexity: O(n) dictionary look-ups for n articles while the store keeps any star; O(1)
  ///   while it keeps none. No star is added.
  func absorb(_ articles: [Article]) {
    guard !stars.isEmpty else { return }
    for article in articles
    where stars[article.id] != nil && take(article.isFavorite, of: article.id) {
      observers.notify(.changed(article.id))
    }
  }

  /// Takes in the server's value of one star, as a detail brings it, and keeps a star for it
  /// from now on: it becomes the confirmed value, and what the star shows unless the user's
  /// choice is still on its way. A detail can know better than the list beneath it — and the
  /// store cannot tell what a row showed before it kept the star — so every page is told.
  func absorb(_ isFavorite: Bool, of id: Article.ID) {
    if take(isFavorite, of: id) { observers.notify(.changed(id)) }
  }

  /// Records the server's value of a star, keeping it; whether what the star shows may have
  /// changed (always, for a star not kept until now).
  @discardableResult
  private func take(_ isFavorite: Bool, of id: Article.ID) -> Bool {
    let shown = stars[id]?.isFavorite
    var star = stars[id] ?? Star(confirmed: isFavorite)
    star.confirmed = isFavorite
    star.isUnconfirmed = false
    // Rule: the server's rows never erase a choice still on its way to the server.
    if !star.isPending { star.isFavorite = isFavorite }
    stars[id] = star
    return shown != star.isFavorite
  }

  // MARK: The user's choice

  /// Sets the star of `id` to `isFavorite` at once and, online, asks the server to do the same;
  /// offline the change waits, marked pending, until the device is back online.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    guard !isStopped else { return }
    // The store makes every change the user asks for, so it records them: a rollback is not one.
    environment.analytics.record(.favorite(isFavorite, of: id))
    // An article never seen before showed the other value when the user tapped it.
    var star = stars[id] ?? Star(confirmed: !isFavorite)
    star.isFavorite = isFavorite
    if status.isOnline {
      star.newest = send(isFavorite, of: id)
      star.sent = isFavorite
    } else {
      // Pending only while it differs from what the server will hold — the value of the newest
      // request in flight, else the confirmed one: tapping twice offline undoes the change, and
      // there is nothing left to send.
      // A star restored from the outbox has no such value: any change of it is sent.
      star.isPendingSync = star.isUnconfirmed || isFavorite != (star.sent ?? star.confirmed)
      pendingSync.removeAll { $0 == id }
      if star.isPendingSync { pendingSync.append(id) }
    }
    stars[id] = star
    saveOutbox()
    observers.notify(.changed(id))
  }

  /// Back online, or online at launch: sends the changes made offline (or brought back from the
  /// outbox), one request each, in the order made. Each pending mark stays until its request
  /// succeeds.
  func sendPendingChanges() {
    let pending = pendingSync
    pendingSync = []
    for id in pending {
      guard var star = stars[id], star.isPendingSync else { continue }
      star.newest = send(star.isFavorite, of: id)
      star.sent = star.isFavorite
      stars[id] = star
    }
    saveOutbox()
  }

  // MARK: The outbox

  /// Takes in the changes the last run left unanswered, before any module shows a star: each
  /// shows at once, waiting to be sent, as the user left it. An outbox this app cannot read is
  /// rejected whole — half of it would send some changes and drop the others unseen — and the
  /// device keeps an empty one.
  func restoreOutbox() {
    guard let text = environment.outbox.loadOutbox() else { return }
    do {
      let outbox = try SavedOutbox(reading: text)
      for change in outbox.changes {
        // What the server holds is unknown; the opposite is what a failure puts back until the
        // server's rows say.
        var star = Star(confirmed: !change.isFavorite)
        star.isFavorite = change.isFavorite
        star.isPendingSync = true
        star.isUnconfirmed = true
        stars[change.id] = star
        pendingSync.append(change.id)
      }
      savedOutbox = outbox
    } catch {
      environment.debugLog.write("outbox rejected: \(error)")
      environment.outbox.saveOutbox(SavedOutbox.empty.text)
    }
  }

  /// Logged out: the unsent changes were the account's, and sent later they would land in
  /// whoever logs in next, so the device forgets them.
  func discardOutbox() {
    savedOutbox = .empty
    environment.outbox.saveOutbox(SavedOutbox.empty.text)
  }

  /// Writes the changes the server has not answered — those in flight, then those waiting —
  /// when they differ from what the device holds.
  private func saveOutbox() {
    let outbox = SavedOutbox(
      inFlight: stars.compactMap { id, star in
        star.newest.map { ($0.number, FavoriteChange(id: id, isFavorite: star.isFavorite)) }
      },
      waiting: pendingSync.compactMap { id in
        stars[id].map { FavoriteChange(id: id, isFavorite: $0.isFavorite) }
      })
    guard outbox != savedOutbox else { return }
    savedOutbox = outbox
    environment.outbox.saveOutbox(outbox.text)
  }

  /// Cancels every request in flight and drops what waits to be synced: the app was left. The
  /// device's outbox stays as it is: what was in flight is sent again at the next launch.
  func stop() {
    isStopped = true
    pendingSync = []
    for ticket in requests.keys.sorted(by: { $0.number < $1.number }) {
      environment.trace.record(.effectCancelled, "favorite request \(ticket)")
      requests[ticket]?.cancel()
    }
    requests = [:]
  }

  // MARK: Requests

  private func send(_ isFavorite: Bool, of id: Article.ID) -> RequestTicket {
    lastTicket = lastTicket.next
    let ticket = lastTicket
    let repository = environment.repository
    environment.trace.record(
      .effectStarted, "\(isFavorite ? "favorite" : "unfavorite") \(id) \(ticket)")
    requests[ticket] = Task { [weak self] in
      let answer = await outcome { try await repository.setFavorite(isFavorite, of: id) }
      self?.request(ticket, of: id, settingTo: isFavorite, didFinishWith: answer)
    }
    return ticket
  }

  private func request(
    _ ticket: RequestTicket, of id: Article.ID, settingTo isFavorite: Bool,
    didFinishWith answer: Result<Void, ArticleError>?
  ) {
    requests[ticket] = nil
    guard !isStopped, let answer, var star = stars[id] else { return }
    let isNewest = star.newest == ticket
    switch answer {
    case .success:
      // Every success is what the server now has, whichever request it answers.
      star.confirmed = isFavorite
    case .failure:
      // Rule: only the newest request speaks for the star; an older failure changes nothing.
      guard isNewest else { return }
      star.isFavorite = star.confirmed
      // A change made offline after it is undone with it: the star is back to what the server has.
      star.isPendingSync = false
      pendingSync.removeAll { $0 == id }
    }
    if isNewest {
      star.newest = nil
      star.sent = nil
      star.isUnconfirmed = false
      // A change made offline after this request still waits for the connection.
      star.isPendingSync = pendingSync.contains(id)
    }
    stars[id] = star
    saveOutbox()
    observers.notify(.changed(id))
    if case .failure(let error) = answer {
      observers.notify(.failed(id, message: error.message))
    }
  }
}
