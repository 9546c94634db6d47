import ArticleDomain

/// Analytics, a side effect like the others: the store reads what an intent did from the state
/// before and after it, and records it.
extension ArticlesStore {
  /// Records the screen views, star flips and searches `intent` made, which took the state
  /// from `previous` to ``state``.
  func recordAnalytics(
    of intent: ArticlesIntent, in scene: SceneID, from previous: ArticlesState,
    to state: ArticlesState
  ) {
    let analytics = environment.analytics
    // Screen views: the page on top of the window changed or is new, or the login was
    // presented over it (ShownPages says which).
    if case .launched = intent { launched.insert(scene) }
    if launched.contains(scene) {
      let before: ShownPages? =
        if case .launched = intent { nil } else { Self.shownPages(previous) }
      for view in Self.shownPages(state).screenViews(since: before) { analytics.record(view) }
    }
    // A star the user flipped, by a tap or by the tap a login carried out; a rollback is the
    // server's answer, not the user's change.
    if let id = Self.starChangedByUser(intent, previous), let now = state.isFavorite(id),
      previous.isFavorite(id) != now
    {
      analytics.record(.favorite(now, of: id))
    }
    // A search: the query's wait ended, online or not; only its length leaves the device.
    if case .search(.debounceElapsed(let query)) = intent, previous.search.isDebouncing,
      !state.search.isDebouncing
    {
      analytics.record(.search(characters: query.count))
    }
  }

  /// The page on top of the navigation stack, whether the login page is over it, and which
  /// start of the feature shows them.
  private static func shownPages(_ state: ArticlesState) -> ShownPages {
    ShownPages(
      top: state.detail.map { .detail($0.id) } ?? .list, isLoginPresented: state.login != nil,
      restarts: state.restarts)
  }

  /// The article whose star `intent` may change for the user: the star tapped, or the one the
  /// login's remembered favorite sets.
  private static func starChangedByUser(_ intent: ArticlesIntent, _ previous: ArticlesState)
    -> Article.ID?
  {
    switch intent {
    case .favorites(.starTapped(let id)): return id
    case .login(.checked(true, .favorite(let id, _))): return id
    case .login(.loggedIn):
      if case .favorite(let id, _)? = previous.login?.continuation { return id }
      return nil
    default: return nil
    }
  }
}
