public import ArticleDomain

/// The detail page's intents.
public enum DetailIntent: Hashable, Sendable {
  /// The detail page of `id` appeared; the first appearance starts the detail request.
  case appeared(Article.ID)
  /// The user tapped Retry on the detail page's error.
  case retryTapped
  /// The detail page is gone: the back button popped it or a back swipe completed. A back
  /// swipe that is cancelled sends nothing.
  case closed
  /// A side-effect result: a `detail(of:)` request answered, for `revision`.
  case loaded(Result<ArticleDetail, ArticleError>, revision: Int)
}

extension DetailIntent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .appeared(let id): "detailAppeared(\(id))"
    case .retryTapped: "detailRetryTapped"
    case .closed: "detailClosed"
    case .loaded(let result, let revision):
      "detailLoaded(revision: \(revision)): " + result.summary { "\($0.id)" }
    }
  }
}
