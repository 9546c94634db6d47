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
    // A star the user flipped, by a tap or by the tap a login carried out; a rollback is the
    // server's answer, not the user's change.
    if let id = Self.starChangedByUser(message, login: before.login),
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

  /// The article whose star `message` may change for the user: the star tapped, or the one the
  /// remembered favorite of `login`, the login page before the message, sets.
  nonisolated static func starChangedByUser(
    _ message: ArticlesMessage, login: LoginState?
  ) -> Article.ID? {
    switch message {
    case .intent(.favorites(.starTapped(let id))): return id
    case .result(.login(.checked(true, .favorite(let id, _)))): return id
    case .result(.login(.loggedIn)):
      if case .favorite(let id, _)? = login?.continuation { return id }
      return nil
    default: return nil
    }
  }
}
