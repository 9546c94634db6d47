import ArticleDomain

extension ArticlesAction {
  /// How many articles the action carries: a page, search results or the device's cache —
  /// what the app's history counts against its bound (``AppFeature/historyRows``).
  var carriedRows: Int {
    switch self {
    case .list(.pageAnswered(_, .success(let page), _)): page.articles.count
    case .search(.answered(_, .success(let page), _)): page.articles.count
    case .offline(.cacheLoaded(let articles)): articles.count
    default: 0
    }
  }
}
