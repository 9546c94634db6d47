import ArticleDomain

/// The articles of a list, in order, with an index from each article's id to its position.
///
/// Rule: the interactor finds an entity by its id without searching. A star tap names an
/// article by id; in a list of 100 000 articles a linear search for it would cost more than
/// everything else the tap does. The index is kept here, beside the articles it points into,
/// and every change of the list goes through this type, so the two cannot drift apart.
///
/// ```swift
/// var list = ArticleList(firstPage.articles)  // indexes the first page
/// list.append(contentsOf: nextPage.articles)  // indexes the new page only
/// list["a2"]                                  // the article a2, found in O(1)
/// ```
///
/// An id that appears twice (a server's pages may overlap) finds its first occurrence, as a
/// search from the top would.
struct ArticleList {
  /// The articles, in the order the server gave them.
  private(set) var articles: [Article] = []
  /// The position in ``articles`` of the first article with each id.
  private var positions: [Article.ID: Int] = [:]

  /// A list of `articles`, indexed.
  ///
  /// - Complexity: O(n) for n articles. The array handed in is kept, not copied.
  init(_ articles: [Article] = []) {
    replace(with: articles)
  }

  /// The article with `id`, or `nil` when the list does not hold it.
  ///
  /// - Complexity: O(1): one look-up in the index.
  subscript(id: Article.ID) -> Article? {
    positions[id].map { articles[$0] }
  }

  /// Whether the list holds an article with `id`.
  ///
  /// - Complexity: O(1).
  func contains(_ id: Article.ID) -> Bool {
    positions[id] != nil
  }

  var isEmpty: Bool { articles.isEmpty }

  var count: Int { articles.count }

  /// Appends a page at the end, indexing its articles.
  ///
  /// - Complexity: O(m) for a page of m articles, amortised: neither the articles already held
  ///   nor their index is copied or rebuilt when the list is uniquely held.
  mutating func append(contentsOf page: [Article]) {
    let start = articles.count
    articles.append(contentsOf: page)
    for (offset, article) in page.enumerated() where positions[article.id] == nil {
      positions[article.id] = start + offset
    }
  }

  /// Replaces every article by `newArticles` (a first page, a refresh) and indexes them again.
  ///
  /// - Complexity: O(n) for n new articles. The index keeps its storage, so a list replaced by
  ///   one of a similar size allocates nothing for it; the array handed in is kept, not copied.
  mutating func replace(with newArticles: [Article]) {
    articles = newArticles
    positions.removeAll(keepingCapacity: true)
    positions.reserveCapacity(newArticles.count)
    for (position, article) in newArticles.enumerated() where positions[article.id] == nil {
      positions[article.id] = position
    }
  }
}
