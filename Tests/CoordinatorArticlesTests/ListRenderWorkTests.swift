import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

@testable import CoordinatorArticles

/// The list page the coordinators start renders as the MVVM chapter's does: a star tap,
/// through the articles and app coordinators to the shared favorites, reconfigures the one row
/// it changed, and a next page configures only the new rows in the window.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ListRenderWorkTests {
  @MainActor
  private func table(of harness: CoordinatorHarness) -> ListView? {
    harness.coordinator.navigation.viewControllers.first?.view.subviews.lazy
      .compactMap { $0 as? ListView }.first
  }

  @Test func aStarTapConfiguresOneCellAndANextPageOnlyTheNewVisibleRows() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let harness = CoordinatorHarness(isLoggedIn: true)
        harness.world.server.setArticles(
          (1...45).map { Article(id: Article.ID("a\($0)"), title: "Article a\($0)") })
        harness.launch()
        loop.runUntilIdle()
        try harness.succeed(1)
        loop.runUntilIdle()
        let listView = try #require(table(of: harness))

        listView.resetRenderWork()
        try harness.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        #expect(harness.isStarFilled("a2") == true)
        #expect(listView.renderWork.cellsConfigured == 1)
        #expect(listView.renderWork.idsDiffed == 0)

        try harness.window.scrollToEnd()
        loop.runUntilIdle()
        listView.resetRenderWork()
        let pageRequest = harness.world.ledger.requests.count
        try harness.succeed(pageRequest)
        loop.runUntilIdle()
        #expect(harness.window.screen.list?.rows.count == 40)
        #expect(listView.renderWork.cellsConfigured == 0, "a21…a40 land below the window")
      }
    }
  }
}
