import ArticleDomain
import Observation

/// The list screen's view model: the rows, the list's loads and their failures; the search is
/// its child (``search``, an ``ArticleSearchViewModel``), whose results it shows in place of
/// the rows.
///
/// Rule: the view model holds the screen's state and owns its work. Only its intents
/// (``onAppear()``, ``refresh()``, ``loadNextPage()``, ``retry()``, ``toggleFavorite(of:)``,
/// ``setFavorite(_:of:)``, ``select(_:)``, and the search's) change its state, and the view
/// re-renders by observing it (see `ObservationBinding`). Each request runs in a `Task` this view model
/// keeps, so it can cancel what nobody waits for — and the tasks end with the view model: when
/// the screen goes, its `deinit` cancels whatever still runs.
///
/// Rule: the screen does its own work and does not navigate. A tapped star is written here,
/// through the shared favorites (``setFavorite(_:of:)``); only when it needs a login does the
/// view model say so, through ``onLoginRequired``, and whoever navigates — the MVVM app's root
/// view model, or a coordinator — shows the login and afterwards hands the intent back to a
/// screen. A tapped row is told to ``onOpenArticle``. The view model never pushes a page.
///
/// Rule: one list load at a time, and only its answer counts. Starting a load cancels the
/// load in flight and takes a new generation number; the answer is applied only when its
/// generation is still the current one and its task was not cancelled. Cancelling stops the
/// work; the generation check drops the answer of a backend that ignores cancellation.
///
/// ```swift
/// let viewModel = ArticleListViewModel(environment: environment, shared: shared)
/// viewModel.onAppear()  // asks for the first page; `showsSpinner` is true
/// viewModel.refresh()   // cancels the first load; its late answer will be dropped
/// ```
@Observable
@MainActor
final class ArticleListViewModel {
  /// The full list, as the server (or, offline, the device's cache) gave it, each article
  /// once: each row carries the server's star, which the favorites store overrides only for
  /// the stars the user touched, and the list finds a row's server star by id.
  private(set) var articles = ArticleList()
  /// Where the next page starts; `nil` after the last page.
  private(set) var nextCursor: PageCursor?
  /// Whether a first page (or the cache) has filled the list at least once.
  private(set) var hasLoaded = false
  /// The list load in flight — first page, refresh or next page — or `nil`.
  private(set) var loadInFlight: ListRequest?
  /// The failed request the error view shows, with Retry.
  private(set) var failure: ListFailure?
  /// Whether the page is on screen: it shows the feature's notices only then.
  private(set) var isOnScreen = false
  /// Bumped whenever the rows shown change as a list (a page, a refresh, the cache, search
  /// results, a cleared query); see `ArticleListViewModel+Rows.swift`.
  private(set) var rowsRevision = 0
  /// The last of those revisions that replaced the rows rather than appending to them.
  @ObservationIgnored private(set) var rowsReplacedRevision = 0

  /// The search, the list's child: its query, its results and its failure, which replace the
  /// list's while a query is in the field.
  let search: ArticleSearchViewModel

  /// The account's ear on the device, which tells the list when the device comes back.
  @ObservationIgnored private let connection: DeviceConnection
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private(set) var loadGeneration = 0
  @ObservationIgnored private var hasAppeared = false

  /// Told when the user opens a row; whoever navigates shows its detail.
  @ObservationIgnored var onOpenArticle: (Article.ID) -> Void = { _ in }
  /// Told when a star needs a logged-in user: whoever navigates shows the login, keeps the
  /// intent, and once the user has logged in hands it back (``setFavorite(_:of:)``).
  @ObservationIgnored var onLoginRequired: (LoginIntent) -> Void = { _ in }

  let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices

  /// A list view model on `environment`, reading the feature's `shared` models.
  init(environment: ArticleEnvironment, shared: SharedModels) {
    self.environment = environment
    favorites = shared.favorites
    network = shared.network
    notices = shared.notices
    connection = shared.connection
    search = ArticleSearchViewModel(
      environment: environment, favorites: shared.favorites, network: shared.network)
    search.onRowsReplaced = { [weak self] in self?.rowsDidChange(replacing: true) }
    // Back online, the account's connection sends the user's offline stars first, then tells
    // the list, which catches up.
    connection.onReturn(self) { list in list.connectionReturned() }
  }

  /// The screen has gone: whatever it still waits for is cancelled, and its answer dropped (the
  /// search's, with it).
  deinit {
    loadTask?.cancel()
  }

  // MARK: Intents

  /// The page appeared: the first appearance loads the first page (or, offline, the cache).
  func onAppear() {
    // A cancelled back swipe appears the page again without its having gone: not a view.
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

  /// Pull to refresh: replaces the rows, superseding any list load in flight.
  ///
  /// Does nothing while a refresh is in flight, while a query is active or while offline.
  func refresh() {
    trace(.action, "list refresh pulled")
    guard !search.isActive, network.isOnline, loadInFlight != .refresh else { return }
    failure = nil
    perform(.refresh)
  }

  /// Scrolled to the end: asks for the next page when there is one and no list load runs.
  func loadNextPage() {
    trace(.action, "list end reached")
    guard !search.isActive, network.isOnline, loadInFlight == nil, let cursor = nextCursor else {
      return
    }
    // A list load that starts takes the list's old error away, as a pull does.
    failure = nil
    perform(.nextPage(cursor))
  }

  /// Retry: clears the error at once, then asks again for what failed — the search's, while a
  /// query is in the field.
  func retry() {
    trace(.action, "list retry tapped")
    if search.isActive { return search.retry() }
    // Offline, nothing reaches the server, whichever control asks; the banner says why.
    guard let failure, network.isOnline else { return }
    // The rule: the old error goes before the wait starts, never after the answer.
    self.failure = nil
    perform(failure.request)
  }

  /// The user opened a row.
  func select(_ id: Article.ID) {
    trace(.action, "list row \(id) selected")
    onOpenArticle(id)
  }

  /// The user tapped the star of a row.
  func toggleFavorite(of id: Article.ID) {
    trace(.action, "list star of \(id) tapped")
    // The tap asks for the other value than the row shows: the store's, else the server's.
    setFavorite(!favorites.isFavorite(id, default: serverStar(of: id)), of: id)
  }

  /// Sets the star of `id` to `isFavorite`, as a tap asked — or, once the user has logged in,
  /// as the tap that the login stopped asked. Logged out, nothing changes and the login is
  /// asked for.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    guard environment.session.isLoggedIn else {
      return onLoginRequired(.favorite(id, isFavorite: isFavorite))
    }
    // The user changed a star: the last failure is no longer news on this scene's pages.
    notices.dismissFavoriteFailure()
    favorites.setFavorite(isFavorite, of: id)
  }

  /// Starts the list load `request` now, without touching the error on screen.
  ///
  /// Offline it starts nothing, whichever intent asks: there is no server to ask.
  private func perform(_ request: ListRequest) {
    guard network.isOnline else { return }
    startLoad(request)
  }

  /// The device is back online, and the favorites made offline have gone out: the list
  /// catches up, if it has been shown — it refreshes, or with a query in the field searches it.
  ///
  /// A first load, refresh or search still in flight is that catch-up already: going offline
  /// did not stop it, so it is kept. A next-page load is replaced by the refresh, as by a pull.
  private func connectionReturned() {
    guard hasAppeared else { return }
    guard !search.isActive else { return search.catchUp() }
    guard loadInFlight != .firstPage, loadInFlight != .refresh else { return }
    failure = nil
    // With no rows there is nothing to refresh: the list loads as it first would.
    perform(articles.isEmpty ? .firstPage : .refresh)
  }

  // MARK: Loading the list

  /// Cancels the list load in flight, so nobody waits for an answer nobody will read.
  private func cancelLoadInFlight() {
    guard let loadTask else { return }
    loadTask.cancel()
    self.loadTask = nil
    trace(.effectCancelled, "list load [\(loadGeneration)]")
  }

  /// Whether the answer of the load numbered `generation` may reach the screen: only the
  /// newest load's, and only while its task was not cancelled.
  private func acceptsAnswer(toLoad generation: Int) -> Bool {
    generation == loadGeneration && !Task.isCancelled
  }

  private func startLoad(_ request: ListRequest) {
    cancelLoadInFlight()
    loadGeneration += 1
    let generation = loadGeneration
    loadInFlight = request
    trace(.effectStarted, "list \(request) [\(generation)]")
    let cursor = request.cursor
    loadTask = Task { [weak self, repository = environment.repository] in
      let result: Result<Page, any Error>
      do {
        result = .success(try await repository.page(after: cursor))
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(request, generation: generation, with: result)
    }
    // Teaching variant: the timeout shows the error but gives up on nothing. The request keeps
    // running and its generation stays the current one, so its late answer still lands over
    // the error. The correct file races the request against its timeout (`withTimeout`),
    // which cancels the request and drops whatever it answers later.
    Task { [weak self, clock = environment.clock] in
      try? await clock.sleep(for: RequestPolicy.timeout)
      guard let self, generation == self.loadGeneration, self.loadInFlight != nil else { return }
      self.finishLoad(request, generation: generation, with: .failure(ArticleError.timedOut))
    }
  }

  private func finishLoad(
    _ request: ListRequest, generation: Int, with result: Result<Page, any Error>
  ) {
    guard acceptsAnswer(toLoad: generation) else {
      trace(.action, "list \(request) [\(generation)] answered late: dropped")
      return
    }
    loadTask = nil
    loadInFlight = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      if case .nextPage = request {
        // An article already shown is not shown again (an offset-paged server repeats rows).
        articles.append(contentsOf: page.articles)
        rowsDidChange(replacing: false)
      } else {
        articles.replace(with: page.articles)
        rowsDidChange(replacing: true)
        environment.cache.save(articles.elements)
      }
      nextCursor = page.next
      hasLoaded = true
      failure = nil
    case .failure(let error):
      guard !(error is CancellationError) else { return }
      failure = ListFailure(message: error.userMessage, request: request)
    }
  }

  /// Offline, the list shows what the device saved and asks nothing.
  private func showCachedArticles() {
    let saved = environment.cache.loadArticles()
    let cached = saved ?? []
    trace(.action, "list offline: \(cached.count) cached articles")
    // The saved rows are older news than anything the server said in this run (a linked
    // detail's star, say): they tell the favorites nothing.
    articles.replace(with: cached)
    rowsDidChange(replacing: true)
    nextCursor = nil
    // With no rows saved the app cannot know whether the server has articles now: no message.
    hasLoaded = !cached.isEmpty
  }

  func trace(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    environment.trace.record(kind, detail())
  }
}

extension ArticleListViewModel {
  /// The rows shown changed as a list: `replacing` them, or by rows added at the end (see
  /// `ArticleListViewModel+Rows.swift`).
  private func rowsDidChange(replacing: Bool) {
    rowsRevision += 1
    if replacing { rowsReplacedRevision = rowsRevision }
  }
}
