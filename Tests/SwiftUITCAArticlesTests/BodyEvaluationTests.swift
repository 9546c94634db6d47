import ArticleDomain
import HeadlessUI
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

@testable import HeadlessSwiftUI

/// What one action re-evaluates in the app as the workbench runs it: the bodies SwiftUI
/// evaluates, by view type, for views that read `store.x`.
@Suite(.serialized) @MainActor struct BodyEvaluationTests {
  /// Runs `body` with the app launched on a server of `count` articles, its first page shown.
  private func launched(
    articles count: Int,
    _ body:
      @MainActor (SwiftUITCAArticlesApp, ViewGraph, ScriptedWorld, DeterministicLoop) throws
      -> Void
  ) throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: count)
      let app = SwiftUITCAArticlesApp(environment: world.environment)
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

  @Test func aStarTapEvaluatesItsRowAndTheRowsContainer() throws {
    try launched(articles: 45) { app, graph, _, loop in
      try app.window.tapStar(ofRow: "a2")
      loop.runUntilIdle()
      // The container reads the stars, and hands each row its own: only a2's row changed.
      #expect(graph.bodyEvaluations == ["ArticleRows": 1, "ArticleRow": 1])
      #expect(app.window.screen.list?.rows[1].isFavorite == true)
    }
  }

  @Test func aNextPageBelowTheScreenEvaluatesNoRowAndScrollingTheRowsThatComeOnScreen() throws {
    try launched(articles: 45) { app, graph, world, loop in
      try app.window.scrollToEnd()
      loop.runUntilIdle()
      // Rows 12 to 19 came on screen, and the list shows the next page loading.
      #expect(graph.bodyEvaluations == ["ArticleRow": 8, "ArticleListPage": 1])
      graph.resetCounts()
      try world.answer(2, with: .succeeds(articles: nil, hasNextPage: true))
      loop.runUntilIdle()
      // The rows appended are below the screen: the container maps them, no row is made.
      #expect(graph.bodyEvaluations == ["ArticleListPage": 1, "ArticleRows": 1])
      #expect(app.window.screen.list?.rows.count == 40)
    }
  }
}
