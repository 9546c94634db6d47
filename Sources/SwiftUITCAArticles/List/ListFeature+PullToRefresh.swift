import ComposableRuntime

extension ListFeature {
  /// Whether a pull to refresh is in flight: from the pull until the list no longer shows the
  /// refresh it waits for.
  ///
  /// The page waits on it, `.refreshable { await store.send(.refreshPulled, while:
  /// \.isPullInFlight) }`, and SwiftUI's control spins until that returns. The rules (the UIKit
  /// chapter's) start the refresh, or let the one in flight answer the pull; this reducer, after
  /// them, marks the pull in flight when the list shows a refresh, and over when it no longer
  /// does — its answer came, or a query's results took the rows' place while the request goes
  /// on. The page shows a refresh nobody pulled (Retry, the connection back) above the rows
  /// instead, as SwiftUI has no control to spin for it.
  ///
  /// Why not `await store.send(.refreshPulled).finish()`: that waits for the refresh's request
  /// itself, which must go on when a query is typed while the list stops showing it.
  struct PullToRefresh: Reducer {
    typealias State = ListFeature.State
    typealias Action = ListFeature.Action

    var body: some Reducer<State, Action> {
      Reduce { state, action in apply(action, to: &state) }
    }

    private func apply(_ action: Action, to state: inout State) -> Effect<Action> {
      if case .refreshPulled = action, state.isRefreshShown {
        state.isPullInFlight = true
      } else if state.isPullInFlight, !state.isRefreshShown {
        state.isPullInFlight = false
      }
      return .none
    }
  }
}
