import ArticleDomain

/// The search's rules: debounce, one search at a time, and clearing back to the full list.
extension ArticlesFeature {
  /// Applies one search action. The revision guard has already dropped the answers of
  /// superseded requests; an answer for a query no longer typed is dropped here.
  static func reduce(_ state: inout ArticlesState, _ action: SearchAction) -> [ArticlesEffect] {
    switch action {
    case .textChanged(let text):
      guard text != state.search.text else { return [] }
      if text.isEmpty { return clearSearch(in: &state) }
      // Typing restarts the debounce: the previous timer is cancelled, a new one starts.
      var effects: [ArticlesEffect] = []
      if state.search.isDebouncing { effects.append(.cancel(.debounce)) }
      state.search.text = text
      // A failed search's error was about a query the field no longer holds.
      state.search.failure = nil
      state.search.isDebouncing = true
      effects.append(.debounceSearch(query: text))
      return effects

    case .debounceElapsed(let query):
      // A timer that elapses for text no longer in the field (its cancellation came too late)
      // starts nothing.
      guard state.search.isDebouncing, query == state.search.text else { return [] }
      state.search.isDebouncing = false
      // The user searched, online or not; the query's length is all that leaves the device.
      let recorded = ArticlesEffect.record(.search(characters: query.count))
      // Offline a query asks nothing, even one whose wait began online: the rows shown stay,
      // and coming back online searches what the field says (§10).
      guard state.offline.isOnline else { return [recorded] }
      return [recorded] + startSearch(query, in: &state)

    case .answered(let query, let result, let revision):
      state.search.isSearching = false
      // Rule (§4): an answer or a failure for a query the field no longer holds is dropped at
      // once, also while the newer query's wait still runs and its search has not yet
      // cancelled this one. The request is over all the same: nothing is in flight.
      guard query == state.search.text else { return [] }
      switch result {
      case .success(let page):
        state.favorites.absorb(page.articles)
        state.search.results = SearchState.Results(
          query: query, articles: page.articles, revision: revision)
        state.search.failure = nil
      case .failure(let error):
        state.search.failure = SearchState.Failure(message: error.message, query: query)
      }
      return []
    }
  }

  /// Retry on the list page while a query is typed: searches the failed query again, online.
  static func retrySearch(in state: inout ArticlesState) -> [ArticlesEffect] {
    guard let failure = state.search.failure, state.offline.isOnline else { return [] }
    return startSearch(failure.query, in: &state)
  }

  /// Starts a search for `query`, cancelling the one in flight.
  ///
  /// Rule: the new search takes a new revision, so the older query's answer is stale even if
  /// its cancellation does not stop the server.
  static func startSearch(_ query: String, in state: inout ArticlesState)
    -> [ArticlesEffect]
  {
    var effects: [ArticlesEffect] = []
    if state.search.isSearching { effects.append(.cancel(.search)) }
    state.search.isSearching = true
    state.search.failure = nil
    state.search.revision = state.nextRevision()
    effects.append(.search(query: query, revision: state.search.revision))
    return effects
  }

  /// Clearing the field: no debounce, no search, the full list at once and no request.
  ///
  /// The search goes back to its initial state, whose revision (0) no request carries, so an
  /// answer still on its way is stale.
  private static func clearSearch(in state: inout ArticlesState) -> [ArticlesEffect] {
    var effects: [ArticlesEffect] = []
    if state.search.isDebouncing { effects.append(.cancel(.debounce)) }
    if state.search.isSearching { effects.append(.cancel(.search)) }
    state.search = SearchState()
    return effects
  }
}
