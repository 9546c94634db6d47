import ArticleDomain

/// The detail page's sub-state, for one article.
///
/// Its presence in ``ArticlesState/detail`` *is* the route: a non-`nil` detail means the
/// detail page is pushed over the list. Going back sets it to `nil`, which also makes every
/// answer still on its way stale — there is no request left for it to match.
struct DetailState: Hashable, Sendable {
  /// The article the page shows.
  let id: Article.ID
  /// Whether the page appeared once; the detail is requested only then.
  var hasAppeared = false
  /// The revision of the detail request in flight, if any.
  ///
  /// Revisions come from one counter for the whole feature, so an answer for the detail of
  /// `a1` can never pass for one of `a2`, even after going back and forth.
  var request: Int?
  /// The revision of the last answer the page took, its content or a failure: what the rule
  /// that follows it — the detail's star joins the stars — reads, so that only the detail
  /// reducer decides which answer counts.
  var answered: Int?
  /// The loaded content.
  var detail: ArticleDetail?
  /// The failure of the last request; `.notFound` is shown as a message, not as an error.
  var failure: ArticleError?

  init(id: Article.ID) {
    self.id = id
  }

  /// Whether the detail request is in flight.
  var isLoading: Bool { request != nil }
}
