import ArticleDomain

/// The list module's interactor: the list's use cases — first load, refresh, pagination, search,
/// favorites — their requests, their cancellation and their stale-result guard.
///
/// Rule: the interactor owns its work. Every request runs in a task kept here; a newer request
/// of the same kind cancels it, and ``stop()`` cancels them all when the page is gone. A task
/// holds the interactor weakly, so a module released with work still running cancels that work
/// in `deinit` and nothing answers into it.
///
/// Rule: the interactor owns the stale-result guard. Each request takes a ``RequestTicket``;
/// an answer is applied only while its ticket is still the newest of its kind
/// (``isStale(_:newest:)``). Cancelling is not enough: a server may answer anyway.
@MainActor
final class ListInteractor: ListInteractorInput {
  /// The presenter, held weakly: the presenter owns its interactor.
  weak var output: (any ListInteractorOutput)?

  let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let status: AppStatus

  /// A list or search request in flight: its ticket, what it is, and its task.
  struct Running {
    let ticket: RequestTicket
    let request: ListRequest
    let task: Task<Void, Never>
  }

  // The list's entities.
  /// The full list, each article once, with the ids of the articles the server starred.
  private(set) var list = ArticleList()
  private var nextPage: PageCursor?
  private var hasLoaded = false
  private var hasStarted = false
  /// The list request in flight: a first load, a refresh or a next page.
  private var listLoad: Running?
  /// The list request that failed last, for Retry, with the cursor it asked after.
  private var failedLoad: (request: ListRequest, cursor: PageCursor?)?

  // The search's state, kept here as well; see ListInteractor+Search.swift.
  var query = ""
  var debounce: Task<Void, Never>?
  var searchLoad: Running?
  /// The answered query and its results, with their server stars like the full list.
  var searchResults: (query: String, list: ArticleList)?
  var failedQuery: String?

  private var lastTicket = RequestTicket.none
  private(set) var isStopped = false

  /// An interactor for the list on `environment`, sharing `favorites` and `status` with the
  /// other modules.
  init(
    environment: ArticleEnvironment, favorites: FavoritesStore, status: AppStatus
  ) {
    self.environment = environment
    self.favorites = favorites
    self.status = status
    favorites.addObserver(self) { interactor, event in interactor.favoritesDidChange(event) }
    status.addObserver(self) { interactor, change in interactor.statusDidChange(change) }
  }

  isolated deinit {
    // Released with work still running (the app was left while this page was covered): the
    // work goes with the page.
    cancelAll()
  }

  // MARK: The stale-result guard

  /// Whether the answer to the request of `answered` must be dropped because `newest` — the
  /// newest request of its kind still wanted, if any — is another one.
  ///
  /// Rule: the newest request wins. A refresh replaces a first load and a next page; a query
  /// replaces an older query; clearing the field or leaving the page wants no answer at all.
  func isStale(_ answered: RequestTicket, newest: RequestTicket?) -> Bool {
    // Teaching variant: no answer is ever stale — cancelling the replaced request is trusted
    // to be enough, so whichever answer comes last wins. The correct file drops every answer
    // whose ticket is not the newest of its kind: `answered != newest`.
    false
  }

  // MARK: ListInteractorInput

  func reportStatus() {
    output?.noticeDidChange(status.notice, isOffline: !status.isOnline)
  }

  func loadFirstPage() {
    guard !hasStarted, !isStopped else { return }
    hasStarted = true
    output?.noticeDidChange(status.notice, isOffline: !status.isOnline)
    guard status.isOnline else {
      // No server to ask: the articles saved last time stand in, and the list loads when the
      // device is back online.
      let saved = environment.cache.loadArticles()
      list.replace(with: saved ?? [])
      // The saved rows are older news than anything the server said in this run (a linked
      // detail's star, say): they tell the favorites nothing.
      // With no rows saved the app cannot know whether the server has articles now.
      hasLoaded = saved?.isEmpty == false
      output?.didUpdate(shownContent())
      return
    }
    startLoad(.firstPage, after: nil)
  }

  func refresh() {
    // With a query typed the rows are search results: the pull is not for the full list. A
    // refresh already in flight is the answer to this pull too. Offline there is no server.
    guard query.isEmpty, listLoad?.request != .refresh, status.isOnline, !isStopped else { return }
    startLoad(.refresh, after: nil)
  }

  func loadNextPage() {
    // No duplicate page requests: only when nothing loads, and only if the last page said
    // where the next one starts.
    guard query.isEmpty, listLoad == nil, status.isOnline, let nextPage, !isStopped else { return }
    startLoad(.nextPage, after: nextPage)
  }

  func retry() {
    // Offline nothing reaches the server, whichever request failed; the banner says why.
    guard !isStopped, status.isOnline else { return }
    if !query.isEmpty {
      retrySearch()
    } else if let failedLoad {
      startLoad(failedLoad.request, after: failedLoad.cursor)
    }
  }

  func toggleFavorite(of id: Article.ID) {
    // The rows shown — the results, else the full list — say the server's star in one look-up:
    // a tap costs the same in a list of ten articles and in one of 100 000.
    guard !isStopped else { return }
    let serverValue = (searchResults?.list ?? list).serverStar(of: id)
    let isFavorite = !favorites.isFavorite(id, default: serverValue)
    // The login gate: logged out, the tap becomes an intent the login page carries out later.
    guard environment.session.isLoggedIn else {
      output?.favoriteRequiresLogin(.favorite(id, isFavorite: isFavorite))
      return
    }
    favorites.setFavorite(isFavorite, of: id)
  }

  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    guard !isStopped else { return }
    favorites.setFavorite(isFavorite, of: id)
  }

  func stop() {
    isStopped = true
    cancelAll()
  }

  // MARK: Requests

  /// Starts `request`, cancelling the list request in flight: the newest request wins.
  private func startLoad(_ request: ListRequest, after cursor: PageCursor?) {
    cancel(listLoad)
    failedLoad = nil
    let ticket = takeTicket()
    let (repository, clock) = (environment.repository, environment.clock)
    environment.trace.record(.effectStarted, "load \(request) \(ticket)")
    let task = Task { [weak self] in
      // The interactor owns the use case, so it owns its timeout: a silent server fails it.
      let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
        try await repository.page(after: cursor)
      }
      self?.load(ticket, of: request, after: cursor, didFinishWith: answer)
    }
    listLoad = Running(ticket: ticket, request: request, task: task)
    output?.didStartLoading(request)
  }

  private func load(
    _ ticket: RequestTicket, of request: ListRequest, after cursor: PageCursor?,
    didFinishWith answer: Result<Page, ArticleError>?
  ) {
    // A request that ended because it was cancelled has no answer.
    guard let answer else { return }
    // Rule: the stale-result guard. An answer to a replaced request never reaches the screen.
    guard !isStale(ticket, newest: listLoad?.ticket) else {
      environment.trace.record(.action, "stale answer to load \(request) \(ticket) dropped")
      return
    }
    listLoad = nil
    apply(answer, of: request, after: cursor)
  }

  /// Applies the answer of the newest list request: a next page is appended, a first page or
  /// a refresh replaces the list; a failure keeps the rows and remembers what to retry.
  ///
  /// - Complexity: O(m) for a next page of m articles; O(n) for a new list of n.
  private func apply(
    _ answer: Result<Page, ArticleError>, of request: ListRequest, after cursor: PageCursor?
  ) {
    switch answer {
    case .success(let page):
      favorites.absorb(page.articles)
      let countBefore = list.count
      if request == .nextPage {
        list.append(contentsOf: page.articles)
      } else {
        list.replace(with: page.articles)
        // A first page is what the device shows next time it is offline.
        environment.cache.save(page.articles)
      }
      nextPage = page.next
      hasLoaded = true
      // Behind search results the rows shown stay as they are.
      let change: ListContent.Change =
        searchResults != nil
        ? .unchanged : request == .nextPage ? .appended(count: list.count - countBefore) : .replaced
      output?.didLoad(shownContent(kind: .fullList, change: change), for: request)
    case .failure(let error):
      // Loaded rows are kept; Retry repeats the request that failed.
      failedLoad = (request, cursor)
      output?.didFail(request, message: error.message)
    }
  }

  func takeTicket() -> RequestTicket {
    lastTicket = lastTicket.next
    return lastTicket
  }

  func cancel(_ running: Running?) {
    guard let running else { return }
    environment.trace.record(.effectCancelled, "\(running.request) \(running.ticket)")
    running.task.cancel()
  }

  private func cancelAll() {
    cancel(listLoad)
    listLoad = nil
    cancelSearch()
  }

  // MARK: What the rows show

  /// The rows on screen: the query's results once they came, else the full list.
  var shownList: ArticleList { searchResults?.list ?? list }

  /// What the rows on screen are, and `change`, what happened to them.
  ///
  /// - Complexity: O(1): the presenter asks for a row when the view shows it.
  func shownContent(
    kind fullListKind: ListContent.Kind? = nil, change: ListContent.Change = .replaced
  ) -> ListContent {
    if let searchResults {
      return ListContent(
        count: searchResults.list.count, kind: .searchResults(query: searchResults.query),
        change: change)
    }
    let kind = fullListKind ?? (hasLoaded ? .fullList : .notLoaded)
    return ListContent(count: list.count, kind: kind, change: change)
  }

  func article(at index: Int) -> ArticleSummary {
    favorites.summary(of: shownList[index])
  }

  // MARK: Shared objects

  private func favoritesDidChange(_ event: FavoritesStore.Event) {
    guard hasStarted, !isStopped else { return }
    switch event {
    case .changed(let id):
      // A star the user or a detail touched: its row is shown again with it (a star of an
      // article the rows do not hold changes none of them).
      guard shownList.contains(id: id) else { return }
      output?.didChangeArticle(id)
    case .failed(_, let message):
      output?.favoriteDidFail(message: message)
    }
  }

  private func statusDidChange(_ change: AppStatus.Change) {
    guard !isStopped else { return }
    output?.noticeDidChange(status.notice, isOffline: !status.isOnline)
    // Back online, the list catches up — after the favorites made offline were sent (the
    // device's status sends them before it tells any list): it refreshes, or with a query typed
    // searches it. A first load, refresh or search in flight is that catch-up already; a
    // next-page load gives way to the refresh, as on a pull.
    guard change == .cameOnline, hasStarted else { return }
    guard query.isEmpty else { return catchUpSearch() }
    guard listLoad?.request != .firstPage, listLoad?.request != .refresh else { return }
    // With no rows there is nothing to refresh: the list loads as it first would.
    startLoad(list.isEmpty ? .firstPage : .refresh, after: nil)
  }
}
