import ComposableRuntime

extension ListFeature {
  /// How long a pull to refresh lasts: as long as the refresh the list shows, which is how long
  /// SwiftUI spins its refresh control.
  ///
  /// The page awaits its pull, `.refreshable { await store.send(.refreshPulled).finish() }`,
  /// and SwiftUI's control spins until that returns. The rules (the UIKit chapter's) start the
  /// refresh, or let the one in flight answer the pull; this reducer, after them, gives the
  /// pull an effect that ends when the list no longer shows a refresh — its answer came, or a
  /// query's results took the rows' place — while the refresh itself goes on under its own id.
  /// ``State/isPullInFlight`` tells the page that the control spins, so the list shows no
  /// refresh of its own above the rows.
  ///
  /// Rule: an effect lasts as long as what it stands for. The pull's is cancelled by id when
  /// the refresh it waits for stops showing, and goes with the list's other work at a logout or
  /// when the window closes.
  struct PullToRefresh: Reducer {
    typealias State = ListFeature.State
    typealias Action = ListFeature.Action

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .refreshPulled = action, state.isRefreshShown, !state.isPullInFlight {
        state.isPullInFlight = true
        return .run { _ in try await Task.never() }
          .cancellable(id: CancelID.pull)
      }
      guard state.isPullInFlight, !state.isRefreshShown else { return .none }
      state.isPullInFlight = false
      return .cancel(id: CancelID.pull)
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: the effect of
  /// something that lasts until it is told to end (`Task.never()` of Point-Free's
  /// swift-concurrency-extras, which TCA apps use for the same).
  static func never() async throws -> Never {
    for await _ in AsyncStream<Never>(Never.self, { _ in }) {}
    throw _Concurrency.CancellationError()
  }
}
