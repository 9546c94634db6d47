import ArticleDomain

/// The stars' sub-reducer: a favorite request's answer confirms or rolls back its star.
///
/// A tap itself changes no star here: it needs the login gate first, and setting a star needs
/// to know whether the device is online — both cross-module rules of ``ArticlesReducer``, which
/// calls ``setFavorite(_:of:shown:in:isOnline:)`` and ``absorb(_:into:)`` below. A write's
/// start is applied here, as the executor reports it.
enum FavoritesReducer {
  static func reduce(state: FavoritesState, message: ArticlesMessage) -> FavoritesState {
    var newState = state
    switch message {
    case .result(.favorites(.writeStarted(let id, let isFavorite, let revision))):
      // The executor sent the star's value (``pendingWrites(in:)`` or a tap the login gate let
      // through): the request in flight is now this one, and the star no longer waits in the
      // queue; its pending mark stays until the request succeeds.
      guard var star = state.stars[id] else { break }
      star.request = FavoritesState.Star.Request(revision: revision, isFavorite: isFavorite)
      newState.stars[id] = star
      newState.pendingSync.removeAll { $0 == id }

    case .result(.favorites(.saved(let id, let result, let revision))):
      // Answers reach the stars whole, also those of older requests: which one is the latest
      // of its article is decided here, per article, by the revision kept in the star.
      guard var star = state.stars[id] else { break }
      let isLatest = star.request?.revision == revision
      switch result {
      case .success(let isFavorite):
        // Every success is what the server now has, whichever request it answers.
        star.confirmed = isFavorite
      case .failure(let error):
        // Only the latest request speaks for the star: an older failure changes nothing.
        guard isLatest else { return state }
        // Optimistic update undone: back to what the server last confirmed, and the page on
        // top says why.
        star.isFavorite = star.confirmed
        newState.failure = error.message
        newState.failureNumber += 1
      }
      if isLatest {
        star.request = nil
        star.isUnconfirmed = false
        // A change made offline while this request was in flight is still to be sent.
        star.isPendingSync = star.isFavorite != star.confirmed
      }
      newState.stars[id] = star

    default:
      break
    }
    return newState
  }

  /// The stars with `id` set to `isFavorite` at once: online, to be sent (the executor starts
  /// the write and reports ``FavoritesResult/writeStarted(of:_:revision:)``); offline only
  /// queued and marked pending.
  ///
  /// - Parameter shown: What the star of `id` shows now, for a star not kept yet.
  static func setFavorite(
    _ isFavorite: Bool, of id: Article.ID, shown: Bool, in state: FavoritesState,
    isOnline: Bool
  ) -> FavoritesState {
    var newState = state
    var star = state.stars[id] ?? FavoritesState.Star(confirmed: shown)
    star.isFavorite = isFavorite
    if !isOnline {
      // Pending only while it differs from what the server will hold — the value of its
      // request in flight, else the value it confirmed.
      // A star restored from the outbox has no such value: any change of it is sent.
      let serverWillHold = star.request?.isFavorite ?? star.confirmed
      star.isPendingSync = star.isUnconfirmed || isFavorite != serverWillHold
      newState.pendingSync.removeAll { $0 == id }
      if star.isPendingSync { newState.pendingSync.append(id) }
    }
    newState.stars[id] = star
    return newState
  }

  /// The stars with the changes the last run left unanswered: each shows as the user left it,
  /// waiting to be sent.
  static func restore(_ outbox: SavedOutbox, into state: FavoritesState) -> FavoritesState {
    var newState = state
    for change in outbox.changes {
      // What the server holds is unknown; the opposite is what a failure puts back until the
      // server's rows say.
      var star = FavoritesState.Star(confirmed: !change.isFavorite)
      star.isFavorite = change.isFavorite
      star.isPendingSync = true
      star.isUnconfirmed = true
      newState.stars[change.id] = star
      newState.pendingSync.append(change.id)
    }
    return newState
  }

  /// The writes that go out as the device comes back online: the stars changed offline, in
  /// the order of their last taps, each with the value it shows. The rule the executor asks;
  /// it starts one write for each and reports it (``FavoritesResult/writeStarted(of:_:revision:)``).
  static func pendingWrites(in state: FavoritesState) -> [(id: Article.ID, isFavorite: Bool)] {
    state.pendingSync.compactMap { id in
      guard let star = state.stars[id], star.isPendingSync else { return nil }
      return (id, star.isFavorite)
    }
  }

  /// The stars as the device comes back online: a queued article whose star no longer waits
  /// (an answer confirmed it meanwhile) leaves the queue; the others leave it as their writes
  /// start.
  static func dropSettled(from state: FavoritesState) -> FavoritesState {
    var newState = state
    newState.pendingSync.removeAll { state.stars[$0]?.isPendingSync != true }
    return newState
  }

  /// The stars after the server said what `articles` hold: each is the confirmed value of a
  /// star already kept, and what it shows unless the user's choice is still on its way.
  ///
  /// - Complexity: O(n) for n articles, one look-up each; no star is added.
  static func absorb(_ articles: [Article], into state: FavoritesState) -> FavoritesState {
    guard !state.stars.isEmpty else { return state }
    var newState = state
    for article in articles where state.stars[article.id] != nil {
      newState = absorb(article.isFavorite, of: article.id, into: newState)
    }
    return newState
  }

  /// The stars after the server said what one article holds, keeping a star for it from now
  /// on, so that the row beneath the detail shows what the detail shows.
  static func absorb(_ isFavorite: Bool, of id: Article.ID, into state: FavoritesState)
    -> FavoritesState
  {
    var newState = state
    var star = state.stars[id] ?? FavoritesState.Star(confirmed: isFavorite)
    star.confirmed = isFavorite
    star.isUnconfirmed = false
    // The server's rows never erase a choice still on its way to the server.
    if !star.isPending { star.isFavorite = isFavorite }
    newState.stars[id] = star
    return newState
  }
}
