import ArticleDomain
public import ComposableRuntime

/// The detail's rules: appearing loads it once, Retry asks again, an answer fills the page, and
/// what the parent needs to hear goes out as a delegate action. Shared, as written, by the
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

      case .answered(let result):
        state.isLoading = false
        switch result {
        case .success(let detail):
          state.detail = detail
          state.failure = nil
          return .send(.delegate(.detailLoaded(detail)))
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
      await send(.answered(result))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
