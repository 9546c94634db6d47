import ArticleDomain

/// The search's sub-state: the text typed, the debounce and the search in flight, and the
/// results it answered.
///
/// Results never replace ``ListState/articles``: the full list is kept, and clearing the field
/// shows it again at once, with no request.
struct SearchState: Hashable, Sendable {
  /// The answer to one query, its rows indexed by id as ``ListState`` indexes the list's.
  struct Results: Hashable, Sendable {
    let query: String
    let articles: [Article]
    /// The revision of the request these results answered: their identity. Revisions are
    /// never handed out twice, so two results with the same revision are the same answer —
    /// what the list page diffs a new state against the one it rendered by.
    let revision: Int
    /// The position in ``articles`` of each article, by id.
    private let positions: [Article.ID: Int]

    /// The results `articles` of `query`, answered to the request of `revision`, each article
    /// once (the first copy kept), indexed.
    ///
    /// - Complexity: O(n) for n articles; an array without repeats is kept, not copied.
    init(query: String, articles: [Article], revision: Int) {
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
    func article(_ id: Article.ID) -> Article? {
      positions[id].map { articles[$0] }
    }
  }

  /// A failed search: its message, and the query Retry searches again.
  struct Failure: Hashable, Sendable {
    var message: String
    var query: String
  }

  /// The search request in flight: its query and the revision its answer must carry.
  struct Request: Hashable, Sendable {
    var query: String
    var revision: Int
  }

  /// What the search field shows.
  var text = ""
  /// Whether a debounce is waiting for typing to pause (on ``text``).
  var isDebouncing = false
  /// The search request in flight, if any.
  var request: Request?
  /// The last results answered for the current text, if any.
  var results: Results?
  /// The last failure, shown until the next keystroke or search.
  var failure: Failure?

  init() {}

  /// Whether a query is typed: the list shows search results, and refresh and pagination,
  /// which act on the full list, are ignored.
  var isActive: Bool { !text.isEmpty }
}
