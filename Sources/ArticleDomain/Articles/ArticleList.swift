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
/// keeps the set of their ids (to skip repeats) and the set of those the server starred (a
/// reader's favorites are few), and answers both questions with one look-up.
///
/// ```swift
/// var list = ArticleList(firstPage.articles)  // each id once, the first copy kept
/// list.append(contentsOf: nextPage.articles)  // only the articles not shown yet
/// list.serverStar(of: "a2")                   // whether the server starred a2, in O(1)
/// ```
///
/// What it costs: the set of ids holds one slot per row (a `Set` of 262 144 slots for 100 000
/// articles, about the size of rows of 40 bytes); the set of stars grows with the server's
/// stars only.
public struct ArticleList: Sendable {
  /// The articles, each once, in the order the server gave them.
  public private(set) var elements: [Article] = []
  /// The id of every article in ``elements``.
  private var ids: Set<Article.ID> = []
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
    ids.contains(id)
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
    ids.reserveCapacity(ids.count + page.count)
    for article in page where ids.insert(article.id).inserted {
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
    ids.removeAll(keepingCapacity: true)
    starred.removeAll(keepingCapacity: true)
    ids.reserveCapacity(newArticles.count)
    var hasRepeats = false
    for article in newArticles {
      if ids.insert(article.id).inserted {
        if article.isFavorite { starred.insert(article.id) }
      } else {
        hasRepeats = true
      }
    }
    guard hasRepeats else {
      elements = newArticles
      return
    }
    // A repeated id: the rows are gathered again without the later copies.
    var kept = Set<Article.ID>(minimumCapacity: ids.count)
    elements = newArticles.filter { kept.insert($0.id).inserted }
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
