import ComposableRuntime
import Observation
import Synchronization
import Testing

/// `@Shared` and `@SharedReader`: one value held by a parent and its children, written in
/// place, observed, and asserted exhaustively by the test store — each check also made to fail.
@MainActor
@Suite("Shared")
struct SharedTests {
  /// A total the parent owns and writes, which each child reads.
  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      @Shared var total: Int
      var children: [Child]

      init(total: Int = 0, children: Int = 2) {
        _total = Shared(value: total)
        self.children = []
        for _ in 0..<children { self.children.append(Child(total: SharedReader($total))) }
      }
    }

    struct Child: Equatable, Sendable {
      @SharedReader var total: Int
    }

    enum Action: Equatable, Sendable {
      case add(Int)
      case addTwiceLater
      case touch
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add(let amount):
        state.$total.withLock { $0 += amount }
        return .none
      case .addTwiceLater:
        return .run { send in
          await send(.add(1))
          await send(.add(10))
        }
      case .touch:
        // A write that leaves the value as it was.
        state.$total.withLock { $0 = $0 }
        return .none
      }
    }
  }

  @Test func everyHolderReadsTheOneValue() {
    let state = Tally.State()
    state.$total.withLock { $0 = 5 }
    #expect(state.children.map(\.total) == [5, 5])
    let copy = state
    state.$total.withLock { $0 = 6 }
    #expect(copy.total == 6)
    #expect(copy.children.map(\.total) == [6, 6])
  }

  @Test func aSharedChangeIsAssertedLikeAnyOther() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.add(2)) { $0.$total.withLock { $0 = 2 } }
    await store.send(.touch)
    await store.finish()
    #expect(store.state.total == 2)
  }

  @Test func anAssertionWritesNotTheValueButWhatTheTestExpects() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.report)
    await store.send(.add(2)) { $0.$total.withLock { $0 = 3 } }
    #expect(failures.messages.count == 1)
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("A state change does not match expectation after send(add(2)):"))
    #expect(message.contains("-     - value: 3"))
    #expect(message.contains("+     - value: 2"))
    #expect(store.state.total == 2)
  }

  @Test func anUnassertedSharedChangeFails() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.report)
    await store.send(.add(2))
    #expect(
      failures.messages.first?.hasPrefix(
        "State was not expected to change, but a change occurred after send(add(2)):") == true)
    #expect(failures.messages.first?.contains("+     - value: 2") == true)
  }

  @Test func aSharedChangeThatDidNotHappenFails() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.report)
    await store.send(.touch) { $0.$total.withLock { $0 = 4 } }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("-     - value: 4") == true)
    #expect(store.state.total == 0)
  }

  @Test func aChangeAssertedInAChildsReaderIsTheParentsValue() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(children: 1), reducer: Tally(), reportFailure: failures.report)
    // The children read the parent's value: asserting it on the parent asserts theirs.
    await store.send(.add(2)) { $0.$total.withLock { $0 = 2 } }
    #expect(failures.messages.isEmpty)
    #expect(store.state.children[0].total == 2)
  }

  @Test func eachReceivedActionIsCheckedAtItsOwnStep() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.addTwiceLater)
    await store.receive(.add(1)) { $0.$total.withLock { $0 = 1 } }
    await store.receive(.add(10)) { $0.$total.withLock { $0 = 11 } }
    await store.finish()
  }

  @Test func aReceivedStepAssertedWithALaterValueFails() async {
    let failures = FailureLog()
    let store = TestStore(
      initialState: Tally.State(), reducer: Tally(), reportFailure: failures.report)
    await store.send(.addTwiceLater)
    await store.receive(.add(1)) { $0.$total.withLock { $0 = 11 } }
    await store.receive(.add(10)) { $0.$total.withLock { $0 = 11 } }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("after receive(add(1))") == true)
    await store.finish()
  }

  /// A shared value is observed whole, as swift-sharing's reference is: a reader of one of its
  /// properties is told of a change of another. Values that change apart are shared apart.
  @Test func aSharedValueIsObservedWhole() {
    let shelf = Shared(value: Shelf.State())
    let told = Mutex(0)
    withObservationTracking {
      _ = shelf.wrappedValue.title
    } onChange: {
      told.withLock { $0 += 1 }
    }
    shelf.withLock { $0.rows.append(1) }
    #expect(told.withLock { $0 } == 1)
  }

  @Test func aViewIsToldOfAChangeAndNotOfAnEqualWrite() {
    let state = Tally.State()
    let reader = state.children[0]
    let told = Mutex(0)
    func observe() {
      withObservationTracking {
        _ = reader.total
      } onChange: {
        told.withLock { $0 += 1 }
      }
    }
    observe()
    let writer = state
    writer.$total.withLock { $0 = 0 }
    #expect(told.withLock { $0 } == 0)
    writer.$total.withLock { $0 = 1 }
    #expect(told.withLock { $0 } == 1)
    observe()
    writer.$total.withLock { $0 += 1 }
    #expect(told.withLock { $0 } == 2)
  }
}
