import ArticleDomain
import Observation

/// The stars of every article the feature has shown: one model shared by the list and every
/// detail, so the two can never disagree.
///
/// Rule: one source of truth, and it is not the coordinator. The coordinator decides *whether*
/// a tap may change a star (the login gate) and then asks this model to do it; the star itself,
/// its request and its rollback live here. Pages read ``isFavorite(_:default:)``; they never
/// copy a star into their own state.
///
/// Rule: optimistic update, guarded per article. A toggle shows the new value at once and sends
/// a request with a new number. Every success records what the server now has; only the failure
/// of the *latest* request of an article puts the star back to the last confirmed value:
///
/// ```text
/// favorite (#2), unfavorite (#3)   star empty, confirmed false
/// #2 succeeds                      star empty, confirmed true  (#3 still in flight)
/// #3 fails                         star filled: back to what the server confirmed
/// ```
///
/// Saving outlives the page that asked for it — a favorite is the user's data, not a page's —
/// so this model owns those tasks, and ``cancelAll()`` stops them when the feature is left.
@Observable
@MainActor
final class FavoritesModel {
  /// What the model knows about one article's star.
  private struct Star {
    /// The last value the server confirmed (or reported), used to roll a failure back.
    var confirmed: Bool
    /// What the star shows: the user's latest intent.
    var shown: Bool
    /// The number of the latest request for this article, while it is in flight.
    var latestRequest: Int?
    /// The value that request carries: what the server will hold once it succeeds.
    var sent: Bool?
    /// Changed offline; the server does not have it yet.
    var isPendingSync = false

    /// Whether the user's choice is still on its way: the server's rows must not erase it.
    var isPending: Bool { latestRequest != nil || isPendingSync }
  }

  private var stars: [Article.ID: Star] = [:]
  /// The articles changed offline, in the order the user changed them.
  @ObservationIgnored private var pendingSync: [Article.ID] = []
  @ObservationIgnored private var saves: [Int: Task<Void, Never>] = [:]
  @ObservationIgnored private var lastRequest = 0
  @ObservationIgnored private var isStopped = false
  @ObservationIgnored private let environment: ArticleEnvironment
  @ObservationIgnored private let network: NetworkStatus
  @ObservationIgnored private let notices: PageNotices

  init(environment: ArticleEnvironment, network: NetworkStatus, notices: PageNotices) {
    self.environment = environment
    self.network = network
    self.notices = notices
  }

  // MARK: Reading

  /// What the star of `id` shows; `serverValue` when the model never heard of the article.
  func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    stars[id]?.shown ?? serverValue
  }

  /// Whether the star of `id` carries a change made offline that the server does not have.
  func isPendingSync(_ id: Article.ID) -> Bool {
    stars[id]?.isPendingSync ?? false
  }

  // MARK: What the server said

  /// Takes in the server's values of `articles`: each becomes the confirmed value, and what
  /// the star shows unless the user's choice is still pending.
  ///
  /// - Complexity: O(n) for n articles, one dictionary look-up each.
  func record(_ articles: [Article]) {
    for article in articles { record(article.isFavorite, of: article.id) }
  }

  /// Takes in the server's value of one star, as ``record(_:)`` does.
  func record(_ isFavorite: Bool, of id: Article.ID) {
    var star = stars[id] ?? Star(confirmed: isFavorite, shown: isFavorite)
    star.confirmed = isFavorite
    if !star.isPending { star.shown = isFavorite }
    if stars[id].map({ $0.confirmed != star.confirmed || $0.shown != star.shown }) ?? true {
      stars[id] = star
    }
  }

  // MARK: The user's changes

  /// Flips the star of `id` at once and saves it — or, offline, marks it pending until the
  /// device is back online. Called by the coordinator once the login gate let the tap through.
  func toggleFavorite(of id: Article.ID) {
    guard !isStopped else { return }
    let current = stars[id]?.shown ?? false
    var star = stars[id] ?? Star(confirmed: current, shown: current)
    star.shown = !current
    notices.dismissFavoriteFailure()
    guard network.isOnline else {
      // Pending only while it differs from what the server will hold — the value in flight,
      // else the confirmed one: tapping twice offline undoes the change, and there is nothing
      // left to send.
      star.isPendingSync = star.shown != (star.sent ?? star.confirmed)
      pendingSync.removeAll { $0 == id }
      if star.isPendingSync { pendingSync.append(id) }
      stars[id] = star
      return
    }
    stars[id] = star
    save(star.shown, of: id)
  }

  /// Back online: sends every change made offline, in the order made. Each keeps its pending
  /// mark until its request succeeds.
  func sendPendingChanges() {
    let ids = pendingSync
    pendingSync = []
    for id in ids {
      guard let star = stars[id], star.isPendingSync else { continue }
      save(star.shown, of: id)
    }
  }

  /// Cancels every save in flight and forgets what waited for the connection; called when
  /// the feature is left. Nothing observable changes, so nothing renders afterwards.
  func cancelAll() {
    isStopped = true
    for number in saves.keys.sorted() {
      environment.trace.record(.effectCancelled, "save favorite #\(number)")
      saves[number]?.cancel()
    }
    saves = [:]
    pendingSync = []
  }

  // MARK: Saving

  private func save(_ isFavorite: Bool, of id: Article.ID) {
    lastRequest += 1
    let number = lastRequest
    stars[id]?.latestRequest = number
    stars[id]?.sent = isFavorite
    environment.trace.record(
      .effectStarted, "save favorite #\(number): \(isFavorite ? "favorite" : "unfavorite") \(id)")
    let repository = environment.repository
    saves[number] = Task { [weak self] in
      do {
        try await repository.setFavorite(isFavorite, of: id)
        self?.didSave(isFavorite, of: id, request: number)
      } catch is CancellationError {
        return
      } catch {
        self?.didFailToSave(of: id, request: number, error: error)
      }
    }
  }

  private func didSave(_ isFavorite: Bool, of id: Article.ID, request number: Int) {
    // A save cancelled when the feature was left changes nothing, even if answered anyway.
    guard saves.removeValue(forKey: number) != nil, var star = stars[id] else { return }
    // Every success is what the server now holds, whichever request it answers.
    star.confirmed = isFavorite
    if star.latestRequest == number {
      star.latestRequest = nil
      star.sent = nil
      // A change made offline after this request still waits for the connection.
      star.isPendingSync = pendingSync.contains(id)
    }
    stars[id] = star
  }

  private func didFailToSave(of id: Article.ID, request number: Int, error: any Error) {
    guard saves.removeValue(forKey: number) != nil, var star = stars[id] else { return }
    // Only the failure of the latest request speaks for the star; an older one is history.
    guard star.latestRequest == number else { return }
    star.latestRequest = nil
    star.sent = nil
    star.isPendingSync = false
    star.shown = star.confirmed
    // A change made offline after it is undone with it: the star is back to what the server has.
    pendingSync.removeAll { $0 == id }
    stars[id] = star
    notices.showFavoriteFailure(error.userMessage)
  }
}
