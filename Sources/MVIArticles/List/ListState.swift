import ArticleDomain

/// The list's sub-state: what was loaded, the request in flight, and what failed.
///
/// MVI rule: the state is a value that describes the screen completely. The list page renders
/// from it and nothing else, so a recorded ``ListState`` is enough to show the page again.
///
/// The articles are a persistent list (``LoadedArticles``), indexed by id: an intent names an
/// article by id (`starTapped(a2)`), and the reducer finds it without searching the list
/// (``article(_:)``); a new state shares the rows with the one before, so a page appended
/// copies none of them. They change through ``replaceArticles(with:)`` and
/// ``appendArticles(_:)`` only.
struct ListState: Hashable, Sendable {
  /// What a list request asks for; at most one is in flight.
  enum Load: Hashable, Sendable {
    /// The first page, when the list first appears (spinner).
    case firstLoad
    /// The first page again, pulled by the user (refresh control; rows stay).
    case refresh
    /// The page after `cursor`, when the user reaches the end (footer).
    case nextPage(after: PageCursor)

    /// The cursor the request passes to `page(after:)`.
    var cursor: PageCursor? {
      if case .nextPage(let cursor) = self { cursor } else { nil }
    }
  }

  /// The list request in flight: what it asks and the revision its answer must carry.
  ///
  /// MVI's answer to stale results: the result carries the revision back, and the
  /// reducer takes it only while it is this one.
  struct Request: Hashable, Sendable {
    var load: Load
    var revision: Int
  }

  /// A failed request: the message the error view shows and the request Retry sends again.
  struct Failure: Hashable, Sendable {
    var message: String
    var retry: Load
  }

  /// Every article loaded so far, each once, in order — the full list, also while a search
  /// shows results.
  private(set) var articles = LoadedArticles()
  /// Counts the replacements of ``articles``: while it stays, the list only grew at its end —
  /// the identity the list page diffs a new state against the one it rendered by.
  private(set) var generation = 0
  /// Where the next page starts; `nil` before the first answer and after the last page.
  var next: PageCursor?
  /// Whether the page appeared once; the first load starts only then.
  var hasAppeared = false
  /// Whether the list waits for the rows saved on the device: an offline first appearance
  /// asks for them, as an online one asks for a page (``request``). The store reads them; no
  /// request goes out.
  var readsCache = false
  /// Whether any page was answered; until then an empty list is "loading", not "empty".
  var hasLoaded = false
  /// The request in flight, if any.
  var request: Request?
  /// The revision of the last answer the list took, a page or a failure: what a rule that
  /// follows the list's answer — its rows confirm the stars, a first page is saved for offline —
  /// reads, so that only the list reducer decides which answer counts.
  var answered: Int?
  /// The last failure, shown until the next request starts or succeeds.
  var failure: Failure?

  init() {}

  /// A new, empty list that follows `previous` on the same page (after a logout): its
  /// ``generation`` continues `previous`'s, so that a page that rendered either never takes the
  /// one for the other, also when time travel puts the old one back.
  init(after previous: ListState) {
    generation = previous.generation + 1
  }

  /// What the request in flight asks for, if any.
  var load: Load? { request?.load }

  /// The loaded article with `id`, or `nil` when the list does not hold it.
  ///
  /// - Complexity: O(log n): a look-up in each run of ``LoadedArticles``.
  func article(_ id: Article.ID) -> Article? {
    articles.article(id)
  }

  /// Replaces the rows with `newArticles` (a first page, a refresh, the cache), each article
  /// once, indexed. The list reducer calls it on the new state it is building.
  ///
  /// - Complexity: O(n) for n new articles, to index them; an array without repeats is kept,
  ///   not copied.
  mutating func replaceArticles(with newArticles: [Article]) {
    generation += 1
    articles = LoadedArticles(newArticles)
  }

  /// Appends the articles of `page` the list does not show yet (``LoadedArticles/append(_:)``).
  /// The list reducer calls it on the new state it is building.
  ///
  /// - Complexity: O(m log n) for a page of m rows, amortised, whoever else holds the list:
  ///   the rows already loaded are shared with the state before, not copied.
  mutating func appendArticles(_ page: [Article]) {
    articles.append(page)
  }
}
