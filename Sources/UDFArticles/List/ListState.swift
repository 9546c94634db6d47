public import ArticleDomain

/// The state of the article list: what was loaded, what is loading, and what failed.
///
/// A plain value, as UDF wants it: the list page renders from it and nothing else, so a
/// recorded ``ListState`` is enough to show the page again (time travel).
public struct ListState: Hashable, Sendable {
  /// A request for list content; at most one is in flight.
  public enum Load: Hashable, Sendable {
    /// The first page, when the list first appears (spinner).
    case firstLoad
    /// The first page again, pulled by the user (refresh control; rows stay).
    case refresh
    /// The page after `cursor`, when the user reaches the end (footer).
    case nextPage(after: PageCursor)

    /// The cursor the request passes to `page(after:)`.
    public var cursor: PageCursor? {
      if case .nextPage(let cursor) = self { cursor } else { nil }
    }
  }

  /// A failed request: the message the error view shows and the request Retry sends again.
  public struct Failure: Hashable, Sendable {
    public var message: String
    public var retry: Load

    public init(message: String, retry: Load) {
      self.message = message
      self.retry = retry
    }
  }

  /// Every article loaded so far, in order — the full list, also while a search shows results.
  public var articles: [Article] = []
  /// Where the next page starts; `nil` before the first answer and after the last page.
  public var next: PageCursor?
  /// Whether the page appeared once; the first load starts only then.
  public var hasAppeared = false
  /// Whether any page was answered; until then an empty list is "loading", not "empty".
  public var hasLoaded = false
  /// The request in flight, if any.
  public var load: Load?
  /// The revision of the newest list request.
  ///
  /// Rule: revision guard. A page answer carrying any other revision answers a request that
  /// was superseded, and the reducer drops it.
  public var revision = 0
  /// The last failure, shown until the next request starts or succeeds.
  public var failure: Failure?

  public init() {}
}
