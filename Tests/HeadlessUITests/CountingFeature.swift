import ComposableRuntime

/// A feature whose state is observed property by property, as `@ObservableState` makes it: what
/// the toolkits' observation tests read through a store. Linked into both toolkits' tests.
struct CountingFeature: Reducer {
  struct State: ObservableState, Equatable {
    var count: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.count)
        return _count
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue) }
    }
    var title: String {
      get {
        _$observationRegistrar.access(self, keyPath: \.title)
        return _title
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue) }
    }
    private var _count = 0
    private var _title = "Shelf"
    let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
  }

  enum Action: Equatable {
    case incremented
    case titled(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incremented: state.count += 1
    case .titled(let title): state.title = title
    }
    return .none
  }
}
