import ArticleDomain

/// The favorites' rules: an optimistic star, confirmed or rolled back by the server, and
/// queued while offline.
extension ArticlesFeature {
  /// Applies one favorites action.
  ///
  /// Answers reach this reducer whole, also those of older requests: which one is the latest
  /// of its article is decided here, per article, by the revision kept in the star.
  static func reduce(_ state: inout ArticlesState, _ action: FavoritesAction) -> [ArticlesEffect] {
    switch action {
    case .starTapped(let id):
      guard let isFavorite = state.isFavorite(id) else { return [] }
      // The login gate decides first. The intent is kept as data — which star, which value —
      // so that it can be carried out after a login, whatever page is on screen by then.
      return requireLogin(for: .favorite(id, isFavorite: !isFavorite), in: &state)

    case .answered(let id, let result, let revision):
      apply(result, of: id, revision: revision, to: &state.favorites)
      return []
    }
  }

  /// Applies the server's answer to the favorite request of `id` numbered `revision`.
  ///
  /// The account's facts only, so the root reducer applies the answers of the account's own
  /// requests with it too: a favorite saved for a window that may have closed since.
  static func apply(
    _ result: Result<Bool, ArticleError>, of id: Article.ID, revision: Int,
    to favorites: inout FavoritesState
  ) {
    guard var star = favorites.stars[id] else { return }
    let isLatest = star.request?.revision == revision
    switch result {
    case .success(let isFavorite):
      // Every success is what the server now has, whichever request it answers. The star
      // keeps showing the user's latest choice.
      star.confirmed = isFavorite
    case .failure(let error):
      // Rule: revision guard, per article. Only the latest request speaks for the star: a
      // failure of an older one changes nothing on screen.
      guard isLatest else { return }
      // Rule: optimistic update. The latest request failed: the star goes back to what the
      // server last confirmed, and the page on top says why.
      star.isFavorite = star.confirmed
      favorites.failure = error.message
      favorites.failureNumber += 1
    }
    if isLatest {
      star.request = nil
      star.isUnconfirmed = false
      // The server now holds what it confirmed. A change made offline while this request was
      // in flight differs from it and is still to be sent; any other mark clears.
      star.isPendingSync = star.isFavorite != star.confirmed
    }
    favorites.stars[id] = star
  }

  /// Sets the star of `id` to `isFavorite` at once and, online, asks the server to do the same.
  ///
  /// Offline the change is only queued, marked pending, to be sent when the device is back
  /// online (``sendPendingFavorites(in:)``).
  static func setFavorite(
    _ isFavorite: Bool, of id: Article.ID, in state: inout ArticlesState
  ) -> [ArticlesEffect] {
    let shown = state.isFavorite(id) ?? isFavorite
    var star = state.favorites.stars[id] ?? FavoritesState.Star(confirmed: shown)
    star.isFavorite = isFavorite
    // The next tap on a star hides the last favorite's error, in this window.
    state.pages.dismissedFailure = state.favorites.failureNumber
    // Every change the user asks for is recorded, online or not; a rollback is not one.
    let recorded = ArticlesEffect.record(.favorite(isFavorite, of: id))
    guard state.offline.isOnline else {
      // Rule: pending only while it differs from what the server will hold — the value of its
      // request in flight, else the value it confirmed. A tap back to it leaves nothing to
      // send; a change from a request in flight must follow it, or the user's write is lost.
      // A star restored from the outbox has no such value: any change of it is sent.
      let serverWillHold = star.request?.isFavorite ?? star.confirmed
      star.isPendingSync = star.isUnconfirmed || isFavorite != serverWillHold
      state.favorites.pendingSync.removeAll { $0 == id }
      if star.isPendingSync { state.favorites.pendingSync.append(id) }
      state.favorites.stars[id] = star
      return [recorded]
    }
    let revision = state.nextRevision()
    star.request = FavoritesState.Star.Request(revision: revision, isFavorite: isFavorite)
    state.favorites.stars[id] = star
    return [recorded, .setFavorite(isFavorite, of: id, revision: revision)]
  }

  /// Back online: sends the favorites made offline, one request each, in the order made.
  static func sendPendingFavorites(in state: inout ArticlesState) -> [ArticlesEffect] {
    let pending = state.favorites.pendingSync
    state.favorites.pendingSync = []
    return pending.compactMap { id in
      guard var star = state.favorites.stars[id], star.isPendingSync else { return nil }
      // The mark stays until the request succeeds.
      let revision = state.nextRevision()
      star.request = FavoritesState.Star.Request(revision: revision, isFavorite: star.isFavorite)
      state.favorites.stars[id] = star
      return .setFavorite(star.isFavorite, of: id, revision: revision)
    }
  }
}
