public import ArticleDomain

/// The list's sub-state: what was loaded, the request in flight, and what failed.
///
/// MVI rule: the state is a value that describes the screen completely. The list page renders
/// from it and nothing else, so a recorded ``ListState`` is enough to show the page again.
///
/// Beside the ordered articles the page renders, the state keeps a dictionary index from each
/// id to its row: an intent names an article by id (`starTapped(a2)`), and the reducer finds
/// it with one look-up (``article(_:)``) instead of searching the list. The index is part of
/// the value, so a new state carries it as it carries the articles, and the two change
/// together, through ``replacingArticles(with:)`` and ``appendingArticles(_:)`` only.
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
  public private(set) var articles: [Article] = []
  /// The position in ``articles`` of the first article of each id.
  private var positions: [Article.ID: Int] = [:]
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

  /// The loaded article with `id`, or `nil` when the list does not hold it.
  ///
  /// - Complexity: O(1): one look-up in the dictionary index.
  public func article(_ id: Article.ID) -> Article? {
    positions[id].map { articles[$0] }
  }

  /// This list with its rows replaced by `newArticles` (a first page, a refresh, the cache),
  /// indexed.
  ///
  /// - Complexity: O(n) for n new articles, to index them; the array is kept, not copied.
  public func replacingArticles(with newArticles: [Article]) -> ListState {
    var newState = self
    newState.articles = newArticles
    newState.positions = [:]
    newState.index(newArticles, from: 0)
    return newState
  }

  /// This list with `page` appended, its rows indexed.
  ///
  /// - Complexity: O(n + m): the new value's articles and index are copies of this one's
  ///   (MVI's copy: the old state is still held), then the page's m rows are added.
  public func appendingArticles(_ page: [Article]) -> ListState {
    var newState = self
    let start = newState.articles.count
    newState.articles.append(contentsOf: page)
    newState.index(page, from: start)
    return newState
  }

  private mutating func index(_ rows: [Article], from start: Int) {
    positions.reserveCapacity(start + rows.count)
    for (offset, article) in rows.enumerated() where positions[article.id] == nil {
      positions[article.id] = start + offset
    }
  }
}
