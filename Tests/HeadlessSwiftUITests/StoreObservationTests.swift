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
  struct CountView: View {
    let store: Store<CountingFeature.State, CountingFeature.Action>
    var body: some View { Text("\(store.count)") }
  }

  struct TitleView: View {
    let store: Store<CountingFeature.State, CountingFeature.Action>
    var body: some View { Text(store.title) }
  }

  struct Page: View {
    let store: Store<CountingFeature.State, CountingFeature.Action>
    var body: some View {
      VStack {
        TitleView(store: store)
        CountView(store: store)
      }
    }
  }

  @Test func anActionEvaluatesTheViewsThatReadWhatItChanged() throws {
    let store = Store(initialState: CountingFeature.State(), reducer: CountingFeature())
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
