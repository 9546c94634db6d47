import ArticleDomain
public import ComposableRuntime

/// The detail's rules: appearing loads it once, Retry asks again, an answer fills the page and
/// takes the server's star into the account's, and a star tap goes out as a delegate action. Shared, as written, by the
/// SwiftUI chapter, whose state differs only in being observed.
extension DetailFeature {
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .appeared:
        // A cancelled back swipe makes the page appear again: its request is still running.
        guard !state.hasAppeared else { return .none }
        state.hasAppeared = true
        return load(&state)

      case .retryTapped:
        guard state.failure != nil, !state.isLoading else { return .none }
        return load(&state)

      case .detailAnswered(let result):
        state.isLoading = false
        switch result {
        case .success(let detail):
          state.detail = detail
          state.failure = nil
          // The server's star joins the account's, in this step: the row beneath shows it too.
          state.$favorites.withLock { $0.absorb(detail.isFavorite, of: detail.id) }
          return .none
        case .failure(let error):
          state.failure = error
          return .none
        }

      case .starTapped:
        return .send(.delegate(.starTapped))

      case .delegate:
        return .none
      }
    }
  }

  /// Requests the detail of the article on screen.
  func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.failure = nil
    let id = state.id
    return .run { [repository, clock] send in
      let result = try await answer {
        try await withTimeout(RequestPolicy.timeout, on: clock) {
          try await repository.detail(of: id)
        }
      }
      await send(.detailAnswered(result))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
