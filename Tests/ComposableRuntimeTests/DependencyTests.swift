import ComposableRuntime
import Testing

enum NumberKey: DependencyKey {
  static let liveValue = 42
  static let testValue = 0
  static let previewValue = 7
}

/// A key with a live value only: a test must override it.
enum LiveOnlyKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }

  var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

/// Reads `@Dependency(\.liveOnly)`.
struct LiveOnlyReader: Reducer {
  @Dependency(\.liveOnly) var liveOnly

  enum Action: Equatable { case read }

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    state.append(liveOnly)
    return .none
  }
}

/// Reads `@Dependency(\.number)` in the reducer and in an effect.
struct NumberReader: Reducer {
  @Dependency(\.number) var number

  enum Action: Equatable {
    case read, readLater
    case answer(Int)
  }

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.append(number)
      return .none
    case .readLater:
      return .run { send in
        // Read inside the effect: the task inherits the store's dependencies.
        @Dependency(\.number) var number
        await send(.answer(number))
      }
    case .answer(let value):
      state.append(value)
      return .none
    }
  }
}

/// Dependencies: live values, per-store overrides, and loud test values.
@MainActor
@Suite("Dependencies")
struct DependencyTests {
  @Test func aStoreUsesTheLiveValueUnlessOverridden() {
    let live = Store(initialState: [], reducer: NumberReader())
    let overridden = Store(initialState: [], reducer: NumberReader()) { $0.number = 7 }
    live.send(.read)
    overridden.send(.read)
    #expect(live.state == [42])
    #expect(overridden.state == [7])
  }

  @Test func effectsSeeTheirStoresOverride() async {
    let store = Store(initialState: [], reducer: NumberReader()) { $0.number = 7 }
    await store.send(.readLater).finish()
    #expect(store.state == [7])
  }

  @Test func aTestReadsAKeysOwnTestValueWithoutFailing() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: [], reducer: NumberReader(), reportFailure: failures.report)
    store.send(.read) { $0 = [0] }
    store.finish()
    #expect(failures.messages.isEmpty)
  }

  @Test func aTestThatReadsAKeyWithNoTestValueFailsWithItsName() {
    let failures = FailureLog()
    let store = TestStore(
      initialState: [], reducer: LiveOnlyReader(), reportFailure: failures.report)
    store.send(.read) { $0 = [42] }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Unimplemented dependency LiveOnlyKey") == true)
  }

  @Test func aProvidedDependencyIsNoFailure() {
    let store = TestStore(initialState: [], reducer: NumberReader()) { $0.number = 5 }
    store.send(.read) { $0 = [5] }
    store.finish()
  }

  @Test func overridesAreKeptPerKeyAndReadBackAsSet() {
    var values = DependencyValues()
    values.number = 7
    values[OtherNumberKey.self] = 8
    values.continuousClock = SuspendingClock()
    #expect(values.number == 7)
    #expect(values[OtherNumberKey.self] == 8)
    // An existential value comes back as the concrete value that was set.
    #expect(values.continuousClock is SuspendingClock)
  }

  @Test func aPreviewReadsThePreviewValue() {
    let store = Store(initialState: [], reducer: NumberReader()) { $0.context = .preview }
    store.send(.read)
    #expect(store.state == [7])
  }

  @Test func withDependenciesOverridesForTheStoresMadeInside() {
    let store = withDependencies {
      $0.number = 3
    } operation: {
      Store(initialState: [], reducer: NumberReader())
    }
    store.send(.read)
    #expect(store.state == [3])
  }
}

/// A second key of the same value type as ``NumberKey``: a value set for one is not the other's.
enum OtherNumberKey: DependencyKey {
  static let liveValue = 1
}
