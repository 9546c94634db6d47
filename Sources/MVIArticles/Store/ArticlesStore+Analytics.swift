import ArticleDomain

/// Analytics, a side effect like the others: the executor records what a message did, from
/// what it read before reducing it (``Before``) and the state after.
extension ArticlesStore {
  /// Records the screen views, star flips and searches `message` made in window `scene`, whose
  /// state is `now` after it.
  func recordAnalytics(
    of message: ArticlesMessage, in scene: SceneID, before: Before, now: ArticlesState
  ) {
    let analytics = environment.analytics
    // Screen views: the page on top of the window changed or is new, or the login was
    // presented over it (ShownPages says which). Before its launch nobody sees the window.
    if now.hasLaunched {
      let shown: ShownPages? =
        if case .intent(.launched) = message { nil } else { before.shownPages }
      for view in Self.shownPages(now).screenViews(since: shown) { analytics.record(view) }
    }
    // A star the user flipped, by the tap the login gate let through; a rollback is the
    // server's answer, not the user's change.
    if let id = Self.starChangedByUser(message, before: before.login, after: now.login),
      let isFavorite = now.isFavorite(id), before.starShown != isFavorite
    {
      analytics.record(.favorite(isFavorite, of: id))
    }
    // A search: the query's wait ended, online or not; only its length leaves the device.
    if case .result(.search(.debounceElapsed(let query))) = message, before.wasDebouncing,
      !now.search.isDebouncing
    {
      analytics.record(.search(characters: query.count))
    }
  }

  /// The page on top of the navigation stack, whether the login page is over it, and which
  /// start of the feature shows them.
  nonisolated static func shownPages(_ state: ArticlesState) -> ShownPages {
    ShownPages(
      top: state.detail.map { .detail($0.id) } ?? .list, isLoginPresented: state.login != nil,
      restarts: state.restarts)
  }

  /// The article whose star `message` changes for the user: the star of a favorite the login
  /// gate lets through (``LoginReducer/carriedOut(by:before:after:)``), `before` and `after`
  /// being the login page around the message; `after` is `nil` for the star the message may
  /// change, read before it is reduced. A rollback is the server's answer, never the user's.
  nonisolated static func starChangedByUser(
    _ message: ArticlesMessage, before: LoginState?, after: LoginState? = nil
  ) -> Article.ID? {
    guard
      case .favorite(let id, _)? = LoginReducer.carriedOut(
        by: message, before: before, after: after)
    else { return nil }
    return id
  }
}
