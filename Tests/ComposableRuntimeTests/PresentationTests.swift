import Testing

@testable import ComposableRuntime

/// `ifLet` and `forEach`: a child's effects end with its state.
@MainActor
@Suite("Child effects end with the child")
struct PresentationTests {
  struct Parent: Equatable {
    var child: Counter.State?
    var rows: IdentifiedArrayOf<Row> = []
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var counter = Counter.State()
  }

  enum Action: Equatable {
    case present
    case dismiss
    case child(Counter.Action)
    case add(Int)
    case remove(Int)
    case rows(IdentifiedAction<Int, Counter.Action>)
  }

  static let childCase = ActionCase<Action, Counter.Action>(
    embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })
  static let rowCase = ActionCase<Action, IdentifiedAction<Int, Counter.Action>>(
    embed: { Action.rows($0) }, extract: { if case .rows(let a) = $0 { a } else { nil } })

  /// A parent that presents one counter and lists counters in rows.
  func parent(gate: Gate) -> some Reducer<Parent, Action> {
    Reduce<Parent, Action> { state, action in
      switch action {
      case .present: state.child = Counter.State()
      case .dismiss: state.child = nil
      case .add(let id): state.rows.append(Row(id: id))
      case .remove(let id): state.rows[id: id] = nil
      case .child, .rows: break
      }
      return .none
    }
    .ifLet(\.child, action: Self.childCase) { Counter(gate: gate) }
    .forEach(\.rows, action: Self.rowCase) { RowCounter(gate: gate) }
  }

  /// A counter living in a row.
  struct RowCounter: Reducer {
    let gate: Gate
    var cancelInFlight = false
    func reduce(into state: inout Row, action: Counter.Action) -> Effect<Counter.Action> {
      Counter(gate: gate, cancelInFlight: cancelInFlight).reduce(
        into: &state.counter, action: action)
    }
  }

  @Test func dismissingTheChildCancelsItsEffectsInTheSameStep() async {
    let gate = Gate()
    let store = Store(initialState: Parent(), reducer: parent(gate: gate))
    store.send(.present)
    let work = store.send(.child(.start(1)))
    #expect(store.runningEffectCount == 1)
    store.send(.dismiss)
    #expect(store.runningEffectCount == 0)
    #expect(work.isCancelled)
    gate.open()
    await work.finish()
    #expect(store.state.child == nil)
  }

  @Test func aChildActionWithoutChildStateIsReportedAndChangesNothing() {
    let warnings = WarningLog()
    let store = Store(initialState: Parent(), reducer: parent(gate: Gate())) {
      $0.reportIssue = warnings.record
    }
    store.send(.child(.increment))
    #expect(store.state == Parent())
    #expect(warnings.messages.count == 1)
    #expect(
      warnings.messages.first?.contains("received a child action while its state was nil")
        == true)
  }

  @Test func theChildRunsWhilePresent() async {
    let gate = Gate()
    let store = Store(initialState: Parent(), reducer: parent(gate: gate))
    store.send(.present)
    let work = store.send(.child(.start(1)))
    gate.open()
    await work.finish()
    #expect(store.state.child?.log == ["start 1", "finished 1"])
  }

  @Test func removingAnElementCancelsItsEffectsOnly() async {
    let gate = Gate()
    let store = Store(initialState: Parent(), reducer: parent(gate: gate))
    store.send(.add(1))
    store.send(.add(2))
    let first = store.send(.rows(.element(id: 1, action: .start(1))))
    let second = store.send(.rows(.element(id: 2, action: .start(2))))
    store.send(.remove(1))
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.rows.map(\.counter.log) == [["start 2", "finished 2"]])
    #expect(store.registeredCancelIDCount == 0)
  }

  /// As TCA scopes an element's effects by its identity: two rows' work under one cancel id,
  /// started with `cancelInFlight`, is two rows' work, and a row's `.cancel(id:)` ends its own.
  @Test func anElementsCancelIDsAreItsOwn() async {
    let gate = Gate()
    let reducer = Reduce<Parent, Action> { state, action in
      if case .add(let id) = action { state.rows.append(Row(id: id)) }
      return .none
    }
    .forEach(\.rows, action: Self.rowCase) {
      RowCounter(gate: gate, cancelInFlight: true)
    }
    let store = Store(initialState: Parent(), reducer: reducer)
    store.send(.add(1))
    store.send(.add(2))
    let first = store.send(.rows(.element(id: 1, action: .start(1))))
    let second = store.send(.rows(.element(id: 2, action: .start(2))))
    #expect(!first.isCancelled)
    store.send(.rows(.element(id: 2, action: .stop)))
    #expect(second.isCancelled)
    #expect(!first.isCancelled)
    gate.open()
    await first.finish()
    await second.finish()
    #expect(store.state.rows.map(\.counter.log) == [["start 1", "finished 1"], ["start 2"]])
  }

  @Test func anIdentifiableChildReplacedByAnotherIDHasItsEffectsCancelled() async {
    enum DetailAction: Equatable {
      case show(Int)
      case row(Counter.Action)
    }
    let rowCase = ActionCase<DetailAction, Counter.Action>(
      embed: DetailAction.row, extract: { if case .row(let a) = $0 { a } else { nil } })
    let gate = Gate()
    let reducer = Reduce<Row?, DetailAction> { state, action in
      if case .show(let id) = action { state = Row(id: id) }
      return .none
    }
    .ifLet(\.self, action: rowCase) { RowCounter(gate: gate) }
    let store = Store(initialState: nil, reducer: reducer)
    store.send(.show(1))
    let work = store.send(.row(.start(1)))
    // The same article again is the same child: its work goes on.
    store.send(.show(1))
    #expect(!work.isCancelled)
    // Another article replaces it: the child's identity changed, so its work stops.
    store.send(.show(2))
    #expect(work.isCancelled)
    #expect(store.registeredCancelIDCount == 0)
    gate.open()
    await work.finish()
  }
}
