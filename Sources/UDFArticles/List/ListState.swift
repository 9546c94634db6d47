public import ArticleDomain

/// The state of the article list: what was loaded, what is loading, and what failed.
///
/// A plain value, as UDF wants it: the list page renders from it and nothing else, so a
/// recorded ``ListState`` is enough to show the page again (time travel).
///
/// Rule: normalized state. Actions name an article by its id (`starTapped(a2)`), so the state
/// keeps, beside the ordered array the page renders, a dictionary from each id to its row —
/// what Redux's normalized state keeps as `byId` beside `allIds`. A star tap finds its row
/// with one look-up (``article(_:)``) instead of searching the list: O(1), not O(n). The two
/// change together, through ``replaceArticles(with:)`` and ``appendArticles(_:)`` only.
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

  /// Every article loaded so far, each once, in order — the full list, also while a search
  /// shows results.
  public private(set) var articles: [Article] = []
  /// The position in ``articles`` of each article, by id.
  private var positions: [Article.ID: Int] = [:]
  /// Counts the replacements of ``articles``: while it stays, the list only grew at its end,
  /// so the page tells its table of appended rows rather than reloading it.
  public private(set) var generation = 0
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

  /// The loaded article with `id`, or `nil` when the list does not hold it.
  ///
  /// - Complexity: O(1): one look-up in the index beside the array.
  public func article(_ id: Article.ID) -> Article? {
    positions[id].map { articles[$0] }
  }

  /// Replaces the rows with `newArticles` (a first page, a refresh, the device's cache), each
  /// article once, and indexes them.
  ///
  /// The rows are copied into storage the list owns rather than adopted from the answer: the
  /// store's history keeps the answer's action, and an array shared with it would be copied
  /// whole by the next append. The storage keeps at least the room the answer's array had, so
  /// a next page that would have fitted there fits here; storage of about that size is reused.
  ///
  /// - Complexity: O(n) for n new articles, as releasing the old rows is.
  mutating func replaceArticles(with newArticles: [Article]) {
    // Storage far larger than the new rows (a refresh after a long scroll) is given back.
    let keepsCapacity = articles.capacity <= 2 * newArticles.capacity
    generation += 1
    articles.removeAll(keepingCapacity: keepsCapacity)
    positions.removeAll(keepingCapacity: keepsCapacity)
    articles.reserveCapacity(newArticles.capacity)
    appendArticles(newArticles)
  }

  /// Appends the articles of a next page the list does not show yet, and indexes them.
  ///
  /// Rule: a list shows an article once, where it first appeared (`Scenarios/README.md`, §3):
  /// a server that pages by offset repeats rows, and an action names a row by its id.
  ///
  /// - Complexity: O(m) for a page of m articles, amortised: the rows already held and their
  ///   index are neither copied nor indexed again while the state is uniquely held.
  mutating func appendArticles(_ page: [Article]) {
    positions.reserveCapacity(articles.count + page.count)
    for article in page where positions[article.id] == nil {
      positions[article.id] = articles.count
      articles.append(article)
    }
  }
}
