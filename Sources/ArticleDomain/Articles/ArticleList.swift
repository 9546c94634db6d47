/// The articles a list shows: each article once, in the order the server gave them, with the
/// server's star of each findable by id.
///
/// Rule: a list shows an article once, where it first appeared (`Scenarios/README.md`, §3). A
/// server that pages by offset repeats rows when articles are added above them between two
/// requests, and a row names its article by id — a tap, a star, a link all say `a2` — so a
/// page's article already shown is not added again. Every change of the list goes through this
/// type, so the rows, their ids and the server's stars cannot drift apart.
///
/// The star a row shows is the user's latest intent where there is one, and otherwise the
/// server's; a star tap names an article by id, and in a list of 100 000 articles searching
/// for its row would cost more than everything else the tap does. So beside the rows the list
/// keeps the row of each id (to skip repeats, and to tell a table which row a change is about)
/// and the set of those the server starred (a reader's favorites are few), and answers each
/// question with one look-up.
///
/// ```swift
/// var list = ArticleList(firstPage.articles)  // each id once, the first copy kept
/// list.append(contentsOf: nextPage.articles)  // only the articles not shown yet
/// list.serverStar(of: "a2")                   // whether the server starred a2, in O(1)
/// list.index(of: "a2")                        // the row of a2, in O(1)
/// ```
///
/// What it costs: the row of each id holds one slot per row (a `Dictionary` of 262 144 slots
/// for 100 000 articles, an id and an `Int` each); the set of stars grows with the server's
/// stars only.
public struct ArticleList: Sendable {
  /// The articles, each once, in the order the server gave them.
  public private(set) var elements: [Article] = []
  /// The position in ``elements`` of every article's id.
  private var indexByID: [Article.ID: Int] = [:]
  /// The ids of the articles the server starred.
  private var starred: Set<Article.ID> = []

  /// A list of `articles`, each id once (the first copy kept).
  ///
  /// - Complexity: O(n) for n articles. An array without repeats is kept, not copied.
  public init(_ articles: [Article] = []) {
    replace(with: articles)
  }

  /// Whether the list holds the article with `id`.
  ///
  /// - Complexity: O(1).
  public func contains(id: Article.ID) -> Bool {
    indexByID[id] != nil
  }

  /// The position of the article with `id`, or `nil` when the list does not hold it: the row
  /// a table reloads when that article changes.
  ///
  /// - Complexity: O(1).
  public func index(of id: Article.ID) -> Int? {
    indexByID[id]
  }

  /// Whether the server starred the article with `id`; `false` for an article the list does
  /// not hold.
  ///
  /// - Complexity: O(1).
  public func serverStar(of id: Article.ID) -> Bool {
    starred.contains(id)
  }

  /// Appends the articles of `page` the list does not show yet, in order, noting their stars.
  ///
  /// - Complexity: O(m) for a page of m articles, amortised: nothing already held is copied
  ///   or noted again while the list is uniquely held.
  public mutating func append(contentsOf page: [Article]) {
    indexByID.reserveCapacity(indexByID.count + page.count)
    for article in page where indexByID[article.id] == nil {
      indexByID[article.id] = elements.count
      elements.append(article)
      if article.isFavorite { starred.insert(article.id) }
    }
  }

  /// Replaces every article by `newArticles` (a first page, a refresh, the device's cache),
  /// each id once, and notes their stars.
  ///
  /// - Complexity: O(n) for n new articles. The sets keep their storage, so a list replaced
  ///   by one of a similar size allocates nothing for them; an array without repeats is kept,
  ///   not copied.
  public mutating func replace(with newArticles: [Article]) {
    indexByID.removeAll(keepingCapacity: true)
    starred.removeAll(keepingCapacity: true)
    indexByID.reserveCapacity(newArticles.count)
    var hasRepeats = false
    for article in newArticles {
      guard indexByID[article.id] == nil else {
        hasRepeats = true
        continue
      }
      // Numbered as if there were no repeats; renumbered below if there are.
      indexByID[article.id] = indexByID.count
      if article.isFavorite { starred.insert(article.id) }
    }
    guard hasRepeats else {
      elements = newArticles
      return
    }
    // A repeated id: the rows are gathered again without the later copies; the first copy of
    // each is the one whose number is the count of rows kept before it.
    var kept: [Article] = []
    kept.reserveCapacity(indexByID.count)
    for article in newArticles where indexByID[article.id] == kept.count { kept.append(article) }
    elements = kept
  }
}

extension ArticleList: RandomAccessCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Article { elements[position] }
}

extension ArticleList: Hashable {
  /// Two lists are equal when they show equal articles in the same order; the sets follow
  /// from the articles.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}
