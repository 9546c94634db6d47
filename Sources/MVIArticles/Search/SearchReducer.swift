import ArticleDomain

/// The search's sub-reducer: debounce, one search at a time, clearing back to the full list.
enum SearchReducer {
  static func reduce(state: SearchState, message: ArticlesMessage) -> SearchState {
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
      // The wait the field held ends; its search, online, is the executor's to start
      // (``query(after:in:context:)``).
      guard waitEnds(for: query, in: state) else { break }
      newState.isDebouncing = false

    case .result(.search(.started(let query, let revision))):
      newState = start(query, in: newState, revision: revision)

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

    default:
      break
    }
    return newState
  }

  /// Whether the wait for typing to pause on `query` ends the wait `search` holds: a wait that
  /// elapses for text no longer in the field ends nothing, and starts nothing.
  static func waitEnds(for query: String, in search: SearchState) -> Bool {
    search.isDebouncing && query == search.text
  }

  /// The query `message` searches, if any, from `search` and the other sub-states' facts: the
  /// rule the executor asks before it starts the search's request. A pure function of its
  /// arguments.
  ///
  /// - The wait for `query` elapsed and the field still holds it: `query`. Offline a query asks
  ///   nothing, even one whose wait began online; back online the catch-up searches what the
  ///   field says.
  /// - Retry on the list page while a query is typed: the failed query again.
  static func query(
    after message: ArticlesMessage, in search: SearchState, context: ReducerContext
  ) -> String? {
    switch message {
    case .result(.search(.debounceElapsed(let query))):
      guard waitEnds(for: query, in: search), context.isOnline else { return nil }
      return query
    case .intent(.list(.retryTapped)):
      guard context.isSearchActive, let failure = search.failure, context.isOnline else {
        return nil
      }
      return failure.query
    default:
      return nil
    }
  }

  /// The search with a request for `query` in flight, for `revision`, superseding the one
  /// before it: what ``SearchResult/started(query:revision:)`` applies.
  static func start(_ query: String, in state: SearchState, revision: Int) -> SearchState {
    var newState = state
    newState.request = SearchState.Request(query: query, revision: revision)
    newState.failure = nil
    return newState
  }
}
