import ArticleDomain
import Observation

/// The list page's view model: first load, refresh, pagination, search and the list's stars.
///
/// Rule (Coordinator): the screen knows nothing about navigation. Tapping a row or a star is
/// reported to the coordinator through ``onSelectArticle`` and ``onToggleFavorite``; the view
/// model never pushes a page, presents the login form or checks the session.
///
/// Rule (MVVM): state is `private(set)` and observable; the page binds to it and renders. The
/// view model owns its tasks: one list load, one search and one debounce at a time, each
/// started with a new generation number, so that an answer to a superseded request — cancelled,
/// but answered anyway by a server that does not stop — is recognised and dropped.
@Observable
@MainActor
final class ArticleListViewModel {
  /// Every article loaded so far, in order: the full list, also while a search shows results.
  private(set) var articles: [Article] = []
  /// The request in flight, if any.
  private(set) var load: ListLoad?
  /// The last list failure, until the next request starts or succeeds.
  private(set) var failure: ListFailure?
  /// Whether any page was answered; until then an empty list is "loading", not "empty".
  private(set) var hasLoaded = false
  /// What the search field shows; a non-empty query makes the search active.
  private(set) var query = ""
  /// The answered search, while the query is active.
  private(set) var results: (query: String, articles: [Article])?
  /// A failed search, while the query is active.
  private(set) var searchFailure: ListFailure?
  /// Whether the page is the one the user looks at (it shows the notices only then).
  private(set) var isOnScreen = false

  /// The user tapped a row: the coordinator decides what opens.
  @ObservationIgnored var onSelectArticle: ((Article.ID) -> Void)?
  /// The user tapped a row's star: the coordinator runs the login gate first.
  @ObservationIgnored var onToggleFavorite: ((Article.ID) -> Void)?

  @ObservationIgnored let favorites: FavoritesModel
  @ObservationIgnored let network: NetworkStatus
  @ObservationIgnored let notices: PageNotices
  @ObservationIgnored private let environment: ArticleEnvironment
  @ObservationIgnored private var next: PageCursor?
  @ObservationIgnored private var hasAppeared = false
  @ObservationIgnored private var isStopped = false
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  @ObservationIgnored private var debounceTask: Task<Void, Never>?
  /// Rule: stale-result guard. Each list request takes the next number; only the answer
  /// carrying the current one may change the state. Searches keep their own count.
  @ObservationIgnored private var loadGeneration = 0
  @ObservationIgnored private var searchGeneration = 0

  init(
    environment: ArticleEnvironment, favorites: FavoritesModel, network: NetworkStatus,
    notices: PageNotices
  ) {
    self.environment = environment
    self.favorites = favorites
    self.network = network
    self.notices = notices
    network.addListener { [weak self] isOnline in self?.connectivityDidChange(isOnline: isOnline) }
  }

  // MARK: The page's lifecycle

  /// The page appeared. The first appearance starts the first load (or, offline, shows what
  /// the device saved); coming back from a detail loads nothing.
  func pageDidAppear() {
    isOnScreen = true
    guard !hasAppeared, !isStopped else { return }
    hasAppeared = true
    if network.isOnline { start(.firstLoad) } else { showCachedArticles() }
  }

  func pageDidDisappear() {
    isOnScreen = false
  }

  /// The feature is being left: every task is cancelled, and answers that come anyway are
  /// dropped. Nothing observable changes here, so nothing renders after the user left.
  func stop() {
    isStopped = true
    loadGeneration += 1
    searchGeneration += 1
    cancel(&loadTask, "list load")
    cancel(&searchTask, "search")
    cancel(&debounceTask, "debounce")
  }

  // MARK: The user's actions

  func selectArticle(_ id: Article.ID) {
    environment.trace.record(.action, "list: row tapped \(id)")
    onSelectArticle?(id)
  }

  func toggleFavorite(_ id: Article.ID) {
    environment.trace.record(.action, "list: star tapped \(id)")
    onToggleFavorite?(id)
  }

  /// Pulling refreshes the full list — not while a query is active, not twice at once, and
  /// not offline.
  func refresh() {
    environment.trace.record(.action, "list: pulled to refresh")
    guard query.isEmpty, load != .refresh, network.isOnline else { return }
    start(.refresh)
  }

  /// Reaching the end asks for the next page, once, if the last page had a cursor.
  func loadNextPage() {
    environment.trace.record(.action, "list: reached the end")
    guard query.isEmpty, load == nil, network.isOnline, let next else { return }
    start(.nextPage(after: next))
  }

  /// Retry repeats what failed: the search, or the list request. Offline it asks nothing,
  /// whichever it is; the banner says why.
  func retry() {
    environment.trace.record(.action, "list: retry tapped")
    guard network.isOnline else { return }
    if !query.isEmpty {
      if case .search(let failed)? = searchFailure?.retry { search(failed) }
    } else if case .load(let failed)? = failure?.retry {
      start(failed)
    }
  }

  /// A keystroke restarts the debounce; an empty field shows the full list at once.
  func searchTextDidChange(_ text: String) {
    guard text != query, !isStopped else { return }
    cancel(&debounceTask, "debounce")
    query = text
    // A failed search's error was about a query the field no longer holds.
    searchFailure = nil
    guard !text.isEmpty else {
      // Clearing: no debounce, no search; the full list is already known.
      cancel(&searchTask, "search")
      searchGeneration += 1
      results = nil
      return
    }
    let clock = environment.clock
    environment.trace.record(.effectStarted, "debounce \"\(text)\"")
    debounceTask = Task { [weak self] in
      do {
        try await clock.sleep(for: SearchPolicy.debounce)
      } catch {
        return
      }
      guard let self, self.query == text, !self.isStopped else { return }
      self.debounceTask = nil
      // Offline there is no server to ask; the list searches once the connection returns.
      guard self.network.isOnline else { return }
      self.search(text)
    }
  }

  // MARK: Requests

  private func start(_ newLoad: ListLoad) {
    cancel(&loadTask, "list load")
    loadGeneration += 1
    let current = loadGeneration
    load = newLoad
    // Retry clears the old error at once: a stale error beside a spinner is the classic bug.
    failure = nil
    environment.trace.record(.effectStarted, newLoad.description)
    let repository = environment.repository
    loadTask = Task { [weak self] in
      let result: Result<Page, any Error>
      do {
        result = .success(try await repository.page(after: newLoad.cursor))
      } catch is CancellationError {
        return
      } catch {
        result = .failure(error)
      }
      self?.finish(newLoad, with: result, generation: current)
    }
  }

  func finish(_ answered: ListLoad, with result: Result<Page, any Error>, generation: Int) {
    guard generation == loadGeneration, load == answered else { return }
    loadTask = nil
    load = nil
    apply(result, of: answered)
  }

  /// Applies the answer of the current list request: a next page is appended, a first page or
  /// a refresh replaces the rows; a failure keeps the rows and offers Retry.
  ///
  /// - Complexity: O(m) for a next page of m articles; O(n) for a new list of n.
  ///
  /// Internal rather than private so that the state-copy benchmark can hand it pages past the
  /// stale-result guard (`CoordinatorArticles+Benchmark.swift`); the module calls it only from
  /// ``finish(_:with:generation:)``.
  func apply(_ result: Result<Page, any Error>, of answered: ListLoad) {
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      next = page.next
      hasLoaded = true
      if answered.cursor == nil {
        articles = page.articles
        // A first page is what the device shows next time it is offline.
        environment.cache.save(page.articles)
      } else {
        articles.append(contentsOf: page.articles)
      }
    case .failure(let error):
      // Loaded rows are kept; Retry repeats the request that failed.
      failure = ListFailure(message: error.userMessage, retry: .load(answered))
    }
  }

  private func search(_ text: String) {
    cancel(&searchTask, "search")
    searchGeneration += 1
    let current = searchGeneration
    searchFailure = nil
    environment.trace.record(.effectStarted, "search \"\(text)\"")
    let repository = environment.repository
    searchTask = Task { [weak self] in
      let result: Result<Page, any Error>
      do {
        result = .success(try await repository.search(text))
      } catch is CancellationError {
        return
      } catch {
        result = .failure(error)
      }
      self?.finishSearch(text, with: result, generation: current)
    }
  }

  private func finishSearch(_ text: String, with result: Result<Page, any Error>, generation: Int) {
    guard generation == searchGeneration, text == query else { return }
    searchTask = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      results = (text, page.articles)
    case .failure(let error):
      searchFailure = ListFailure(message: error.userMessage, retry: .search(text))
    }
  }

  // MARK: Offline

  private func connectivityDidChange(isOnline: Bool) {
    // Going offline changes no rows: the list reads the cache only when it first appears.
    guard hasAppeared, !isStopped, isOnline else { return }
    // The favorites model sent the pending favorites first; the list catches up after them: it
    // refreshes, or with a query in the field searches it. A first load, refresh or search
    // still in flight is that catch-up already, so it is kept.
    if !query.isEmpty {
      if searchTask == nil, debounceTask == nil { search(query) }
    } else if load != .firstLoad, load != .refresh {
      start(articles.isEmpty ? .firstLoad : .refresh)
    }
  }

  private func showCachedArticles() {
    articles = environment.cache.loadArticles() ?? []
  }

  private func cancel(_ task: inout Task<Void, Never>?, _ name: String) {
    guard let running = task else { return }
    environment.trace.record(.effectCancelled, name)
    running.cancel()
    task = nil
  }
}
