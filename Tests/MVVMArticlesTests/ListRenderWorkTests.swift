import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// What the list page makes its table do: each render asks the view model what changed and
/// tells the diffable data source — the ids when the list changed, a reconfigure of the rows
/// whose star changed — so a change configures only the cells it changed.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ListRenderWorkTests {
  /// The list page on screen, bound to its view model, with the first page (a1…a20) of a
  /// 45-article server.
  @MainActor
  final class PageOnScreen {
    let world = ScriptedWorld()
    let window = Window()
    let shared: SharedModels
    let viewModel: ArticleListViewModel
    let page: ArticleListViewController
    let renderQueue = RenderQueue()

    init(_ loop: DeterministicLoop) throws {
      world.server.setArticles(
        (1...45).map { Article(id: Article.ID("a\($0)"), title: "Article a\($0)") })
      shared = SharedModels(environment: world.environment)
      viewModel = ArticleListViewModel(environment: world.environment, shared: shared)
      page = ArticleListViewController(
        viewModel: viewModel, trace: world.environment.trace, renderQueue: renderQueue)
      window.rootViewController = NavigationController(rootViewController: page)
      window.makeKeyAndVisible()
      loop.runUntilIdle()
      try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
      loop.runUntilIdle()
    }

    /// The page's table, found among its views.
    var listView: ListView {
      page.view.subviews.lazy.compactMap { $0 as? ListView }.first!
    }

    var rows: [ListView.Row] {
      guard case .list(let rows, _, _)? = listView.element else { return [] }
      return rows
    }
  }

  @Test func aStarTapConfiguresTheOneCellItChangedAndNoneOffScreen() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let screen = try PageOnScreen(loop)
        let listView = screen.listView
        #expect(screen.rows.count == 20)
        listView.resetRenderWork()
        try screen.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 1)
        #expect(listView.renderWork.idsDiffed == 0, "a star changes no id: nothing is diffed")
        #expect(screen.rows[1].isFavorite)

        // a15 is below the window of 12 rows: the table has no cell of it to configure.
        listView.resetRenderWork()
        screen.viewModel.toggleFavorite(of: "a15")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 0)
        #expect(screen.rows[14].isFavorite, "the cell provider answers with the new star")
      }
    }
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandInTheWindow() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let screen = try PageOnScreen(loop)
        let listView = screen.listView
        try screen.window.scrollToEnd()
        loop.runUntilIdle()
        // The window shows a9…a20; the page adds a21…a40 below it.
        listView.resetRenderWork()
        try screen.world.answer(2, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(screen.rows.count == 40)
        #expect(listView.renderWork.cellsConfigured == 0)

        // A refresh replaces the list: the table configures the window, no more.
        listView.scrollPosition = 0
        listView.onPullToRefresh?()
        loop.runUntilIdle()
        listView.resetRenderWork()
        try screen.world.answer(3, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured <= ListView.rowsPerScreen)
        #expect(listView.renderWork.cellsConfigured > 0, "the rows kept on screen are configured")
      }
    }
  }
}
