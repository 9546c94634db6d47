import ComposableRuntime

/// How long SwiftUI's refresh control spins: from the pull until the list no longer shows the
/// refresh it waits for (``ListFeature/State/isPullInFlight``).
///
/// The page waits on it, `.refreshable { await store.send(.refreshPulled, while:
/// \.isPullInFlight) }`, and SwiftUI's control spins until that returns. The rules (the UIKit
/// chapter's) start the refresh, or let the one in flight answer the pull; after them, the pull
/// marks itself in flight when the list shows a refresh, and the list's `onChange` of
/// `isRefreshShown` ends it when the list no longer does — its answer came, or a query's results
/// took the rows' place while the request goes on. The page shows a refresh nobody pulled
/// (Retry, the connection back) above the rows instead, as SwiftUI has no control to spin for
/// it.
///
/// Why not `await store.send(.refreshPulled).finish()`: that waits for the refresh's request
/// itself, which must go on when a query is typed while the list stops showing it.
extension ListFeature {
  /// A pull in flight once the list shows the refresh it started or joined.
  func startPull(_ action: Action, in state: inout State) -> Effect<Action> {
    if case .refreshPulled = action, state.isRefreshShown { state.isPullInFlight = true }
    return .none
  }

  /// The pull over once the list no longer shows its refresh.
  func endPull(isRefreshShown: Bool, in state: inout State) -> Effect<Action> {
    if !isRefreshShown { state.isPullInFlight = false }
    return .none
  }
}
