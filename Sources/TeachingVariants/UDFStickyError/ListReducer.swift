import ArticleDomain

/// The list's rules: first load, refresh, pagination, retry and opening a detail.
///
/// While offline the list asks nothing: its first appearance shows the articles saved on the
/// device, and pulling, scrolling to the end and retrying are ignored.
extension ArticlesFeature {
  /// Applies one list action. The revision guard has already dropped stale answers.
  static func reduce(_ state: inout ArticlesState, _ action: ListAction) -> [ArticlesEffect] {
    switch action {
    case .appeared:
      // The first load starts on the first appearance only; coming back from a detail, or a
      // cancelled back swipe that shows the list for a moment, loads nothing.
      guard !state.list.hasAppeared else { return [] }
      state.list.hasAppeared = true
      return startFirstLoad(in: &state)

    case .refreshPulled:
      // With a query typed the list shows search results: the pull is not for the full list.
      // A refresh already in flight is the answer to this pull too: one request, not two.
      // Offline there is no server to ask: the rows shown stay.
      guard !state.search.isActive, state.list.load != .refresh, state.offline.isOnline else {
        return []
      }
      return startLoad(.refresh, in: &state)

    case .endReached:
      // No duplicate page requests: only when nothing loads, and only if the last answered
      // page said where the next one starts.
      guard !state.search.isActive, state.list.load == nil, state.offline.isOnline,
        let cursor = state.list.next
      else {
        return []
      }
      return startLoad(.nextPage(after: cursor), in: &state)

    case .retryTapped:
      if state.search.isActive { return retrySearch(in: &state) }
      guard let failure = state.list.failure, state.offline.isOnline else { return [] }
      // Teaching variant: the load starts again but the old error stays on screen beside the
      // spinner until the answer comes. The correct file returns `startLoad`'s effects with the
      // failure cleared.
      let effects = startLoad(failure.retry, in: &state)
      state.list.failure = failure
      return effects

    case .rowSelected(let id):
      // Navigation is state: setting the route pushes the page; the page requests its detail
      // when it appears.
      guard state.detail == nil else { return [] }
      state.detail = DetailState(id: id)
      state.pagesChanged()
      return []

    case .pageAnswered(let cursor, let result, _):
      return applyPage(result, after: cursor, to: &state)
    }
  }

  /// Starts the list's first load: the first page, or offline the articles saved on the device.
  ///
  /// Rule: reading the cache is the list's offline load, so it waits for the list's first
  /// appearance like the first page does. A list built beneath a linked detail shows no rows
  /// until the user goes back to it, online or not; back online, the catch-up asks the server.
  private static func startFirstLoad(in state: inout ArticlesState) -> [ArticlesEffect] {
    guard state.offline.isOnline else { return [.loadCachedArticles] }
    return startLoad(.firstLoad, in: &state)
  }

  /// Starts `load`, superseding whatever list request is in flight.
  ///
  /// Rule: a new request takes a new revision, so the answer of the request it supersedes —
  /// cancelled, but perhaps answered anyway by a server that does not stop — is stale.
  static func startLoad(_ load: ListState.Load, in state: inout ArticlesState)
    -> [ArticlesEffect]
  {
    var effects: [ArticlesEffect] = []
    if state.list.load != nil { effects.append(.cancel(.page)) }
    state.list.load = load
    // Retry clears the old error at once: a stale error beside a spinner is the classic bug.
    state.list.failure = nil
    state.list.revision = state.nextRevision()
    effects.append(.loadPage(after: load.cursor, revision: state.list.revision))
    return effects
  }

  /// Applies a current page answer: the first page replaces the rows, a next page appends.
  private static func applyPage(
    _ result: Result<Page, ArticleError>, after cursor: PageCursor?, to state: inout ArticlesState
  ) -> [ArticlesEffect] {
    // The request that answered: the load in flight. The reducer is total, as every reducer
    // is: an answer with nothing in flight, which the revision guard never lets in, is taken
    // as the request its cursor names.
    let answered = state.list.load ?? cursor.map(ListState.Load.nextPage) ?? .refresh
    state.list.load = nil
    switch result {
    case .success(let page):
      state.favorites.absorb(page.articles)
      state.list.next = page.next
      state.list.hasLoaded = true
      state.list.failure = nil
      guard cursor == nil else {
        state.list.appendArticles(page.articles)
        return []
      }
      state.list.replaceArticles(with: page.articles)
      // A first page (first load or refresh) is what the device shows next time it is offline.
      return [.saveArticles(page.articles)]
    case .failure(let error):
      // Loaded rows are kept; Retry repeats the request that failed.
      state.list.failure = ListState.Failure(message: error.message, retry: answered)
      return []
    }
  }
}
