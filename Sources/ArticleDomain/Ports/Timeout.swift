import Synchronization

/// Runs `operation`, giving up on it when `clock` reaches `timeout` first.
///
/// - Whichever ends first decides: the operation's value or error, or
///   ``ArticleError/timedOut``. On a timeout the operation's task is cancelled and whatever it
///   answers later is dropped, even from a server that ignores cancellation: the caller hears
///   of the timeout at once, not when the late answer comes.
/// - When the caller's task is cancelled, the operation is cancelled and the timer stopped, and
///   the caller gets what the operation answers, as if it had been awaited inline: a request
///   that honours cancellation throws `CancellationError`, and a late answer is the caller's to
///   drop, as it would be without a timeout.
///
/// ```swift
/// let page = try await withTimeout(RequestPolicy.timeout, on: clock) {
///   try await repository.page(after: nil)
/// }
/// ```
public func withTimeout<Value: Sendable>(
  _ timeout: Duration, on clock: any Clock<Duration>,
  operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  let race = FirstAnswer<Value>()
  let work = Task {
    do {
      race.settle(.success(try await operation()))
    } catch {
      race.settle(.failure(error))
    }
  }
  let timer = Task {
    guard (try? await clock.sleep(for: timeout)) != nil else { return }
    if race.settle(.failure(ArticleError.timedOut)) { work.cancel() }
  }
  defer { timer.cancel() }
  return try await withTaskCancellationHandler {
    try await race.value()
  } onCancel: {
    work.cancel()
    timer.cancel()
  }
}

/// The first of several answers to one question; later answers are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Value, any Error>?)
    case settled(Result<Value, any Error>)
    case delivered
  }

  private let state = Mutex(State.waiting(nil))

  /// Settles the answer unless another came first; resumes the waiter if there is one.
  ///
  /// - Returns: whether this answer was the first.
  @discardableResult
  func settle(_ answer: Result<Value, any Error>) -> Bool {
    let (isFirst, waiter) = state.withLock {
      state -> (Bool, CheckedContinuation<Value, any Error>?) in
      guard case .waiting(let waiter) = state else { return (false, nil) }
      state = waiter == nil ? .settled(answer) : .delivered
      return (true, waiter)
    }
    waiter?.resume(with: answer)
    return isFirst
  }

  /// The first answer, waiting for it if none has come.
  func value() async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let settled = state.withLock { state -> Result<Value, any Error>? in
        guard case .settled(let answer) = state else {
          state = .waiting(continuation)
          return nil
        }
        state = .delivered
        return answer
      }
      if let settled { continuation.resume(with: settled) }
    }
  }
}
