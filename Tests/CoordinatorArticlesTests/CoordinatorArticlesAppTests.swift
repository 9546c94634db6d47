import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import CoordinatorArticles

/// The scene delegate's end of the feature.
@Suite(.serialized) struct CoordinatorArticlesAppTests {
  /// The account's save in flight is cancelled by `tearDown()` itself, not by the app's release:
  /// here the app is still held.
  @Test func leavingCancelsTheAccountsSaveInFlight() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let app = CoordinatorArticlesApp(environment: world.environment)
      app.launch()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      try app.window.tapStar(ofRow: "a2")
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "favorite a2"])

      app.tearDown()
      loop.runUntilIdle()
      #expect(world.request(2)?.wasCancelled == true)
    }
  }
}
