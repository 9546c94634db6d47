import ComposableRuntime
import Testing

/// A feature whose effects fail, with and without a handler, and which can address a child
/// that is gone.
struct Fallible: Reducer {
  struct Failure: Error {}

  enum Action: Equatable {
    case failUnhandled, failHandled, cancelQuietly
    case failed(String)
  }

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .failUnhandled:
      return .run { _ in throw Failure() }
    case .failHandled:
      return .run { _ in
        throw Failure()
      } catch: { _, send in
        await send(.failed("answered"))
      }
    case .cancelQuietly:
      return .run { _ in throw CancellationError() }
    case .failed(let message):
      state.append(message)
      return .none
    }
  }
}

/// The runtime reports what a feature got wrong — an effect's unhandled error, an action for a
/// child that is gone — through its warning hook; a test store fails on it.
@MainActor
@Suite("Runtime warnings")
struct RuntimeWarningTests {
  @Test func anUnhandledEffectErrorIsReported() async {
    let warnings = WarningLog()
    let store = Store(initialState: [], reducer: Fallible()) { $0.reportIssue = warnings.record }
    await store.send(.failUnhandled).finish()
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("threw an unhandled error: Failure()") == true)
  }

  @Test func aHandledErrorBecomesAnActionAndNoWarning() async {
    let warnings = WarningLog()
    let store = Store(initialState: [], reducer: Fallible()) { $0.reportIssue = warnings.record }
    await store.send(.failHandled).finish()
    #expect(store.state == ["answered"])
    #expect(warnings.messages.isEmpty)
  }

  @Test func cancellationIsNoError() async {
    let warnings = WarningLog()
    let store = Store(initialState: [], reducer: Fallible()) { $0.reportIssue = warnings.record }
    await store.send(.cancelQuietly).finish()
    #expect(warnings.messages.isEmpty)
  }

  @Test func aTestStoreFailsOnAnUnhandledEffectError() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: [], reducer: Fallible(), reportFailure: failures.report)
    await store.send(.failUnhandled)
    await store.finish()
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("Effect.run") == true)
  }

  @Test func aTestStoreFailsOnAnActionForAMissingChild() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(gate: Gate()), reportFailure: failures.report)
    store.send(.detail(.presented(.increment)))
    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.contains("received a child action while its state was nil") == true)
  }
}
