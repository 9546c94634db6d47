import Testing

@testable import ComposableRuntime

/// The store: one action at a time, observers, and state mutated in place.
@MainActor
@Suite("Store")
struct StoreTests {
  /// Sends to its store from inside the reducer, as a re-entrant call would.
  final class Loopback {
    weak var store: Store<[String], String>?
  }

  @Test func anActionSentWhileReducingIsQueuedUntilTheCurrentOneIsDone() {
    let loopback = Loopback()
    let reducer = Reduce<[String], String> { log, action in
      log.append("begin \(action)")
      if action == "first" { loopback.store?.send("second") }
      log.append("end \(action)")
      return .none
    }
    let store = Store(initialState: [], reducer: reducer)
    loopback.store = store
    store.send("first")
    #expect(store.state == ["begin first", "end first", "begin second", "end second"])
  }

  @Test func aSendEffectIsReducedAfterTheActionThatReturnedIt() {
    let reducer = Reduce<[String], String> { log, action in
      log.append(action)
      return action == "first" ? .merge(.send("second"), .send("third")) : .none
    }
    let store = Store(initialState: [], reducer: reducer)
    store.send("first")
    #expect(store.state == ["first", "second", "third"])
  }

  @Test func observersSeeEveryDrainedQueueAndStopWithTheirToken() {
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: Gate()))
    var seen: [Int] = []
    var token: ObservationToken? = store.observe { seen.append($0.count) }
    store.send(.increment)
    store.send(.increment)
    token?.cancel()
    token = nil
    store.send(.increment)
    #expect(seen == [0, 1, 2])
  }

  @Test func anActionAnObserverSendsIsReducedBeforeObserversAreToldAgain() {
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: Gate()))
    var seen: [Int] = []
    let token = store.observe { [weak store] state in
      seen.append(state.count)
      if state.count == 1 { store?.send(.increment) }
    }
    store.send(.increment)
    #expect(seen == [0, 1, 2])
    _ = token
  }

  @Test func observersAreToldInTheOrderTheyStartedAndNotAfterTheyStop() {
    let store = Store(initialState: Counter.State(), reducer: Counter(gate: Gate()))
    var seen: [String] = []
    var second: ObservationToken?
    let first = store.observe { state in
      seen.append("first \(state.count)")
      // The first observer's render takes the second page away.
      if state.count == 2 { second = nil }
    }
    second = store.observe { seen.append("second \($0.count)") }
    let third = store.observe { seen.append("third \($0.count)") }
    store.send(.increment)
    store.send(.increment)
    #expect(
      seen == [
        "first 0", "second 0", "third 0", "first 1", "second 1", "third 1", "first 2", "third 2",
      ])
    _ = (first, second, third)
  }

  @Test func aChildOfAChildIsToldOncePerActionWithItsOwnSlice() {
    struct Root: Equatable {
      var window = Window()
    }
    struct Window: Equatable {
      var counter = Counter.State()
    }
    enum RootAction: Equatable { case window(WindowAction) }
    enum WindowAction: Equatable { case counter(Counter.Action) }
    let windowCase = ActionCase<RootAction, WindowAction>(
      embed: RootAction.window, extract: { if case .window(let a) = $0 { a } else { nil } })
    let counterCase = ActionCase<WindowAction, Counter.Action>(
      embed: WindowAction.counter, extract: { if case .counter(let a) = $0 { a } else { nil } })
    let store = Store(
      initialState: Root(),
      reducer: Scope(state: \Root.window, action: windowCase) {
        Scope(state: \Window.counter, action: counterCase) { Counter(gate: Gate()) }
      })
    let counter = store.scope(state: \.window, action: windowCase)
      .scope(state: \.counter, action: counterCase)
    var seen: [Int] = []
    let token = counter.observe { seen.append($0.count) }
    counter.send(.increment)
    counter.send(.increment)
    #expect(seen == [0, 1, 2])
    #expect(store.state.window.counter.count == 2)
    _ = token
  }

  /// A view scoping in its body gets the store it scoped before while that store is held, so
  /// a child view handed it is not made again; a store nobody holds is not kept alive.
  @Test func aStoreScopedAgainIsTheOneStillHeld() {
    struct Root: Equatable {
      var left = 0
      var right = 0
    }
    enum Action: Equatable {
      case left(Int)
      case right(Int)
    }
    let leftCase = ActionCase<Action, Int>(
      embed: Action.left, extract: { if case .left(let n) = $0 { n } else { nil } })
    let rightCase = ActionCase<Action, Int>(
      embed: Action.right, extract: { if case .right(let n) = $0 { n } else { nil } })
    let store = Store(initialState: Root(), reducer: EmptyReducer<Root, Action>())
    let left = store.scope(state: \.left, action: leftCase)
    #expect(store.scope(state: \.left, action: leftCase) === left)
    #expect(store.scope(state: \.right, action: rightCase) !== left)
    weak let released = store.scope(state: \.right, action: rightCase)
    #expect(released == nil)
  }

  @Test func combinedReducersRunInOrderOnTheSameState() {
    let reducer = CombineReducers {
      Reduce<[String], String> { log, action in
        log.append("one \(action)")
        return .none
      }
      Reduce { log, action in
        log.append("two saw \(log.count)")
        return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer)
    store.send("a")
    #expect(store.state == ["one a", "two saw 1"])
  }

  @Test func scopeHandsTheChildItsSliceAndLiftsItsEffects() async {
    struct Parent: Equatable {
      var counter = Counter.State()
      var other = 0
    }
    enum ParentAction: Equatable {
      case counter(Counter.Action)
    }
    let counterCase = ActionCase<ParentAction, Counter.Action>(
      embed: ParentAction.counter, extract: { if case .counter(let a) = $0 { a } else { nil } })
    let store = Store(
      initialState: Parent(),
      reducer: Scope(state: \Parent.counter, action: counterCase) { Counter(gate: Gate()) })
    await store.send(.counter(.incrementLater)).finish()
    #expect(store.state == Parent(counter: Counter.State(count: 1), other: 0))
  }

  @Test func anActionWithoutEffectsStartsNoTask() {
    let combined = CombineReducers {
      Counter(gate: Gate())
      Reduce<Counter.State, Counter.Action> { _, _ in .none }
    }
    let store = Store(initialState: Counter.State(), reducer: combined)
    let task = store.send(.increment)
    #expect(task.isEmpty)
    #expect(store.runningEffectCount == 0)
    #expect(store.registeredCancelIDCount == 0)
    #expect(store.state.count == 1)
  }

  @Test func anEffectMergedWithNoneStillRunsUnderItsID() async {
    let gate = Gate()
    // `.none` after the effect: the merge passes the effect through as it is.
    let combined = CombineReducers {
      Counter(gate: gate)
      Reduce<Counter.State, Counter.Action> { _, _ in .none }
    }
    let store = Store(initialState: Counter.State(), reducer: combined)
    let work = store.send(.start(1))
    #expect(!work.isEmpty)
    #expect(store.registeredCancelIDCount == 1)
    store.send(.stop)
    #expect(work.isCancelled)
    #expect(store.runningEffectCount == 0)
    gate.open()
    await work.finish()
    #expect(store.state.log == ["start 1"])
  }
}
