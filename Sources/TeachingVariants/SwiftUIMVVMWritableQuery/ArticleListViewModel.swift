import ArticleDomain
import Observation

/// The list page's view model: the rows, the list's loads and their failures, the search.
///
/// Rule: the view reads, the view model changes. Every stored property is `private(set)`;
/// only the intents — ``onAppear()``, ``refresh()``, ``loadNextPage()``, ``retry()``,
/// ``search(_:)``, ``toggleFavorite(of:)`` — and the connection's return change the state, and
/// SwiftUI evaluates again the views that read what changed. The search field binds to
/// ``searchText``, whose setter is the search intent.
///
/// Rule: the list's work outlives its page being covered. A load runs in a task this view
/// model keeps, not in the page's `.task`: a detail pushed over the list takes the list off
/// screen (SwiftUI cancels a covered page's `.task`), and the rows must still arrive. The
/// tasks end with the view model — its `deinit` cancels them — and so with the list view that
/// owns it. ``refresh()`` is `async` for `.refreshable`: it returns when the refresh the list
/// shows is over, so the refresh control spins exactly as long.
///
/// Rule: one list load at a time, and only its answer counts. Starting a load cancels the
/// load in flight and takes a new generation number; the answer is applied only when its
/// generation is still the current one and its task was not cancelled.
@Observable
@MainActor
final class ArticleListViewModel {
  /// The full list, as the server (or, offline, the device's cache) gave it, each article once.
  private(set) var articles = ArticleList()
  /// Where the next page starts; `nil` after the last page.
  private(set) var nextCursor: PageCursor?
  /// Whether a first page (or the cache) has filled the list at least once.
  private(set) var hasLoaded = false
  /// The list load in flight — first page, refresh or next page — or `nil`.
  private(set) var loadInFlight: ListRequest? {
    didSet { endPullsIfShownRefreshEnded() }
  }
  /// The failed request the error view shows, with Retry.
  private(set) var failure: ListFailure?
  /// Whether the page is on screen: it shows the feature's notices only then.
  private(set) var isOnScreen = false
  /// How many pulls to refresh wait for the refresh to end (their control spins meanwhile).
  private(set) var pullsWaiting = 0

  /// The failed search the error view shows, with Retry, while its query is in the field.
  private(set) var searchFailure: ListFailure?
  /// The search field's text. A non-empty query shows search results instead of the list.
  private(set) var query = "" {
    didSet { endPullsIfShownRefreshEnded() }
  }
  /// The latest search answer that counts.
  private(set) var searchResults: SearchResults?
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  @ObservationIgnored private var searchGeneration = 0
  @ObservationIgnored private var debounceTask: Task<Void, Never>?

  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var loadGeneration = 0
  @ObservationIgnored private var hasAppeared = false
  /// The pulls waiting for the refresh the list shows to end.
  @ObservationIgnored private var pulls: [CheckedContinuation<Void, Never>] = []

  let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices
  /// The account's ear on the device, which tells the list when the device comes back.
  private let connection: DeviceConnection
  /// The star a tap asks for goes here, through the window's login gate.
  private let setFavorite: (Bool, Article.ID) -> Void

  /// A list view model on `account`, showing its messages in `notices`; a star tap asks
  /// `setFavorite` for the value it wants (the window's login gate).
  init(
    account: AccountModel, notices: PageNotices,
    setFavorite: @escaping (_ isFavorite: Bool, _ id: Article.ID) -> Void
  ) {
    environment = account.environment
    favorites = account.favorites
    network = account.network
    connection = account.connection
    self.notices = notices
    self.setFavorite = setFavorite
  }

  /// The page has gone: whatever it still waits for is cancelled, and its answer dropped.
  isolated deinit {
    loadTask?.cancel()
    searchTask?.cancel()
    debounceTask?.cancel()
    for pull in pulls { pull.resume() }
  }

  // MARK: Intents

  /// The search field's text, as `.searchable` binds it: reading it reads ``query``, writing
  /// it is the search intent, ``search(_:)``, so every keystroke is debounced.
  var searchText: String {
    get { query }
    // Teaching variant: the field's text is written straight into the query, so no keystroke
    // goes through `search(_:)`: nothing is debounced, cancelled or asked. The correct file's
    // setter is the search intent, `set { search(newValue) }`.
    set { query = newValue }
  }

  /// The page appeared: the first appearance loads the first page (or, offline, the cache).
  func onAppear() {
    if !isOnScreen { environment.analytics.record(.screenView(.list)) }
    isOnScreen = true
    guard !hasAppeared else { return }
    hasAppeared = true
    trace(.action, "list appeared")
    // Back online, the account's connection sends the stars changed offline first, then
    // tells the list, which catches up. Asked here, not in `init`: SwiftUI may make a view's
    // state again and throw it away, and one that never appeared has nothing to catch up.
    connection.onReturn(self) { list in list.connectionReturned() }
    if network.isOnline {
      perform(.firstPage)
    } else {
      showCachedArticles()
    }
  }

  /// The page disappeared; the notices it showed go with it.
  func onDisappear() {
    guard isOnScreen else { return }
    isOnScreen = false
    notices.dismissAll()
  }

  /// Pull to refresh: replaces the rows, superseding any list load in flight, and returns
  /// when the refresh the list shows is over.
  ///
  /// Starts nothing while a refresh is in flight (it waits for that one), while a query is
  /// active or while offline.
  func refresh() async {
    trace(.action, "list refresh pulled")
    guard query.isEmpty, network.isOnline else { return }
    if loadInFlight != .refresh {
      failure = nil
      perform(.refresh)
    }
    pullsWaiting += 1
    // The pull ends with the refresh, or when SwiftUI cancels it (its list has gone).
    await withTaskCancellationHandler {
      await withCheckedContinuation { pulls.append($0) }
    } onCancel: {
      Task { @MainActor [weak self] in self?.endPulls() }
    }
    pullsWaiting -= 1
  }

  /// Scrolled to the end: asks for the next page when there is one and no list load runs.
  func loadNextPage() {
    trace(.action, "list end reached")
    guard query.isEmpty, network.isOnline, loadInFlight == nil, let cursor = nextCursor else {
      return
    }
    // A list load that starts takes the list's old error away, as a pull does.
    failure = nil
    perform(.nextPage(cursor))
  }

  /// Retry: clears the error at once, then asks again for what failed.
  func retry() {
    trace(.action, "list retry tapped")
    // Offline, nothing reaches the server, whichever control asks; the banner says why.
    guard let failure = shownFailure, network.isOnline else { return }
    // The rule: the old error goes before the wait starts, never after the answer.
    if failure.request.isSearch { searchFailure = nil } else { self.failure = nil }
    perform(failure.request)
  }

  /// The user tapped the star of a row.
  func toggleFavorite(of id: Article.ID) {
    trace(.action, "list star of \(id) tapped")
    // The tap asks for the other value than the row shows: the store's, else the server's.
    setFavorite(!favorites.isFavorite(id, default: serverStar(of: id)), id)
  }

  /// The device is back online: the list catches up, if it has been shown — it refreshes, or
  /// with a query in the field searches it.
  ///
  /// A first load, refresh or search still in flight is that catch-up already: going offline
  /// did not stop it, so it is kept. A next-page load is replaced by the refresh, as by a pull.
  private func connectionReturned() {
    guard hasAppeared else { return }
    if query.isEmpty {
      guard loadInFlight != .firstPage, loadInFlight != .refresh else { return }
      failure = nil
      // With no rows there is nothing to refresh: the list loads as it first would.
      perform(articles.isEmpty ? .firstPage : .refresh)
    } else {
      guard searchTask == nil, debounceTask == nil else { return }
      perform(.search(query))
    }
  }

  /// Starts `request` now, without touching the error on screen.
  ///
  /// Offline it starts nothing, whichever intent asks: there is no server to ask.
  func perform(_ request: ListRequest) {
    guard network.isOnline else { return }
    switch request {
    case .search(let query): startSearch(query)
    case .firstPage, .refresh, .nextPage: startLoad(request)
    }
  }

  // MARK: Loading the list

  private func startLoad(_ request: ListRequest) {
    if let loadTask {
      loadTask.cancel()
      trace(.effectCancelled, "list load [\(loadGeneration)]")
    }
    loadGeneration += 1
    let generation = loadGeneration
    loadInFlight = request
    trace(.effectStarted, "list \(request) [\(generation)]")
    let cursor = request.cursor
    loadTask = Task { [weak self, repository = environment.repository, clock = environment.clock] in
      let result: Result<Page, any Error>
      do {
        result = .success(
          try await withTimeout(RequestPolicy.timeout, on: clock) {
            try await repository.page(after: cursor)
          })
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(request, generation: generation, with: result)
    }
  }

  private func finishLoad(
    _ request: ListRequest, generation: Int, with result: Result<Page, any Error>
  ) {
    guard generation == loadGeneration, !Task.isCancelled else {
      trace(.action, "list \(request) [\(generation)] answered late: dropped")
      return
    }
    loadTask = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      if case .nextPage = request {
        // An article already shown is not shown again (an offset-paged server repeats rows).
        articles.append(contentsOf: page.articles)
      } else {
        articles.replace(with: page.articles)
        environment.cache.save(articles.elements)
      }
      nextCursor = page.next
      hasLoaded = true
      failure = nil
    case .failure(let error):
      if !(error is CancellationError) {
        failure = ListFailure(message: error.userMessage, request: request)
      }
    }
    loadInFlight = nil
  }

  /// Offline, the list shows what the device saved and asks nothing.
  private func showCachedArticles() {
    let cached = environment.cache.loadArticles() ?? []
    trace(.action, "list offline: \(cached.count) cached articles")
    // The saved rows are older news than anything the server said in this run: they tell the
    // favorites nothing.
    articles.replace(with: cached)
    nextCursor = nil
    // With no rows saved the app cannot know whether the server has articles now: no message.
    hasLoaded = !cached.isEmpty
  }

  /// The pulls waiting for a refresh end when the list no longer shows one: its answer came,
  /// or a query took the list's place.
  private func endPullsIfShownRefreshEnded() {
    guard !isRefreshing else { return }
    endPulls()
  }

  private func endPulls() {
    let ended = pulls
    pulls = []
    for pull in ended { pull.resume() }
  }

  func trace(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    environment.trace.record(kind, detail())
  }
}

// MARK: - Search

/// Search with debounce: the list view model's search intent and its two tasks.
///
/// Rule: the newest query is the only one that counts. Each keystroke cancels the debounce
/// task and starts a new one on the environment's clock (never a real one); when it elapses,
/// the search in flight is cancelled and the new one takes a new generation. An answer is
/// applied only if its generation is current, its task was not cancelled and its query is
/// still the field's text — so an older query answered late never replaces newer results.
extension ArticleListViewModel {
  /// The search field changed to `text`.
  ///
  /// A non-empty text restarts the 300 ms debounce; an empty one cancels the debounce and any
  /// search, and shows the full list again at once, with no request.
  func search(_ text: String) {
    trace(.action, "search text \"\(text)\"")
    guard text != query else { return }
    query = text
    // A failed search's error was about a query the field no longer holds.
    searchFailure = nil
    debounceTask?.cancel()
    debounceTask = nil
    guard !text.isEmpty else {
      clearSearch()
      return
    }
    debounceTask = Task { [weak self, clock = environment.clock] in
      do {
        try await clock.sleep(for: SearchPolicy.debounce)
      } catch {
        return  // Cancelled by the next keystroke, the clear button or the page leaving.
      }
      self?.debounceElapsed(for: text)
    }
  }

  private func debounceElapsed(for text: String) {
    guard !Task.isCancelled, text == query else { return }
    debounceTask = nil
    // The user searched, online or not; the query's length is all that leaves the device.
    environment.analytics.record(.search(characters: text.count))
    environment.debugLog.write("search started, \(text.count) characters")
    guard network.isOnline else { return }
    startSearch(text)
  }

  /// Asks for `query` now, cancelling the search in flight.
  private func startSearch(_ query: String) {
    cancelSearchInFlight()
    searchFailure = nil
    searchGeneration += 1
    let generation = searchGeneration
    trace(.effectStarted, "search \"\(query)\" [\(generation)]")
    searchTask = Task {
      [weak self, repository = environment.repository, clock = environment.clock] in
      let result: Result<Page, any Error>
      do {
        result = .success(
          try await withTimeout(RequestPolicy.timeout, on: clock) {
            try await repository.search(query)
          })
      } catch {
        result = .failure(error)
      }
      self?.finishSearch(query, generation: generation, with: result)
    }
  }

  private func cancelSearchInFlight() {
    guard let searchTask else { return }
    searchTask.cancel()
    self.searchTask = nil
    trace(.effectCancelled, "search [\(searchGeneration)]")
  }

  private func finishSearch(
    _ query: String, generation: Int, with result: Result<Page, any Error>
  ) {
    guard generation == searchGeneration, !Task.isCancelled, query == self.query else {
      // The latest search answered, for a query the field no longer holds: nothing is in flight
      // any more, so the connection's return searches the field's query again.
      if generation == searchGeneration, !Task.isCancelled { searchTask = nil }
      trace(.action, "search \"\(query)\" [\(generation)] answered late: dropped")
      return
    }
    searchTask = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      searchResults = SearchResults(query: query, articles: page.articles)
    case .failure(let error):
      guard !(error is CancellationError) else { return }
      searchFailure = ListFailure(message: error.userMessage, request: .search(query))
    }
  }

  /// The field was emptied: the full list is already known, so it shows again at once.
  private func clearSearch() {
    cancelSearchInFlight()
    searchResults = nil
    searchFailure = nil
  }
}
