import ArticleDomain

extension ArticlesFeature {
  /// The rows the app's history may keep in its actions: as many as its snapshot's list holds,
  /// and at least a thousand.
  ///
  /// A page answer keeps its page for as long as the history keeps the action. Bounding the
  /// actions by number alone, a session of refreshes of 100 000 rows would keep a hundred
  /// lists; with this bound the kept answers carry about one list, so the history holds about
  /// two states' worth of rows (the snapshot, and the answers) beside the store's own.
  public static let historyRows = History<ArticlesState, ArticlesAction, ArticlesEffect>.Rows(
    carried: \.carriedRows, allowed: { max(1_000, $0.list.articles.count) })
}

extension ArticlesAction {
  /// How many articles the action carries: a page, search results or the device's cache.
  var carriedRows: Int {
    switch self {
    case .list(.pageAnswered(_, .success(let page), _)): page.articles.count
    case .search(.answered(_, .success(let page), _)): page.articles.count
    case .offline(.cacheLoaded(let articles)): articles.count
    default: 0
    }
  }
}
