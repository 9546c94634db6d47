import ArticleDomain

/// One request of the list page: what a load asks for, and what Retry asks for again.
///
/// Naming requests as values is what lets a failure remember its own retry: a failed refresh
/// refreshes again, a failed page asks for the same page, a failed search the same query.
enum ListRequest: Hashable, Sendable, CustomStringConvertible {
  /// The list's first page, when the list first appears (with the spinner).
  case firstPage
  /// The first page again, replacing the rows (with the refresh control).
  case refresh
  /// The page after `cursor`, appended to the rows (with the footer).
  case nextPage(PageCursor)
  /// The articles matching a query, replacing the rows shown.
  case search(String)

  /// The cursor a list load passes to the repository: `nil` for the first page.
  var cursor: PageCursor? {
    if case .nextPage(let cursor) = self { cursor } else { nil }
  }

  /// Whether the request is a search rather than a load of the list.
  var isSearch: Bool {
    if case .search = self { true } else { false }
  }

  var description: String {
    switch self {
    case .firstPage: "first page"
    case .refresh: "refresh"
    case .nextPage(let cursor): "page \(cursor)"
    case .search(let query): "search \"\(query)\""
    }
  }
}

/// A request that failed: the message the error view shows and what Retry repeats.
struct ListFailure: Hashable, Sendable {
  let message: String
  let request: ListRequest
}

/// The answer to one search: its query and the articles found, each once.
struct SearchResults: Hashable, Sendable {
  let query: String
  let articles: ArticleList

  init(query: String, articles: [Article]) {
    self.query = query
    self.articles = ArticleList(articles)
  }
}
