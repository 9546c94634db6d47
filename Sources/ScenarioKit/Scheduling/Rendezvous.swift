import Synchronization

/// A one-shot meeting point between a waiting task and the harness that answers it.
///
/// The answer and the cancellation race in any order — an answer may even arrive before the
/// waiting task has installed its continuation — so a small state machine makes sure the task
/// is resumed exactly once and that an early answer is kept, not dropped.
final class Rendezvous<Value: Sendable>: Sendable {
  private enum State {
    /// Nobody waits yet and nothing has been answered.
    case idle
    case waiting(CheckedContinuation<Value, any Error>)
    /// Answered before anybody waited; handed over when the wait starts.
    case answeredEarly(Result<Value, any Error>)
    case finished
  }

  private let state = Mutex(State.idle)

  /// Waits for the answer. Throws `CancellationError` at once when the task is cancelled and
  /// `finishOnCancel` is true; otherwise keeps waiting for an answer, as a backend that ignores
  /// cancellation does.
  func wait(finishOnCancel: Bool, onCancel: @escaping @Sendable () -> Void) async throws -> Value {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let early: Result<Value, any Error>? = state.withLock { state in
          switch state {
          case .idle:
            state = .waiting(continuation)
            return nil
          case .answeredEarly(let result):
            state = .finished
            return result
          case .waiting, .finished:
            return .failure(CancellationError())
          }
        }
        if let early { continuation.resume(with: early) }
      }
    } onCancel: {
      onCancel()
      if finishOnCancel { self.answer(.failure(CancellationError())) }
    }
  }

  /// Delivers `result` to the waiting task, or keeps it for a wait that has not started yet.
  ///
  /// - Returns: `false` when the rendezvous was already finished (for example, cancelled).
  @discardableResult
  func answer(_ result: Result<Value, any Error>) -> Bool {
    let action: (continuation: CheckedContinuation<Value, any Error>?, accepted: Bool) =
      state.withLock { state in
        switch state {
        case .idle:
          state = .answeredEarly(result)
          return (nil, true)
        case .waiting(let continuation):
          state = .finished
          return (continuation, true)
        case .answeredEarly, .finished:
          return (nil, false)
        }
      }
    action.continuation?.resume(with: result)
    return action.accepted
  }

  /// Whether an answer (or a cancellation) has been delivered or stored.
  var isFinished: Bool {
    state.withLock { state in
      if case .idle = state { return false }
      if case .waiting = state { return false }
      return true
    }
  }
}
