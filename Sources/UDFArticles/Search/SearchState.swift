public import ArticleDomain

/// The state of the search above the list: the text typed, the search in flight and the
/// results it answered.
///
/// Results never replace ``ListState/articles``: the full list is kept, and clearing the field
/// shows it again at once, with no request.
public struct SearchState: Hashable, Sendable {
  /// The answer to one query, its rows indexed by id as ``ListState`` indexes the list's.
  public struct Results: Hashable, Sendable {
    public let query: String
    public let articles: [Article]
    /// The revision of the request these results answer: they are replaced whole, so it names
    /// them for the page, which reloads its table when it changes.
    public let revision: Int
    /// The position in ``articles`` of each article, by id.
    private let positions: [Article.ID: Int]

    /// The results `articles` of `query`, answered to the request of `revision`, each article
    /// once (the first copy kept), indexed.
    ///
    /// - Complexity: O(n) for n articles; an array without repeats is kept, not copied.
    public init(query: String, articles: [Article], revision: Int) {
      self.query = query
      self.revision = revision
      var positions: [Article.ID: Int] = [:]
      positions.reserveCapacity(articles.count)
      for article in articles where positions[article.id] == nil {
        positions[article.id] = positions.count
      }
      if positions.count == articles.count {
        self.articles = articles
      } else {
        // A repeated id: the results are gathered again without the later copies.
        var kept = Set<Article.ID>(minimumCapacity: positions.count)
        self.articles = articles.filter { kept.insert($0.id).inserted }
      }
      self.positions = positions
    }

    /// The result with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func article(_ id: Article.ID) -> Article? {
      positions[id].map { articles[$0] }
    }
  }

  /// A failed search: its message, and the query Retry searches again.
  public struct Failure: Hashable, Sendable {
    public var message: String
    public var query: String

    public init(message: String, query: String) {
      self.message = message
      self.query = query
    }
  }

  /// What the search field shows.
  public var text = ""
  /// Whether a debounce is waiting for typing to pause.
  public var isDebouncing = false
  /// Whether a search request is in flight.
  public var isSearching = false
  /// The last results answered for the current text, if any.
  public var results: Results?
  /// The last failure, shown until the next search starts or succeeds.
  public var failure: Failure?
  /// The revision of the newest search request; 0 while none was made since the field was
  /// last empty, a revision no request carries.
  ///
  /// Rule: revision guard. An answer with any other revision is for an older query.
  public var revision = 0

  public init() {}

  /// Whether a query is typed: the list shows search results, and refresh and pagination,
  /// which act on the full list, are ignored.
  public var isActive: Bool { !text.isEmpty }
}
