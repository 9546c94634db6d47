import ArticleDomain
public import ComposableRuntime

/// The search's rules: each keystroke restarts the wait, the newest query is the only one asked,
/// an emptied field shows the list again. Shared, as written, by the SwiftUI chapter, whose state
/// differs only in being observed.
extension SearchFeature {
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text):
        guard text != state.text else { return .none }
        // Clearing: the full list at once, no request.
        guard !text.isEmpty else { return clear(&state) }
        state.text = text
        // A failed search's error was about a query the field no longer holds.
        state.failure = nil
        state.isDebouncing = true
        // Each keystroke restarts the debounce: cancelInFlight stops the previous timer.
        return .run { [clock] send in
          try await clock.sleep(for: SearchPolicy.debounce)
          await send(.debounceElapsed(query: text))
        }
        .cancellable(id: CancelID.debounce, cancelInFlight: true)

      case .debounceElapsed(let query):
        state.isDebouncing = false
        // The user searched, online or not; the query's length is all that leaves the device.
        let recorded = Effect<Action>.run { [analytics] _ in
          analytics.record(.search(characters: query.count))
        }
        // Offline a query asks nothing, even one whose wait began online.
        guard state.isOnline else { return recorded }
        return .merge(recorded, startSearch(query, in: &state))

      case .searchRequested(let query):
        return startSearch(query, in: &state)

      case .answered(let query, let result):
        state.isSearching = false
        // Rule (§4): an answer or a failure for a query the field no longer holds is dropped at
        // once, also while the newer query's wait still runs: its search, whose cancelInFlight
        // would stop this one, has not started yet. The request is over all the same.
        guard query == state.text else { return .none }
        switch result {
        case .success(let page):
          state.results = Results(query: query, articles: page.articles)
          state.failure = nil
          return .send(.delegate(.resultsLoaded(page.articles)))
        case .failure(let error):
          state.failure = Failure(message: error.message, query: query)
          return .none
        }

      case .retryTapped:
        guard let failure = state.failure, state.isOnline else { return .none }
        return startSearch(failure.query, in: &state)

      case .accountEnded:
        return clear(&state)

      case .delegate:
        return .none
      }
    }
  }

  /// Forgets the query, its results and its failure, and stops the timer and the search. The
  /// connection it reads is the app's, and stays.
  private func clear(_ state: inout State) -> Effect<Action> {
    state = State(isOnline: state.$isOnline)
    return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.search))
  }

  /// Asks for `query`, cancelling the search in flight.
  private func startSearch(_ query: String, in state: inout State) -> Effect<Action> {
    state.isSearching = true
    state.failure = nil
    return .run { [repository, clock] send in
      let result = try await answer {
        try await withTimeout(RequestPolicy.timeout, on: clock) {
          try await repository.search(query)
        }
      }
      await send(.answered(query: query, result))
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }
}
