import Testing

@testable import ComposableRuntime

/// Cancellation: by id, in flight, in the same step, and no registration left behind.
@MainActor
@Suite("Cancellation")
struct CancellationTests {
  @Test func aCancelReturnedInTheSameStepCancelsTheEffect() async {
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: Gate()))
    let task = store.send(.startAndStopAtOnce)
    await task.finish()
    #expect(store.state.log.isEmpty, "the cancelled effect's send did nothing")
    #expect(store.runningEffectCount == 0)
    #expect(store.registeredCancelIDCount == 0)
  }

  @Test func cancelInFlightCancelsTheEffectStillRunning() async {
    let gate = Gate()
    let store = Store(
      initialState: Counter.State(), reducer: Counter(gate: gate, cancelInFlight: true))
    let first = store.send(.start(1))
    let second = store.send(.start(2))
    #expect(first.isCancelled)
    #expect(store.runningEffectCount == 1)
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.log == ["start 1", "start 2", "finished 2"])
  }

  @Test func withoutCancelInFlightBothEffectsAnswer() async {
    let gate = Gate()
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: gate))
    let first = store.send(.start(1))
    let second = store.send(.start(2))
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.log.sorted() == ["finished 1", "finished 2", "start 1", "start 2"])
  }

  /// As in TCA: the task that awaits `finish()` stands for the work, and cancelling it cancels
  /// the effects (the gate ignores cancellation, so the effect runs on and its send is dropped).
  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let gate = Gate()
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: gate))
    let task = store.send(.start(1))
    let waiting = Task { await task.finish() }
    waiting.cancel()
    // The waiting task runs its cancellation handler when it starts.
    for _ in 0..<100 where !task.isCancelled { await Task.yield() }
    #expect(task.isCancelled)
    gate.open()
    await waiting.value
    #expect(store.state.log == ["start 1"])
  }

  @Test func aCancelledEffectThatAnswersAnywaySendsNothing() async {
    let gate = Gate()
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: gate))
    let task = store.send(.start(1))
    store.send(.stop)
    #expect(task.isCancelled)
    // The effect ignores cancellation: it passes the gate and calls send.
    gate.open()
    await task.finish()
    #expect(store.state.log == ["start 1"])
  }

  @Test func registrationsAreRemovedWhenEffectsFinish() async {
    let gate = Gate()
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: gate))
    let task = store.send(.start(1))
    #expect(store.registeredCancelIDCount == 1)
    gate.open()
    await task.finish()
    #expect(store.state.log == ["start 1", "finished 1"])
    #expect(store.runningEffectCount == 0)
    #expect(store.registeredCancelIDCount == 0)
  }

  @Test func tearingDownCancelsEverythingAndReducesNothingMore() async {
    let gate = Gate()
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: gate))
    let task = store.send(.start(1))
    store.tearDown()
    #expect(store.runningEffectCount == 0)
    gate.open()
    await task.finish()
    store.send(.increment)
    #expect(store.state == Counter.State(count: 0, log: ["start 1"]))
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let gate = Gate()
    var store: Store<Counter.State, Counter.Action>? = Store(
      initialState: Counter.State(), reducer: Counter(gate: gate))
    let task = store!.send(.start(1))
    weak let released = store
    store = nil
    #expect(released == nil)
    #expect(task.isCancelled)
    gate.open()
    await task.finish()
  }
}
