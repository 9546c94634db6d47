import Testing

@testable import ComposableRuntime

/// `Effect.concatenate`: each effect starts once all the work of the one before has ended.
@MainActor
@Suite("Concatenate")
struct ConcatenateTests {
  /// Steps that log what they did: a wait at a gate, a mark, and the sends between them.
  struct Steps: Reducer {
    struct State: Equatable, Sendable {
      var log: [String] = []
    }

    enum Action: Equatable, Sendable {
      case sendInTurn
      case waitThenMark
      case waitThenMarkUnder(CancelID)
      case cancel(CancelID)
      case logged(String)
    }

    enum CancelID: Hashable, Sendable { case all, wait }

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sendInTurn:
        return .concatenate(.send(.logged("first")), .send(.logged("second")))
      case .waitThenMark:
        return .concatenate(wait, mark)
      case .waitThenMarkUnder(.all):
        return .concatenate(wait, mark).cancellable(id: CancelID.all)
      case .waitThenMarkUnder(.wait):
        return .concatenate(wait.cancellable(id: CancelID.wait), mark)
      case .cancel(let id):
        return .cancel(id: id)
      case .logged(let entry):
        state.log.append(entry)
        return .none
      }
    }

    /// Logs that it started, waits at the gate, then logs that it ended.
    private var wait: Effect<Action> {
      .merge(
        .send(.logged("waiting")),
        .run { [gate] send in
          await gate.wait()
          await send(.logged("waited"))
        })
    }

    private var mark: Effect<Action> {
      .run { send in await send(.logged("marked")) }
    }
  }

  @Test func actionsConcatenatedAreReducedInTheirOrderInTheSameStep() {
    let store = Store(initialState: Steps.State(), reducer: Steps(gate: Gate()))
    let task = store.send(.sendInTurn)
    #expect(store.state.log == ["first", "second"])
    #expect(task.isEmpty, "sending ends as it starts: no task is left running")
  }

  @Test func theNextEffectStartsOnlyOnceTheOneBeforeHasEnded() async {
    let gate = Gate()
    let store = Store(initialState: Steps.State(), reducer: Steps(gate: gate))
    let task = store.send(.waitThenMark)
    // The first effect starts in the step that returned it, as a merged one would.
    #expect(store.state.log == ["waiting"])
    for _ in 0..<50 { await Task.yield() }
    #expect(store.state.log == ["waiting"], "the mark waits for the wait to end")
    gate.open()
    await task.finish()
    #expect(store.state.log == ["waiting", "waited", "marked"])
    #expect(store.runningEffectCount == 0)
    #expect(store.registeredCancelIDCount == 0)
  }

  @Test func cancellingTheConcatenationCancelsTheEffectRunningAndThoseAfterIt() async {
    let gate = Gate()
    let store = Store(initialState: Steps.State(), reducer: Steps(gate: gate))
    let task = store.send(.waitThenMarkUnder(.all))
    store.send(.cancel(.all))
    gate.open()
    await task.finish()
    for _ in 0..<50 { await Task.yield() }
    #expect(store.state.log == ["waiting"])
    #expect(store.runningEffectCount == 0)
    #expect(store.registeredCancelIDCount == 0)
  }

  @Test func cancellingTheEffectRunningStartsTheNext() async {
    let gate = Gate()
    let store = Store(initialState: Steps.State(), reducer: Steps(gate: gate))
    let task = store.send(.waitThenMarkUnder(.wait))
    store.send(.cancel(.wait))
    // The cancelled wait ends when its server answers anyway; its answer is dropped.
    gate.open()
    await task.finish()
    #expect(store.state.log == ["waiting", "marked"])
    #expect(store.runningEffectCount == 0)
  }

  @Test func aChildsConcatenationIsLiftedWhole() async {
    struct Parent: Reducer {
      struct State: Equatable, Sendable { var steps = Steps.State() }
      enum Action: Equatable, Sendable { case steps(Steps.Action) }
      let gate: Gate
      var body: some Reducer<State, Action> {
        Scope(
          state: \.steps,
          action: ActionCase(
            embed: { .steps($0) }, extract: { if case .steps(let a) = $0 { a } else { nil } })
        ) { Steps(gate: gate) }
      }
    }
    let gate = Gate()
    let store = Store(initialState: Parent.State(), reducer: Parent(gate: gate))
    let task = store.send(.steps(.waitThenMark))
    for _ in 0..<50 { await Task.yield() }
    #expect(store.state.steps.log == ["waiting"])
    gate.open()
    await task.finish()
    #expect(store.state.steps.log == ["waiting", "waited", "marked"])
  }
}
