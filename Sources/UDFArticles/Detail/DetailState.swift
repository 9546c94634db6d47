public import ArticleDomain

/// The state of one article's detail page.
///
/// Its presence in ``ArticlesState/detail`` *is* the route: a non-`nil` detail means the detail
/// page is pushed over the list. Going back sets it to `nil`, which also drops every answer
/// still on its way — there is no page left to show it.
public struct DetailState: Hashable, Sendable {
  /// The article the page shows.
  public let id: Article.ID
  /// Whether the page appeared once; the detail is requested only then.
  public var hasAppeared = false
  /// Whether the detail request is in flight.
  public var isLoading = false
  /// The loaded content.
  public var detail: ArticleDetail?
  /// The failure of the last request; `.notFound` is shown as a message, not as an error.
  public var failure: ArticleError?
  /// The revision of the newest detail request.
  ///
  /// Rule: revision guard. Revisions come from one counter for the whole feature, so an answer
  /// for the detail of `a1` can never pass for one of `a2`, even after going back and forth.
  public var revision = 0

  public init(id: Article.ID) {
    self.id = id
  }
}
