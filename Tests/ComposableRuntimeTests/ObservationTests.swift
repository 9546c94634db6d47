import Observation
import Testing

@testable import ComposableRuntime

/// A feature whose state views observe property by property: the macro's output written by
/// hand, as ``ObservableState`` shows it.
struct Shelf: Reducer {
  struct State: ObservableState, Equatable {
    var rows: [Int] {
      get {
        _$observationRegistrar.access(self, keyPath: \.rows)
        return _rows
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.rows)
        defer { _$observationRegistrar.didModify(self, keyPath: \.rows) }
        yield &_rows
      }
    }
    var title: String {
      get {
        _$observationRegistrar.access(self, keyPath: \.title)
        return _title
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue) }
    }
    private var _rows: [Int] = []
    private var _title = ""
    let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    init(rows: [Int] = [], title: String = "") {
      _rows = rows
      _title = title
    }
  }

  enum Action: Equatable {
    case appended(Int)
    case titled(String)
    case reset
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appended(let row): state.rows.append(row)
    case .titled(let title): state.title = title
    case .reset: state = State()
    }
    return .none
  }
}

/// `store.x` makes the reader depend on `x` alone (TCA's observation, swiftui-semantics §2).
@MainActor
@Suite("Observing a store")
struct ObservationTests {
  /// Whether `read` is told of a change made by `change`, as a view's body is.
  private func isNotified(reading read: () -> Void, after change: () -> Void) -> Bool {
    let notified = Notified()
    withObservationTracking(read) { notified.value = true }
    change()
    return notified.value
  }

  private final class Notified: @unchecked Sendable {
    var value = false
  }

  @Test func aReaderOfOnePropertyHearsOfItAlone() {
    let store = Store(initialState: Shelf.State(), reducer: Shelf())
    #expect(isNotified(reading: { _ = store.rows }, after: { store.send(.appended(1)) }))
    #expect(!isNotified(reading: { _ = store.rows }, after: { store.send(.titled("Shelf")) }))
    #expect(isNotified(reading: { _ = store.title }, after: { store.send(.titled("Books")) }))
  }

  @Test func anEqualValueTellsNobody() {
    let store = Store(initialState: Shelf.State(title: "Shelf"), reducer: Shelf())
    #expect(!isNotified(reading: { _ = store.title }, after: { store.send(.titled("Shelf")) }))
  }

  @Test func aReplacedStateTellsItsReaders() {
    let store = Store(initialState: Shelf.State(rows: [1], title: "Shelf"), reducer: Shelf())
    #expect(isNotified(reading: { _ = store.title }, after: { store.send(.reset) }))
    #expect(store.title == "")
  }

  /// An identified array of observable states holds the same states while their identities
  /// are the same, in the same order, whatever changed inside them (TCA's `_$isIdentityEqual`,
  /// which an observed array's setter asks before telling its readers).
  @Test func statesInAnIdentifiedArrayAreComparedByIdentity() {
    struct Pages: ObservableState, Identifiable {
      let id: Int
      var title = ""
      let _$observationRegistrar = ObservationStateRegistrar()
      var _$id: ObservableStateID { _$observationRegistrar.id }
    }
    let windows: IdentifiedArrayOf<Pages> = [Pages(id: 1), Pages(id: 2)]
    var changedInside = windows
    changedInside[id: 2]?.title = "Changed"
    #expect(_$isIdentityEqual(windows, changedInside))
    var restarted = windows
    restarted[id: 2] = Pages(id: 2)
    #expect(!_$isIdentityEqual(windows, restarted))
    #expect(!_$isIdentityEqual(windows, IdentifiedArrayOf(windows.reversed())))
    #expect(!_$isIdentityEqual(windows, IdentifiedArrayOf(windows.prefix(1))))
  }

  @Test func aChangeInPlaceDoesNotCopyTheRows() {
    var state = Shelf.State(rows: Array(0..<1_000))
    state.rows.reserveCapacity(2_000)
    let before = state.rows.withUnsafeBufferPointer { $0.baseAddress }
    state.rows.append(1_000)
    #expect(state.rows.withUnsafeBufferPointer { $0.baseAddress } == before)
  }

  /// What a `Scope` over observed state pays: Swift writes through a key path to a computed
  /// property with its getter and setter, not its `_modify`, so the rows are held twice while
  /// they are appended to, and copied. `Scope` and `forEach` write `&state[keyPath:]`, as TCA's
  /// do; SwiftUITCA.md counts this copy in its figures, and this test says when Swift changes.
  @Test func aWriteThroughAKeyPathCopiesTheRowsWhereADirectWriteDoesNot() {
    var state = Shelf.State(rows: Array(0..<1_000))
    state.rows.reserveCapacity(2_000)
    let before = state.rows.withUnsafeBufferPointer { $0.baseAddress }
    let rows: WritableKeyPath<Shelf.State, [Int]> = \.rows
    state[keyPath: rows].append(1_000)
    #expect(state.rows == Array(0...1_000))
    #expect(state.rows.withUnsafeBufferPointer { $0.baseAddress } != before)
  }
}
