import ArticleDomain

/// Told when a favorite changes or fails to save; adopted by every page that shows a star.
@MainActor
protocol FavoritesModelObserver: AnyObject {
  /// The star of `id` (or its pending mark) changed: show the model's value again.
  func favoritesModel(_ model: FavoritesModel, didChangeFavoriteOf id: Article.ID)
  /// The latest request for `id` failed and its star went back; `error` says why.
  func favoritesModel(
    _ model: FavoritesModel, didFailToSaveFavoriteOf id: Article.ID, error: any Error)
}

/// The stars the user changed, shared by the list and every detail, so the two can never
/// disagree: the "M" of MVC.
///
/// Rule: the server's star is the row's; the model keeps only what the user (or a detail)
/// added to it. A page shows `isFavorite(id, default: article.isFavorite)` — the model's entry
/// when it has one, else the star the server sent with the article the page shows — and is
/// told when an entry changes. An article gets an entry when the user taps its star or its
/// detail answers (``record(_:of:)``), never merely because a page of rows arrived: rows only
/// update the entries already kept (``record(_:)``). The user's taps change the model
/// (``setFavorite(_:of:)``) at once and optimistically, and the model saves the change. Saving
/// outlives the page that asked for it — a favorite is the user's data, not a page's — so the
/// model, not a controller, owns those tasks, and the app cancels them when it is torn down.
/// It keeps the device's outbox too — every change the server has not answered — so that a
/// relaunch loses none of them (``restoreOutbox()``).
///
/// What it costs: entries grow with the stars the user touched, not with the list. Keeping an
/// entry for every article a page brought made the model a hash table of 262 144 slots for
/// 100 000 articles: the list page held 3.6 times the list's own bytes after 100 taps, and took
/// 69 ms to take in a refreshed list of 100 000. Keeping the user's changes only, it holds 1.0
/// times the list (1.13 after refreshes in which one article in seven is starred: the list's
/// starred ids) and a refresh takes 3.3 ms (`state-copy`, release, 2026-12-01).
///
/// ```swift
/// favorites.record(page.articles)        // updates the entries kept; adds none
/// favorites.setFavorite(true, of: "a2")  // the star fills now; "favorite a2" is asked
/// favorites.isFavorite("a2", default: row.isFavorite)
/// ```
@MainActor
final class FavoritesModel {
  /// What the model knows about one star the user (or a detail) touched.
  private struct Entry {
    /// The last value the server confirmed (or sent), used to roll a failure back.
    var confirmed: Bool
    /// What the star shows: the user's latest intent.
    var shown: Bool
    /// The number of the latest save request, while one is in flight.
    var latestRequest: Int?
    /// The value that request carries: what the server will hold once it succeeds.
    var sent: Bool?
    /// Changed offline and not yet saved.
    var isPendingSync = false
    /// Brought back from the outbox at launch, with no answer since: the server may or may not
    /// hold it, so any change of it is sent.
    var isUnconfirmed = false
  }

  private let environment: ArticleEnvironment
  /// Whether the device is online, as the pages show it: a change made offline waits.
  private let connectivity: ConnectivityModel
  private var entries: [Article.ID: Entry] = [:]
  /// The articles changed offline, in the order the user changed them.
  private var pendingSync: [Article.ID] = []
  /// Every save in flight, by request number, so that leaving can cancel them all.
  private var saves: [Int: Task<Void, Never>] = [:]
  private var lastRequestNumber = 0
  /// What the device's outbox holds, so that it is written only when it changes.
  private var savedOutbox = SavedOutbox.empty
  private var observers: [WeakObserver] = []

  /// A model on `environment`'s services that saves at once while `connectivity` says the
  /// device is online, and queues the changes otherwise.
  init(environment: ArticleEnvironment, connectivity: ConnectivityModel) {
    self.environment = environment
    self.connectivity = connectivity
  }

  // MARK: Reading

  /// Whether the star of `id` is filled: the model's entry, else `serverValue`, the star the
  /// server sent with the article the page shows.
  func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    entries[id]?.shown ?? serverValue
  }

  /// Whether `id` was changed offline and waits to be saved.
  func isPendingSync(_ id: Article.ID) -> Bool { entries[id]?.isPendingSync ?? false }

  // MARK: What the server said

  /// Takes the server's values of `articles` into the entries the model keeps, except for
  /// stars whose change is still being saved or waits for the connection: those keep the
  /// user's intent. An article without an entry needs nothing: its row already says it.
  ///
  /// - Complexity: O(n) dictionary look-ups for n articles while the model keeps any entry; O(1)
  ///   while it keeps none. No entry is added.
  func record(_ articles: [Article]) {
    guard !entries.isEmpty else { return }
    for article in articles where entries[article.id] != nil {
      record(article.isFavorite, of: article.id)
    }
  }

  /// Takes the server's value of one star, as a detail brings it, and keeps an entry for it
  /// from now on, so the row beneath shows what the detail shows.
  func record(_ isFavorite: Bool, of id: Article.ID) {
    if let entry = entries[id], entry.latestRequest != nil || entry.isPendingSync {
      // The star keeps the user's intent; the server's newest word is what a failure puts back.
      entries[id]?.confirmed = isFavorite
      entries[id]?.isUnconfirmed = false
      return
    }
    let wasShown = entries[id]?.shown
    entries[id] = Entry(confirmed: isFavorite, shown: isFavorite)
    // A detail can know better than the list beneath it — the model cannot tell what a row
    // showed before its entry existed — so every page is told.
    if wasShown != isFavorite { notifyChange(of: id) }
  }

  // MARK: The user's changes

  /// Fills or empties the star of `id` at once, then saves it — or, offline, marks it
  /// pending until ``sendPendingChanges()``.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    // The model makes every change the user asks for, so it records them: a rollback is not one.
    environment.analytics.record(.favorite(isFavorite, of: id))
    var entry = entries[id] ?? Entry(confirmed: !isFavorite, shown: !isFavorite)
    entry.shown = isFavorite
    if connectivity.isOnline {
      entries[id] = entry
      save(isFavorite, of: id)
    } else {
      // A tap that brings the star back to what the server will hold leaves nothing to send, and
      // a change made again goes out in the order of its last tap.
      // The value in flight, else the confirmed one, is what the server will hold; a star
      // restored from the outbox has no such value, so any change of it is sent.
      entry.isPendingSync = entry.isUnconfirmed || entry.shown != (entry.sent ?? entry.confirmed)
      entries[id] = entry
      pendingSync.removeAll { $0 == id }
      if entry.isPendingSync { pendingSync.append(id) }
    }
    saveOutbox()
    notifyChange(of: id)
  }

  /// Sends every change made offline, in the order the user made them. Each keeps its
  /// pending mark until its request answers.
  func sendPendingChanges() {
    let ids = pendingSync
    pendingSync = []
    for id in ids {
      guard let entry = entries[id] else { continue }
      save(entry.shown, of: id)
    }
    saveOutbox()
  }

  // MARK: The outbox

  /// Takes in the changes the last run left unanswered, before any page shows: each shows at
  /// once, waiting to be sent, as the user left it. An outbox this app cannot read is rejected
  /// whole — half of it would send some changes and drop the others unseen — and the device
  /// keeps an empty one.
  func restoreOutbox() {
    guard let text = environment.outbox.loadOutbox() else { return }
    do {
      let outbox = try SavedOutbox(reading: text)
      for change in outbox.changes {
        // What the server holds is unknown; the opposite is what a failure puts back until the
        // server's rows say.
        entries[change.id] = Entry(
          confirmed: !change.isFavorite, shown: change.isFavorite, isPendingSync: true,
          isUnconfirmed: true)
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
      inFlight: entries.compactMap { id, entry in
        entry.latestRequest.map { ($0, FavoriteChange(id: id, isFavorite: entry.shown)) }
      },
      waiting: pendingSync.compactMap { id in
        entries[id].map { FavoriteChange(id: id, isFavorite: $0.shown) }
      })
    guard outbox != savedOutbox else { return }
    savedOutbox = outbox
    environment.outbox.saveOutbox(outbox.text)
  }

  /// Cancels every save in flight; called when the app is torn down. The outbox stays as it
  /// is: what was in flight is sent again at the next launch.
  func cancelAll() {
    // In request order: a dictionary's order is not the same from one run to the next.
    for (number, save) in saves.sorted(by: { $0.key < $1.key }) {
      save.cancel()
      environment.trace.record(.effectCancelled, "save favorite #\(number)")
    }
    saves = [:]
    pendingSync = []
    // Entries forget their requests, so that an answer arriving anyway changes nothing.
    for id in entries.keys { entries[id]?.latestRequest = nil }
  }

  // MARK: Saving

  private func save(_ isFavorite: Bool, of id: Article.ID) {
    lastRequestNumber += 1
    let number = lastRequestNumber
    entries[id]?.latestRequest = number
    entries[id]?.sent = isFavorite
    environment.trace.record(.effectStarted, "save favorite #\(number): \(isFavorite) \(id)")
    let repository = environment.repository
    saves[number] = Task { [weak self] in
      do {
        try await repository.setFavorite(isFavorite, of: id)
        self?.didSave(isFavorite, of: id, request: number)
      } catch {
        self?.didFailToSave(of: id, request: number, error: error)
      }
    }
  }

  private func didSave(_ isFavorite: Bool, of id: Article.ID, request number: Int) {
    // Stale guard: a save the app cancelled (it was torn down) changes nothing.
    guard saves.removeValue(forKey: number) != nil, var entry = entries[id] else { return }
    // Every success is what the server now holds, whichever request it answers.
    entry.confirmed = isFavorite
    if entry.latestRequest == number {
      entry.latestRequest = nil
      entry.sent = nil
      entry.isUnconfirmed = false
      // A change made offline after this request still waits for the connection.
      entry.isPendingSync = pendingSync.contains(id)
    }
    entries[id] = entry
    saveOutbox()
    notifyChange(of: id)
  }

  private func didFailToSave(of id: Article.ID, request number: Int, error: any Error) {
    guard saves.removeValue(forKey: number) != nil, var entry = entries[id] else { return }
    // Only the failure of the latest request speaks for the star; an older one is history.
    guard entry.latestRequest == number else { return }
    entry.latestRequest = nil
    entry.sent = nil
    entry.isPendingSync = false
    entry.isUnconfirmed = false
    entry.shown = entry.confirmed
    // A change made offline after it is undone with it: the star is back to what the server has.
    pendingSync.removeAll { $0 == id }
    entries[id] = entry
    saveOutbox()
    notifyChange(of: id)
    for observer in liveObservers {
      observer.favoritesModel(self, didFailToSaveFavoriteOf: id, error: error)
    }
  }

  // MARK: Observers

  /// Adds `observer`, held weakly: a page that goes away stops being told.
  func addObserver(_ observer: any FavoritesModelObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  private var liveObservers: [any FavoritesModelObserver] {
    observers.compactMap(\.observer)
  }

  private func notifyChange(of id: Article.ID) {
    for observer in liveObservers { observer.favoritesModel(self, didChangeFavoriteOf: id) }
  }

  private struct WeakObserver {
    weak var observer: (any FavoritesModelObserver)?
  }
}
