import ComposableRuntime
import Testing

@Suite("onChange(of:) runs its reducer only when the action changed the value")
struct OnChangeTests {
  struct State: Equatable {
    var count = 0
    var changes: [String] = []
  }

  enum Action { case increment, nothing }

  var reducer: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .onChange(of: \.count) { old, new in
      Reduce { state, _ in
        state.changes.append("\(old) → \(new)")
        return .none
      }
    }
  }

  @Test func aChangeRunsItWithTheOldAndNewValues() {
    var state = State()
    _ = reducer.reduce(into: &state, action: .increment)
    _ = reducer.reduce(into: &state, action: .nothing)
    _ = reducer.reduce(into: &state, action: .increment)
    #expect(state.changes == ["0 → 1", "1 → 2"])
  }
}
