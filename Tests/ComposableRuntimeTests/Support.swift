import ComposableRuntime
import Synchronization
import Testing

/// A door an effect waits at until the test opens it. It ignores cancellation, like a server
/// that answers anyway, so that tests can check what a cancelled effect's late `send` does.
final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// Waits until ``open()``; returns at once if it was opened already.
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiting.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// The runtime warnings a store reported, through its `reportIssue` hook.
final class WarningLog: Sendable {
  private let recorded = Mutex<[String]>([])

  var messages: [String] { recorded.withLock { $0 } }

  var record: @Sendable (String, FailureLocation) -> Void {
    { [self] message, _ in recorded.withLock { $0.append(message) } }
  }
}

/// The failures a test store reported, for tests that are expected to fail.
@MainActor
final class FailureLog {
  var messages: [String] = []
  var report: @MainActor @Sendable (String, FailureLocation) -> Void {
    { [self] message, _ in messages.append(message) }
  }
}

extension TestStore {
  /// A test store whose failures are Swift Testing issues, at the line of the failing step.
  convenience init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, withDependencies: withDependencies,
      reportFailure: { message, location in
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      })
  }
}

/// A small feature for the runtime's tests: a counter with effects to start, stop and finish.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case increment
    case incrementLater
    case start(Int)
    case stop
    case finished(Int)
    case startAndStopAtOnce
  }

  enum CancelID: Hashable, Sendable { case work }

  /// What `.start` effects wait at before they send `.finished`.
  let gate: Gate
  var cancelInFlight = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .run { send in await send(.increment) }
    case .start(let number):
      state.log.append("start \(number)")
      return .run { [gate] send in
        await gate.wait()
        await send(.finished(number))
      }
      .cancellable(id: CancelID.work, cancelInFlight: cancelInFlight)
    case .stop:
      return .cancel(id: CancelID.work)
    case .finished(let number):
      state.log.append("finished \(number)")
      return .none
    case .startAndStopAtOnce:
      return .merge(
        .run { send in await send(.finished(0)) }.cancellable(id: CancelID.work),
        .cancel(id: CancelID.work))
    }
  }
}
