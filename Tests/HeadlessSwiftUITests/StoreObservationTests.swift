import ArticleDomain
import ComposableRuntime
import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import HeadlessSwiftUI

/// A TCA-style view reads `store.x`: its body is evaluated again when `x` changes, and only
/// then (issue 31's "observable state", TCA's `@ObservableState`).
@Suite(.serialized) @MainActor
struct StoreObservationTests {
  struct Feature: Reducer {
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

  struct CountView: View {
    let store: Store<Feature.State, Feature.Action>
    var body: some View { Text("\(store.count)") }
  }

  struct TitleView: View {
    let store: Store<Feature.State, Feature.Action>
    var body: some View { Text(store.title) }
  }

  struct Page: View {
    let store: Store<Feature.State, Feature.Action>
    var body: some View {
      VStack {
        TitleView(store: store)
        CountView(store: store)
      }
    }
  }

  @Test func anActionEvaluatesTheViewsThatReadWhatItChanged() throws {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    try hosting(Page(store: store)) { host, loop in
      host.graph.resetCounts()
      store.send(.incremented)
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["CountView": 1])
      store.send(.titled("Books"))
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["CountView": 1, "TitleView": 1])
      store.send(.titled("Books"))
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["CountView": 1, "TitleView": 1])
      #expect(host.texts == ["Books", "1"])
    }
  }
}
