import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

@testable import VIPERArticles

/// What the list module makes its page's table do: the presenter tells its view which rows
/// changed, and the view — its table's data source — asks the presenter for one row at a time,
/// so a change configures only the cells it changed.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ListRenderWorkTests {
  /// The list module on screen as its router assembles it, logged in, with the first page
  /// (a1…a20) of a 45-article server.
  @MainActor
  final class ModuleOnScreen {
    let world = ScriptedWorld()
    let window = Window()
    let status: AppStatus
    let favorites: FavoritesStore
    let page: ListViewController

    init(_ loop: DeterministicLoop) throws {
      world.server.setArticles(
        (1...45).map { Article(id: Article.ID("a\($0)"), title: "Article a\($0)") })
      world.isLoggedIn = true
      status = AppStatus(environment: world.environment)
      favorites = FavoritesStore(environment: world.environment, status: status)
      page =
        ListRouter.assembleModule(
          dependencies: ModuleDependencies(
            environment: world.environment, favorites: favorites, status: status)
        ).page
      window.rootViewController = NavigationController(rootViewController: page)
      window.makeKeyAndVisible()
      loop.runUntilIdle()
      try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
      loop.runUntilIdle()
    }

    var rows: [ListView.Row] {
      guard case .list(let rows, _, _)? = page.listView.element else { return [] }
      return rows
    }

    func end(_ loop: DeterministicLoop) {
      favorites.stop()
      status.stop()
      loop.runUntilIdle()
    }
  }

  @Test func aStarTapConfiguresTheOneCellItChangedAndNoneOffScreen() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let module = try ModuleOnScreen(loop)
        let listView = module.page.listView
        #expect(module.rows.count == 20)
        listView.resetRenderWork()
        try module.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 1)
        #expect(listView.renderWork.rowsCompared == 0)
        #expect(module.rows[1].isFavorite)

        // a15 is below the window of 12 rows: the table has no cell of it to configure.
        listView.resetRenderWork()
        module.favorites.setFavorite(true, of: "a15")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 0)
        #expect(module.rows[14].isFavorite, "the presenter answers with the new star")
        module.end(loop)
      }
    }
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandInTheWindow() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let module = try ModuleOnScreen(loop)
        let listView = module.page.listView
        try module.window.scrollToEnd()
        loop.runUntilIdle()
        // The window shows a9…a20; the page adds a21…a40 below it.
        listView.resetRenderWork()
        try module.world.answer(2, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(module.rows.count == 40)
        #expect(listView.renderWork.cellsConfigured == 0)

        // A refresh replaces the list: the table reloads the window, no more.
        listView.scrollPosition = 0
        listView.onPullToRefresh?()
        loop.runUntilIdle()
        listView.resetRenderWork()
        try module.world.answer(3, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == ListView.rowsPerScreen)
        module.end(loop)
      }
    }
  }
}
