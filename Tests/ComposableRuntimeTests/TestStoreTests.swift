import ComposableRuntime
import Testing

/// The test store, used as TCA users use it — and made to fail on purpose, with its failures
/// captured through its reporting hook and their text asserted.
@MainActor
@Suite("TestStore")
struct TestStoreTests {
  @Test func anExhaustiveTestPasses() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(gate: Gate()))
    await store.send(.increment) { $0.count = 1 }
    await store.send(.incrementLater)
    await store.receive(.increment) { $0.count = 2 }
    await store.finish()
  }

  @Test func aWrongExpectationFailsWithALineDiff() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    store.send(.increment) { $0.count = 2 }
    #expect(failures.messages.count == 1)
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("A state change does not match expectation after send(increment):"))
    #expect(message.contains("-   - count: 2"))
    #expect(message.contains("+   - count: 1"))
    store.finish()
  }

  @Test func anUnassertedChangeFails() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    store.send(.increment)
    #expect(
      failures.messages.first?.hasPrefix(
        "State was not expected to change, but a change occurred after send(increment):") == true)
  }

  @Test func anUnexpectedReceivedActionFailsAtTheEnd() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    await store.send(.incrementLater)
    await store.finish()
    #expect(failures.messages == ["The store received 1 unexpected action(s): increment"])
  }

  @Test func receivingAnotherActionFails() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    await store.send(.incrementLater)
    await store.receive(.finished(1))
    #expect(failures.messages.first?.hasPrefix("Received an unexpected action.") == true)
    #expect(failures.messages.first?.contains("- finished(1)") == true)
    #expect(failures.messages.first?.contains("+ increment") == true)
  }

  @Test func anEffectStillRunningAtTheEndFails() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    store.send(.start(1)) { $0.log = ["start 1"] }
    store.finish()
    #expect(
      failures.messages == [
        "1 effect(s) still running at the end of the test. "
          + "Receive their actions, cancel them, or call skipInFlightEffects()."
      ])
    store.skipInFlightEffects()
  }

  @Test func aTestStoreReleasedWithWorkLeftFails() {
    let failures = FailureLog()
    var store: TestStore<Counter.State, Counter.Action>? = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    store?.send(.start(1)) { $0.log = ["start 1"] }
    store = nil
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("still running") == true)
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheyMention() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    store.exhaustivity = .off
    // An unasserted change and an unasserted log: accepted.
    await store.send(.increment)
    await store.send(.start(1))
    await store.send(.incrementLater)
    await store.receive(.increment) { $0.count = 2 }
    store.skipInFlightEffects()
    await store.finish()
    #expect(failures.messages.isEmpty)
  }

  /// Non-exhaustive, an assertion is applied to the state the step left: it checks what it
  /// names, whatever else the step changed, and fails when what it names is wrong.
  @Test func aNonExhaustiveAssertionChecksOnlyWhatItNames() async {
    struct Pair: Reducer {
      struct State: Equatable, Sendable {
        var left = 0
        var right = 0
      }
      enum Action: Equatable, Sendable { case both }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.left += 1
        state.right += 1
        return .none
      }
    }
    let failures = FailureLog()
    let store = TestStore(
      initialState: Pair.State(), reducer: Pair(), reportFailure: failures.report)
    store.exhaustivity = .off
    await store.send(.both) { $0.left = 1 }
    #expect(failures.messages.isEmpty, "the right side changed too, unasserted")
    await store.send(.both) { $0.left = 3 }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("does not match expectation") == true)
  }

  @Test func sendingBeforeHandlingReceivedActionsFails() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(gate: Gate()),
      reportFailure: failures.report)
    await store.send(.incrementLater)
    await store.receive(.increment) { $0.count = 1 }
    await store.send(.incrementLater)
    for _ in 0..<100 { await Task.yield() }
    await store.send(.increment) { $0.count = 3 }
    #expect(
      failures.messages
        == ["Must handle 1 received action(s) before sending an action: increment"])
  }
}
