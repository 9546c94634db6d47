public import ArticleDomain

/// What can happen on the detail page.
public enum DetailAction: Hashable, Sendable {
  /// The detail page of `id` appeared; the first appearance starts the detail request.
  case appeared(Article.ID)
  /// The user tapped Retry on the detail page's error.
  case retryTapped
  /// The detail page is gone: the back button popped it or a back swipe completed. A back
  /// swipe that is cancelled sends nothing.
  case closed
  /// A `detail(of:)` request answered, carrying the revision it was started for.
  case answered(Result<ArticleDetail, ArticleError>, revision: Int)
}

extension DetailAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `detailAppeared(a2)`.
  public var description: String {
    switch self {
    case .appeared(let id): "detailAppeared(\(id))"
    case .retryTapped: "detailRetryTapped"
    case .closed: "detailClosed"
    case .answered(let result, let revision):
      "detailAnswered(revision: \(revision)): " + result.summary { "\($0.id)" }
    }
  }
}
