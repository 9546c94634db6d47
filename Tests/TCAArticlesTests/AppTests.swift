import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import TCAArticles

/// The composition root: where the runtime's warnings go, and what the preview values are.
@Suite(.serialized)
struct AppTests {
  @Test func theAppForwardsRuntimeWarningsToTheTrace() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let app = TCAArticlesApp(environment: world.environment)
        app.launch()
        loop.runUntilIdle()
        // A detail action with no detail presented: a feature mistake the runtime reports.
        app.store.send(.scene(id: .first, action: .detail(.presented(.retryTapped))))
        let lines = world.trace.lines.map { $0.trimmingPrefix("  ") }
        let warnings = lines.filter { $0.hasPrefix("warning ") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("received a child action while its state was nil") == true)
        // The action itself is traced without module prefixes.
        #expect(
          lines.contains(
            "action scenes(element(id: scene 1, action: detail(presented(retryTapped))))"))
        app.tearDown()
      }
    }
  }

  @MainActor @Test func aPreviewStoreRunsOnCannedServices() async {
    let store = withDependencies {
      $0.context = .preview
    } operation: {
      Store(initialState: newPages()) { ArticlesFeature() }
    }
    await store.send(.list(.appeared)).finish()
    let titles = store.state.list.articles.map(\.title)
    #expect(titles == ["Preview article 1", "Preview article 2", "Preview article 3"])
  }
}
