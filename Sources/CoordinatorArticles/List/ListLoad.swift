import ArticleDomain

/// A request for list content. At most one is in flight; a newer one supersedes it.
enum ListLoad: Hashable, Sendable, CustomStringConvertible {
  /// The first page, when the list first appears (spinner).
  case firstLoad
  /// The first page again, pulled by the user (refresh control; rows stay).
  case refresh
  /// The page after `cursor`, when the user reaches the end (footer).
  case nextPage(after: PageCursor)

  /// The cursor the request passes to `page(after:)`.
  var cursor: PageCursor? {
    if case .nextPage(let cursor) = self { cursor } else { nil }
  }

  var description: String {
    switch self {
    case .firstLoad: "load first page"
    case .refresh: "refresh"
    case .nextPage(let cursor): "load page after \(cursor)"
    }
  }
}

/// A list or search request that failed: what the error view says and what Retry repeats.
struct ListFailure: Hashable, Sendable {
  var message: String
  var retry: Retry

  /// What Retry asks for again.
  enum Retry: Hashable, Sendable {
    case load(ListLoad)
    case search(String)
  }
}
