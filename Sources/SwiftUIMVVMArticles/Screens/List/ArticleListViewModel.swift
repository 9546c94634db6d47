import ArticleDomain
import Observation

/// The list page's view model: the rows, the list's loads and their failures, the search.
///
/// Rule: the view reads, the view model changes. Every property is `private(set)`; only the
/// intents — ``onAppear()``, ``refresh()``, ``loadNextPage()``, ``retry()``, ``search(_:)``,
/// ``toggleFavorite(of:)``, ``connectionReturned()`` — change the state, and SwiftUI evaluates
/// again the views that read what changed.
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

  // The search's state, changed only by the search intent (`ArticleListViewModel+Search.swift`).

  /// The failed search the error view shows, with Retry, while its query is in the field.
  var searchFailure: ListFailure?
  /// The search field's text. A non-empty query shows search results instead of the list.
  var query = "" {
    didSet { endPullsIfShownRefreshEnded() }
  }
  /// The latest search answer that counts.
  var searchResults: SearchResults?
  @ObservationIgnored var searchTask: Task<Void, Never>?
  @ObservationIgnored var searchGeneration = 0
  @ObservationIgnored var debounceTask: Task<Void, Never>?

  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var loadGeneration = 0
  @ObservationIgnored private var hasAppeared = false
  /// The pulls waiting for the refresh the list shows to end.
  @ObservationIgnored private var pulls: [CheckedContinuation<Void, Never>] = []

  let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices
  /// The star a tap asks for goes here, through the window's login gate.
  private let setFavorite: (Bool, Article.ID) -> Void

  /// A list view model on the scene's models; a star tap is handed to `setFavorite`.
  init(scene: SceneModel) {
    environment = scene.environment
    favorites = scene.account.favorites
    network = scene.account.network
    notices = scene.notices
    setFavorite = { [weak scene] isFavorite, id in scene?.setFavorite(isFavorite, of: id) }
  }

  /// The page has gone: whatever it still waits for is cancelled, and its answer dropped.
  isolated deinit {
    loadTask?.cancel()
    searchTask?.cancel()
    debounceTask?.cancel()
    for pull in pulls { pull.resume() }
  }

  // MARK: Intents

  /// The page appeared: the first appearance loads the first page (or, offline, the cache).
  func onAppear() {
    if !isOnScreen { environment.analytics.record(.screenView(.list)) }
    isOnScreen = true
    guard !hasAppeared else { return }
    hasAppeared = true
    trace(.action, "list appeared")
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
  func connectionReturned() {
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
