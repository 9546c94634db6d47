import ArticleDomain

/// The search's sub-reducer: debounce, one search at a time, clearing back to the full list.
enum SearchReducer {
  static func reduce(state: SearchState, message: ArticlesMessage, context: ReducerContext)
    -> SearchState
  {
    var newState = state
    switch message {
    case .intent(.search(.textChanged(let text))):
      guard text != state.text else { break }
      // Clearing: no debounce, no search, the full list at once. Any answer still on its way
      // finds no request to match.
      if text.isEmpty { return SearchState() }
      // Typing restarts the debounce (the store cancels the old wait), and a failed search's
      // error was about a query the field no longer holds.
      newState.text = text
      newState.failure = nil
      newState.isDebouncing = true

    case .result(.search(.debounceElapsed(let query))):
      // A wait that elapses for text no longer in the field starts nothing.
      guard state.isDebouncing, query == state.text else { break }
      newState.isDebouncing = false
      // Offline a query asks nothing, even one whose wait began online; back online the
      // catch-up searches what the field says.
      guard context.isOnline else { break }
      newState = start(query, in: newState, revision: context.revision)

    case .result(.search(.answered(let query, let result, let revision))):
      // Only the newest search may answer (its revision), …
      guard state.request?.revision == revision else { break }
      newState.request = nil
      // … and only for the query the field holds: an answer for an older query is dropped at
      // once, also while the newer query's wait still runs.
      guard query == state.text else { break }
      switch result {
      case .success(let page):
        newState.results = SearchState.Results(
          query: query, articles: page.articles, revision: revision)
        newState.failure = nil
      case .failure(let error):
        newState.failure = SearchState.Failure(message: error.message, query: query)
      }

    case .intent(.list(.retryTapped)):
      // Retry on the list page while a query is typed searches the failed query again.
      guard context.isSearchActive, let failure = state.failure, context.isOnline else { break }
      newState = start(failure.query, in: state, revision: context.revision)

    default:
      break
    }
    return newState
  }

  /// The search with a request for `query` in flight, for `revision`, superseding the one
  /// before it.
  static func start(_ query: String, in state: SearchState, revision: Int) -> SearchState {
    var newState = state
    newState.request = SearchState.Request(query: query, revision: revision)
    newState.failure = nil
    return newState
  }
}
