import ArticleDomain

/// Analytics, a side effect like the others, recorded by the executor: a star flip where the
/// login gate lets the star through (`startWork(of:in:before:now:)`), a search where the wait
/// for typing ends, and the screen views here, after every message of a window, since any of
/// them may change the page on top.
extension ArticlesStore {
  /// Records the screen views window `scene`'s message made: the page on top of the window
  /// changed or is new, or the login was presented over it (``ShownPages`` says which). Before
  /// its launch nobody sees the window; at its launch every page shown counts.
  func recordScreenViews(after message: ArticlesMessage, before: ArticlesState, now: ArticlesState)
  {
    guard now.hasLaunched else { return }
    let shown: ShownPages? =
      if case .intent(.launched) = message { nil } else { Self.shownPages(before) }
    for view in Self.shownPages(now).screenViews(since: shown) {
      environment.analytics.record(view)
    }
  }

  /// Records the flip of the star of `article` the user asked for, once the login gate let it
  /// through: nothing when the star already showed that value.
  func recordFavorite(of article: Article.ID, before: ArticlesState, now: ArticlesState) {
    guard let isFavorite = now.isFavorite(article), before.isFavorite(article) != isFavorite
    else { return }
    environment.analytics.record(.favorite(isFavorite, of: article))
  }

  /// The page on top of the navigation stack, whether the login page is over it, and which
  /// start of the feature shows them.
  nonisolated static func shownPages(_ state: ArticlesState) -> ShownPages {
    ShownPages(
      top: state.detail.map { .detail($0.id) } ?? .list, isLoginPresented: state.login != nil,
      restarts: state.restarts)
  }
}
