import Testing

@testable import ComposableRuntime

/// A composed feature: its `body` lists its children and its own rules; `reduce` is derived.
struct Tally: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var total = 0
    var doubles = false
    @Presents var detail: Counter.State?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case showDetail
    case detail(PresentationAction<Counter.Action>)
  }

  let gate: Gate

  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: .counter) { Counter(gate: gate) }
    Reduce { state, action in
      // After the child: the parent sees the count the child just changed.
      if case .counter(.increment) = action { state.total = state.counter.count }
      if case .showDetail = action { state.detail = Counter.State() }
      return .none
    }
    if doublesTotals {
      Reduce { state, _ in
        state.doubles = true
        return .none
      }
    }
    EmptyReducer()
      .ifLet(\.$detail, action: .detail) { Counter(gate: gate) }
  }

  var doublesTotals = false
}

extension ActionCase where Parent == Tally.Action, Child == Counter.Action {
  static var counter: Self {
    Self(embed: { .counter($0) }, extract: { if case .counter(let a) = $0 { a } else { nil } })
  }
}

extension ActionCase where Parent == Tally.Action, Child == PresentationAction<Counter.Action> {
  static var detail: Self {
    Self(embed: { .detail($0) }, extract: { if case .detail(let a) = $0 { a } else { nil } })
  }
}

/// `body`, the builder, presentation and scoped stores.
@MainActor
@Suite("Composed features")
struct ReducerBodyTests {
  @Test func aBodyRunsItsReducersInOrder() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally(gate: Gate()))
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.total = 1
    }
    await store.finish()
  }

  @Test func anIfInTheBodyAddsItsReducerOnlyWhenItHolds() {
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(gate: Gate(), doublesTotals: true))
    store.send(.showDetail) {
      $0.detail = Counter.State()
      $0.doubles = true
    }
  }

  @Test func dismissingAPresentedChildEndsItAndItsEffects() async {
    let gate = Gate()
    let store = Store(initialState: Tally.State(), reducer: Tally(gate: gate))
    store.send(.showDetail)
    let work = store.send(.detail(.presented(.start(1))))
    #expect(store.runningEffectCount == 1)
    store.send(.detail(.dismiss))
    #expect(store.state.detail == nil)
    #expect(work.isCancelled)
    #expect(store.registeredCancelIDCount == 0)
    gate.open()
    await work.finish()
  }

  @Test func aChildStoreReadsItsStateAndSendsThroughItsParent() {
    let store = Store(initialState: Tally.State(), reducer: Tally(gate: Gate()))
    let counter = store.scope(state: \.counter, action: .counter)
    var seen: [Int] = []
    let observation = counter.observe { seen.append($0.count) }
    counter.send(.increment)
    #expect(store.state.total == 1)
    #expect(counter.state.count == 1)
    #expect(seen == [0, 1])
    observation.cancel()
  }

  @Test func aPresentedChildStoreExistsWhileItsChildDoes() {
    let store = Store(initialState: Tally.State(), reducer: Tally(gate: Gate()))
    #expect(store.scope(state: \.detail, action: ActionCase.detail.presented()) == nil)
    store.send(.showDetail)
    let detail = store.scope(state: \.detail, action: ActionCase.detail.presented())
    detail?.send(.increment)
    #expect(store.state.detail?.count == 1)
    #expect(detail?.state.count == 1)
    store.send(.detail(.dismiss))
    // Dismissed, the child store shows the last state it showed: a page animating away.
    #expect(store.state.detail == nil)
    #expect(detail?.state.count == 1)
  }
}
