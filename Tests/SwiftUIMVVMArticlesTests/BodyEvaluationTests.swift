import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import SwiftUIMVVMArticles

/// What one change re-evaluates in the app as the workbench runs it: the bodies SwiftUI
/// evaluates, by view type.
@Suite(.serialized) @MainActor struct BodyEvaluationTests {
  /// Runs `body` with the app launched on a server of `count` articles, its first page shown.
  private func launched(
    articles count: Int,
    _ body:
      @MainActor (SwiftUIMVVMArticlesApp, ViewGraph, ScriptedWorld, DeterministicLoop) throws
      -> Void
  ) throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: count)
      let app = SwiftUIMVVMArticlesApp(environment: world.environment)
      app.launch()
      loop.runUntilIdle()
      try world.answer(1, with: .succeeds(articles: nil, hasNextPage: true))
      loop.runUntilIdle()
      let graph = try #require(WindowHost.host(of: app.window)).graph
      graph.resetCounts()
      try body(app, graph, world, loop)
      app.tearDown()
      loop.runUntilIdle()
    }
  }

  @Test func aStarTapEvaluatesItsRowAndNothingElse() throws {
    try launched(articles: 45) { app, graph, _, loop in
      try app.window.tapStar(ofRow: "a2")
      loop.runUntilIdle()
      #expect(graph.bodyEvaluations == ["ArticleRow": 1])
      #expect(app.window.screen.list?.rows[1].isFavorite == true)
    }
  }

  @Test func aNextPageBelowTheScreenEvaluatesNoRowAndScrollingTheRowsThatComeOnScreen() throws {
    try launched(articles: 45) { app, graph, world, loop in
      try app.window.scrollToEnd()
      loop.runUntilIdle()
      // Rows 12 to 19 came on screen, and the list shows the next page loading.
      #expect(graph.bodyEvaluations == ["ArticleRow": 8, "ArticleListView": 1])
      graph.resetCounts()
      try world.answer(2, with: .succeeds(articles: nil, hasNextPage: true))
      loop.runUntilIdle()
      #expect(graph.bodyEvaluations == ["ArticleListView": 1])
      #expect(app.window.screen.list?.rows.count == 40)
    }
  }
}
