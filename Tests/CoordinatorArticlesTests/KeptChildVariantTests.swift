import ArticleDomain
import CoordinatorKeptChild
import HeadlessUI
import ScenarioKit
import Testing

/// What `ChildLifecycleTests` checks, failing where the variant forgets its child.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct KeptChildVariantTests {
  /// The kept-child teaching variant — this module compiled again with an `AppCoordinator`
  /// whose `childDidFinish(_:)` forgets `removeChild` — shows that the checks above can fail.
  @Test func aParentThatForgetsToRemoveItsChildKeepsItAlive() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.server.setArticles(
          ["a1", "a2", "a3"].map { Article(id: $0, title: "Article \($0)") })
        world.isLoggedIn = false
        let app = CoordinatorKeptChild.CoordinatorArticlesApp(environment: world.environment)
        app.launch()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        try app.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        try app.window.tapCancelLogin()
        loop.runUntilIdle()

        #expect(world.lifetimes.alive.contains("LoginCoordinator"))
        // And the parent now believes a login is shown: the next gated tap shows no page.
        try app.window.tapStar(ofRow: "a3")
        loop.runUntilIdle()
        #expect(app.window.screen.modal == nil)
        #expect(world.ledger.requests.count == 1)
      }
    }
  }
}
