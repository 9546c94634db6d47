import Testing

@testable import ComposableRuntime

/// A feature with a navigation stack of counters.
struct Pages: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
    var popped = 0
  }

  enum Action: Equatable {
    case path(StackAction<Counter.State, Counter.Action>)
    case closeAll
  }

  let gate: Gate

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom): state.popped += 1
      case .closeAll: state.path = StackState()
      case .path: break
      }
      return .none
    }
    .forEach(\.path, action: .path) { Counter(gate: gate) }
  }
}

extension ActionCase
where Parent == Pages.Action, Child == StackAction<Counter.State, Counter.Action> {
  static var path: Self {
    Self(embed: { .path($0) }, extract: { if case .path(let a) = $0 { a } else { nil } })
  }
}

/// `StackState` and `forEach` on it: pages pushed and popped by actions, their effects ending
/// with them (TCA's stack navigation).
@MainActor
@Suite("Navigation stacks")
struct StackTests {
  @Test func aPageGetsItsOwnActionsAndAPopRemovesItAndThoseAbove() {
    let store = Store(initialState: Pages.State(), reducer: Pages(gate: Gate()))
    store.send(.path(.push(state: Counter.State())))
    store.send(.path(.push(state: Counter.State())))
    store.send(.path(.push(state: Counter.State())))
    let ids = store.state.path.elementIDs
    store.send(.path(.element(id: ids[1], action: .increment)))
    #expect(store.state.path.map(\.count) == [0, 1, 0])
    store.send(.path(.popFrom(id: ids[1])))
    #expect(store.state.path.elementIDs == [ids[0]])
    #expect(store.state.popped == 1)
  }

  @Test func aPoppedPagesEffectsAreCancelled() async {
    let gate = Gate()
    let store = Store(initialState: Pages.State(), reducer: Pages(gate: gate))
    store.send(.path(.push(state: Counter.State())))
    let id = store.state.path.elementIDs[0]
    let work = store.send(.path(.element(id: id, action: .start(1))))
    #expect(store.runningEffectCount == 1)
    store.send(.path(.popFrom(id: id)))
    #expect(work.isCancelled)
    gate.open()
    await work.finish()
    #expect(store.runningEffectCount == 0)
  }

  @Test func pagesTheParentRemovesEndTheirEffectsToo() async {
    let gate = Gate()
    let store = Store(initialState: Pages.State(), reducer: Pages(gate: gate))
    store.send(.path(.push(state: Counter.State())))
    let work = store.send(
      .path(.element(id: store.state.path.elementIDs[0], action: .start(1))))
    store.send(.closeAll)
    #expect(work.isCancelled)
    gate.open()
    await work.finish()
  }

  @Test func anIdentityIsNeverGivenTwice() {
    var stack = StackState([1, 2])
    let first = stack.elementIDs
    stack.popLast()
    stack.append(3)
    #expect(stack.elementIDs[1] != first[1])
    #expect(stack[id: stack.elementIDs[1]] == 3)
    #expect(stack[id: first[1]] == nil)
  }
}
