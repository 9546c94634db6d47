import ArticleDomain
import ComposableRuntime

extension ListFeature {
  /// The list's own rules, which its `body` runs after its search's (`Reduce(core)`): pages,
  /// refresh, retry, the cache, and whether its search may ask.
  func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared, .cacheCleared:
      // Only the first appearance loads: coming back from a detail loads nothing. Offline, the
      // load is reading the articles saved on the device — so a list built beneath a linked
      // detail shows none until the user goes back to it, online or not. After a logout the
      // new list loads once the saved articles are gone, as at its first appearance.
      guard !state.hasAppeared else { return .none }
      state.hasAppeared = true
      guard state.isOnline else {
        // The list's one load, under its id: a logout that lands before it reads cancels it,
        // so the account's rows never reach the list that follows.
        return .run { [cache] send in
          await send(.cacheLoaded(cache.loadArticles() ?? []))
        }
        .cancellable(id: CancelID.page)
      }
      return startLoad(.firstLoad, in: &state)

    case .refreshPulled:
      // A refresh in flight answers this pull too; offline and while searching, pulling does
      // nothing.
      guard !state.isSearchActive, state.load != .refresh, state.isOnline else { return .none }
      return startLoad(.refresh, in: &state)

    case .endReached:
      // No duplicate page requests: only when nothing loads and the last page had a cursor.
      guard !state.isSearchActive, state.load == nil, state.isOnline, let cursor = state.next
      else { return .none }
      return startLoad(.nextPage(after: cursor), in: &state)

    case .retryTapped:
      guard let failure = state.failure, state.isOnline else { return .none }
      return startLoad(failure.retry, in: &state)

    case .rowTapped(let id):
      return .send(.delegate(.rowSelected(id)))

    case .starTapped(let id):
      return .send(.delegate(.starTapped(id)))

    case .search(.delegate(.resultsLoaded(let articles))):
      // The server's stars of the results, taken in as a page's are.
      state.$favorites.withLock { $0.absorb(articles) }
      return .none

    case .search, .delegate:
      return .none

    case .pageAnswered(let cursor, let result):
      return apply(result, after: cursor, to: &state)

    case .connectionRestored:
      // Going offline told the list nothing: the rows shown stay, a load in flight still
      // answers, and a list that has not appeared yet reads the cache when it does.
      // Back online the list catches up, from what is in flight. With a query typed the
      // search catches up instead. A first load or refresh still running is the catch-up
      // already — going offline did not stop it — so it is kept; a next page is replaced by
      // the refresh, as a pull would (cancelInFlight).
      guard !state.isSearchActive else { return catchUpSearch(&state) }
      guard state.hasAppeared else { return .none }
      switch state.load {
      case .firstLoad, .refresh:
        return .none
      case .nextPage, nil:
        return startLoad(state.articles.isEmpty ? .firstLoad : .refresh, in: &state)
      }

    case .cacheLoaded(let articles):
      // The server's rows, once answered, are newer than anything saved.
      guard !state.hasLoaded, state.articles.isEmpty else { return .none }
      state.articles = IdentifiedArray(articles)
      return .none

    case .accountEnded:
      return startAgain(&state)
    }
  }

  /// The account ended: the rows, the pages and the load came with it; the stars and the
  /// connection it reads are the app's. The list's request stops, its search empties itself,
  /// and the articles saved on the device go before the list loads again as at its first
  /// appearance (offline, it reads them).
  private func startAgain(_ state: inout State) -> Effect<Action> {
    let search = state.search
    state = State(favorites: state.$favorites, isOnline: state.$isOnline)
    state.search = search
    return .merge(
      .cancel(id: CancelID.page),
      .send(.search(.accountEnded)),
      .run { [cache] send in
        cache.clear()
        await send(.cacheCleared)
      })
  }

  /// Back online with a query in the field, the search is the list's catch-up — unless a
  /// search still in flight (going offline did not stop it) or a wait still running asks for
  /// it already.
  private func catchUpSearch(_ state: inout State) -> Effect<Action> {
    let search = state.search
    guard !search.isSearching, !search.isDebouncing else { return .none }
    return .send(.search(.searchRequested(search.text)))
  }

  /// Starts `load`, cancelling whatever list request is in flight.
  func startLoad(_ load: Load, in state: inout State) -> Effect<Action> {
    state.load = load
    // Retry clears the old error at once: a stale error beside a spinner is the classic bug.
    state.failure = nil
    let cursor = load.cursor
    return .run { [repository, clock] send in
      // The effect owns its timeout: a silent server answers `.timedOut`, a failure.
      let result = try await answer {
        try await withTimeout(RequestPolicy.timeout, on: clock) {
          try await repository.page(after: cursor)
        }
      }
      await send(.pageAnswered(after: cursor, result))
    }
    .cancellable(id: CancelID.page, cancelInFlight: true)
  }

  /// Applies a page: a first page replaces the rows (and is saved), a next page appends.
  private func apply(
    _ result: Result<Page, ArticleError>, after cursor: PageCursor?, to state: inout State
  ) -> Effect<Action> {
    let answered = state.load ?? cursor.map(Load.nextPage) ?? .refresh
    state.load = nil
    switch result {
    case .success(let page):
      state.next = page.next
      state.hasLoaded = true
      state.failure = nil
      // The server's stars of the page join the account's, in this step: every window's rows
      // and a detail of the same article show them.
      state.$favorites.withLock { $0.absorb(page.articles) }
      guard cursor == nil else {
        state.articles.append(contentsOf: page.articles)
        return .none
      }
      state.articles = IdentifiedArray(page.articles)
      let articles = page.articles
      return .run { [cache] _ in cache.save(articles) }
    case .failure(let error):
      // Loaded rows are kept; Retry repeats the request that failed.
      state.failure = Failure(message: error.message, retry: answered)
      return .none
    }
  }
}
