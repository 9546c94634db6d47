public import ComposableRuntime

extension Store {
  /// Sends `action`, then suspends while `predicate` holds of the store's state, for SwiftUI's
  /// `.refreshable`, whose control spins until its action returns. TCA 1.x has it on the
  /// deprecated `ViewStore` only (`viewStore.send(_:while:)`); a team on the observable `Store`
  /// writes this small extension itself, as here.
  ///
  /// ```swift
  /// List { … }
  ///   .refreshable { await store.send(.refreshPulled, while: \.isPullInFlight) }
  /// ```
  ///
  /// `await store.send(action).finish()` waits for every effect the action started. This waits
  /// for the state instead, which is what a control that shows the state needs when the work
  /// outlives what the control stands for: a refresh whose request goes on after a query's
  /// results took the list's place ends the pull, not the request. Cancelling the waiting task
  /// (SwiftUI does when the list leaves) ends the wait and, as in TCA, cancels the effects the
  /// action started.
  public func send(_ action: Action, while predicate: @escaping (State) -> Bool) async {
    let task = send(action)
    guard predicate(state) else { return }
    let wait = StateWait()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.start(continuation) { end in
          observe { state in
            if !predicate(state) { end() }
          }
        }
      }
    } onCancel: {
      task.cancel()
      Task { @MainActor in wait.end() }
    }
  }
}

/// A wait for a store's state: the continuation to resume and the observation to stop, once.
@MainActor
private final class StateWait {
  private var continuation: CheckedContinuation<Void, Never>?
  private var observation: ObservationToken?

  /// Starts waiting: `observe` observes the store and calls the `end` it is handed when the
  /// wait is over — possibly at once, as a store tells an observer its state straight away.
  func start(
    _ continuation: CheckedContinuation<Void, Never>,
    observing observe: (_ end: @escaping @MainActor () -> Void) -> ObservationToken
  ) {
    self.continuation = continuation
    let observation = observe { [weak self] in self?.end() }
    if self.continuation == nil {
      observation.cancel()
    } else {
      self.observation = observation
    }
  }

  /// Ends the wait: stops observing and resumes the waiting task, the first time only.
  func end() {
    observation?.cancel()
    observation = nil
    continuation?.resume()
    continuation = nil
  }
}
