import ArticleDomain

/// What the user did on the list page: its intents.
enum ListIntent: Hashable, Sendable {
  /// The list page appeared; the first appearance starts the first load.
  case appeared
  /// The user pulled to refresh.
  case refreshPulled
  /// The user scrolled to the end of the rows.
  case endReached
  /// The user tapped Retry on the list page's error.
  case retryTapped
  /// The user tapped the row of an article.
  case rowSelected(Article.ID)
}

/// What the store reports of the list's requests: one started, one answered.
enum ListResult: Hashable, Sendable {
  /// The executor started `load` for `revision`: the list shows it in flight, superseding the
  /// request before it.
  case started(ListState.Load, revision: Int)
  /// A `page(after:)` request answered. It echoes its cursor and carries the revision it was
  /// started for, which the reducer checks.
  case pageLoaded(after: PageCursor?, Result<Page, ArticleError>, revision: Int)
}

extension ListIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .appeared: "listAppeared"
    case .refreshPulled: "refreshPulled"
    case .endReached: "endReached"
    case .retryTapped: "retryTapped"
    case .rowSelected(let id): "rowSelected(\(id))"
    }
  }
}

extension ListResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .started(let load, let revision): "listStarted(\(load), revision: \(revision))"
    case .pageLoaded(let cursor, let result, let revision):
      "pageLoaded(after: \(cursor?.rawValue ?? "nil"), revision: \(revision)): "
        + result.summary { $0.articles.countDescription + ($0.next == nil ? ", last page" : "") }
    }
  }
}
