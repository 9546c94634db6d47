import ArticleDomain

/// What the user did on the detail page: its intents.
enum DetailIntent: Hashable, Sendable {
  /// The detail page of `id` appeared; the first appearance starts the detail request.
  case appeared(Article.ID)
  /// The user tapped Retry on the detail page's error.
  case retryTapped
  /// The detail page is gone: the back button popped it or a back swipe completed. A back
  /// swipe that is cancelled sends nothing.
  case closed
}

/// What the store reports of the detail's request: started, answered.
enum DetailResult: Hashable, Sendable {
  /// The executor started the request for the content of article `id`, for `revision`.
  case started(of: Article.ID, revision: Int)
  /// A `detail(of:)` request answered, for `revision`.
  case loaded(Result<ArticleDetail, ArticleError>, revision: Int)
}

extension DetailIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .appeared(let id): "detailAppeared(\(id))"
    case .retryTapped: "detailRetryTapped"
    case .closed: "detailClosed"
    }
  }
}

extension DetailResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .started(let id, let revision): "detailStarted(of: \(id), revision: \(revision))"
    case .loaded(let result, let revision):
      "detailLoaded(revision: \(revision)): " + result.summary { "\($0.id)" }
    }
  }
}
