public import ArticleDomain

/// The list's sub-state: what was loaded, the request in flight, and what failed.
///
/// MVI rule: the state is a value that describes the screen completely. The list page renders
/// from it and nothing else, so a recorded ``ListState`` is enough to show the page again.
public struct ListState: Hashable, Sendable {
  /// What a list request asks for; at most one is in flight.
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

  /// The list request in flight: what it asks and the revision its answer must carry.
  ///
  /// MVI's answer to stale results: the result intent carries the revision back, and the
  /// reducer takes it only while it is this one.
  public struct Request: Hashable, Sendable {
    public var load: Load
    public var revision: Int

    public init(load: Load, revision: Int) {
      self.load = load
      self.revision = revision
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
  public var request: Request?
  /// The last failure, shown until the next request starts or succeeds.
  public var failure: Failure?

  public init() {}

  /// What the request in flight asks for, if any.
  public var load: Load? { request?.load }
}
