import ArticleDomain

/// The articles a list loaded, each once, in the order they came: a persistent list, as MVI on
/// Kotlin keeps its lists in persistent collections.
///
/// MVI makes a new state for every message and lets the old one live on — in the page that
/// rendered it, in the history. With an array, the first page appended to a list the old state
/// still holds would copy every row. This list is kept as the runs of pages that brought its
/// rows instead, each run with an index from id to row, and a new state shares every run with
/// the one before: appending a page adds a run and copies none of the rows already loaded,
/// whoever holds the old state.
///
/// The runs merge as they come, as a binary counter carries: a new run shorter than the one
/// before it stays, one as long merges into it. So there are O(log n) runs, and a look-up by id
/// asks each run's index in turn.
///
/// ```swift
/// let first = LoadedArticles([a1, a2])
/// var next = first
/// next.append([a2, a3])   // a2 is shown already: next is [a1, a2, a3]
/// // first is still [a1, a2], and shares its rows with next
/// ```
struct LoadedArticles: RandomAccessCollection, Hashable, Sendable {
  /// Rows that came together, with the position of each within them.
  private struct Run: Sendable {
    var articles: [Article]
    var positions: [Article.ID: Int]
    /// The position of the run's first row in the list.
    var start: Int
  }

  /// The runs, oldest first, each shorter than the one before it.
  private var runs: [Run] = []

  /// An empty list.
  init() {}

  /// `articles`, each once, where it first appears.
  ///
  /// - Complexity: O(n) for n articles, to index them; an array without repeats is kept, not
  ///   copied.
  init(_ articles: [Article]) {
    append(articles)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { runs.last.map { $0.start + $0.articles.count } ?? 0 }

  /// The article at `position`.
  ///
  /// - Complexity: O(log r) for r runs.
  subscript(position: Int) -> Article {
    precondition(indices.contains(position), "no article at \(position) of \(count)")
    // The last run that starts at or before `position`.
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].start <= position { low = middle } else { high = middle - 1 }
    }
    return runs[low].articles[position - runs[low].start]
  }

  /// The article with `id`, or `nil` when the list does not hold it.
  ///
  /// - Complexity: O(r) look-ups for r runs, O(log n).
  func article(_ id: Article.ID) -> Article? {
    for run in runs {
      if let position = run.positions[id] { return run.articles[position] }
    }
    return nil
  }

  /// Appends the articles of `page` the list does not hold yet, where they first appear in it.
  ///
  /// Rule: a list shows an article once, where it first appeared (`Scenarios/README.md`, §3):
  /// a server that pages by offset repeats rows, and an intent names a row by its id.
  ///
  /// - Complexity: O(m log n) for a page of m rows, amortised: the rows already loaded are
  ///   shared, never copied for the page; each row is copied again O(log n) times in all, as
  ///   runs merge.
  mutating func append(_ page: [Article]) {
    var positions: [Article.ID: Int] = [:]
    positions.reserveCapacity(page.count)
    for article in page where positions[article.id] == nil && self.article(article.id) == nil {
      positions[article.id] = positions.count
    }
    guard !positions.isEmpty else { return }
    // A page whose every row is new is kept as it came, sharing the answer's storage.
    var articles = page
    if positions.count < page.count {
      var kept = Set<Article.ID>(minimumCapacity: positions.count)
      articles = page.filter { positions[$0.id] != nil && kept.insert($0.id).inserted }
    }
    runs.append(Run(articles: articles, positions: positions, start: count))
    mergeRuns()
  }

  /// Merges the newest run into the one before it while it is as long.
  private mutating func mergeRuns() {
    while runs.count > 1, runs[runs.count - 1].articles.count >= runs[runs.count - 2].articles.count
    {
      let newest = runs.removeLast()
      var merged = runs.removeLast()
      let offset = merged.articles.count
      merged.articles.append(contentsOf: newest.articles)
      merged.positions.reserveCapacity(merged.articles.count)
      for (id, position) in newest.positions { merged.positions[id] = offset + position }
      runs.append(merged)
    }
  }

  /// Two lists are equal when they hold the same articles in the same order, however their
  /// runs fell.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for article in self { hasher.combine(article) }
  }
}
