import ArticleDomain
import ScenarioKit
import Synchronization
import Testing

/// `withTimeout` on the virtual clock: whichever of the answer and the clock comes first
/// decides, and nothing of the loser is left running or heard from.
@Suite(.serialized) struct TimeoutTests {
  @Test func anAnswerBeforeTheTimeoutIsReturnedAndStopsTheTimer() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let (clock, gate, log) = (VirtualClock(), Gate(), Log())
        Self.startCaller(clock: clock, gate: gate, log: log)
        loop.advance(clock, by: .milliseconds(9_999))
        gate.answer(.success("page"))
        loop.runUntilIdle()
        #expect(log.entries == ["page"])
        #expect(clock.pendingTimers == 0)
        loop.advance(clock, by: .seconds(60))
        #expect(log.entries == ["page"])
      }
    }
  }

  @Test func aSilentOperationTimesOutAndIsCancelled() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let (clock, gate, log) = (VirtualClock(), Gate(), Log())
        Self.startCaller(clock: clock, gate: gate, log: log)
        loop.advance(clock, by: .milliseconds(9_999))
        #expect(log.entries.isEmpty)
        loop.advance(clock, by: .milliseconds(1))
        #expect(log.entries == ["The server did not answer in time."])
        #expect(gate.wasCancelled)
      }
    }
  }

  @Test func aTimeoutIsHeardAtOnceEvenWhenTheOperationIgnoresCancellation() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let (clock, gate, log) = (VirtualClock(), Gate(ignoresCancellation: true), Log())
        Self.startCaller(clock: clock, gate: gate, log: log)
        loop.advance(clock, by: .seconds(10))
        #expect(log.entries == ["The server did not answer in time."])
        #expect(gate.wasCancelled)
        gate.answer(.success("late page"))
        loop.runUntilIdle()
        #expect(log.entries == ["The server did not answer in time."])
      }
    }
  }

  @Test func aCancelledCallerHearsWhatTheOperationAnswersAndNoTimeout() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let (clock, gate, log) = (VirtualClock(), Gate(ignoresCancellation: true), Log())
        let caller = Self.startCaller(clock: clock, gate: gate, log: log)
        loop.advance(clock, by: .seconds(5))
        caller.cancel()
        loop.runUntilIdle()
        #expect(gate.wasCancelled)
        #expect(clock.pendingTimers == 0)
        loop.advance(clock, by: .seconds(60))
        #expect(log.entries.isEmpty)
        // As if awaited inline: the late answer reaches the caller, whose guard must drop it.
        gate.answer(.success("late page"))
        loop.runUntilIdle()
        #expect(log.entries == ["late page"])
      }
    }
  }

  @Test func anOperationsOwnErrorIsPassedOnAsItIs() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let (clock, gate, log) = (VirtualClock(), Gate(), Log())
        Self.startCaller(clock: clock, gate: gate, log: log)
        loop.runUntilIdle()
        gate.answer(.failure(ArticleError.server(message: "Server unavailable")))
        loop.runUntilIdle()
        #expect(log.entries == ["Server unavailable"])
        #expect(clock.pendingTimers == 0)
      }
    }
  }

  /// Starts a caller that waits for `gate` with a 10 s timeout and logs what it heard.
  @MainActor @discardableResult
  private static func startCaller(clock: VirtualClock, gate: Gate, log: Log) -> Task<Void, Never> {
    Task { @MainActor in
      log.add(
        await attempt { try await withTimeout(.seconds(10), on: clock, operation: gate.wait) })
    }
  }

  /// The value, or the message of the error, as a screen would show it.
  @MainActor private static func attempt(
    _ body: @MainActor () async throws -> String
  ) async -> String {
    do { return try await body() } catch {
      return error is CancellationError ? "cancelled" : error.userMessage
    }
  }
}

/// An operation the test answers when it likes, which either ends at once with
/// `CancellationError` when cancelled (like `URLSession`) or ignores the cancellation.
private final class Gate: Sendable {
  private struct State {
    var waiter: CheckedContinuation<String, any Error>?
    var wasCancelled = false
  }

  private let state = Mutex(State())
  private let ignoresCancellation: Bool

  init(ignoresCancellation: Bool = false) { self.ignoresCancellation = ignoresCancellation }

  var wasCancelled: Bool { state.withLock(\.wasCancelled) }

  @Sendable func wait() async throws -> String {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        state.withLock { $0.waiter = continuation }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.wasCancelled = true
        defer { if !ignoresCancellation { state.waiter = nil } }
        return ignoresCancellation ? nil : state.waiter
      }
      waiter?.resume(throwing: CancellationError())
    }
  }

  func answer(_ result: Result<String, any Error>) {
    let waiter = state.withLock { state in
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(with: result)
  }
}
