import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVCArticles

/// What the list page makes its table do: the controller, its list view's data source, tells
/// the table the one row a star is on and the rows a page added, so a change configures only
/// the cells it changed.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ListRenderWorkTests {
  /// The page on screen with the first page (a1…a20) of a 45-article server, logged in.
  @MainActor private func pagesWithFirstPage(_ loop: DeterministicLoop) throws -> PagesOnScreen {
    let pages = PagesOnScreen(world: makeWorld(articleCount: 45))
    pages.world.isLoggedIn = true
    pages.show()
    loop.runUntilIdle()
    try pages.world.answer(1, with: .serverAnswer)
    loop.runUntilIdle()
    #expect(pages.list.listView.ids.count == 20)
    return pages
  }

  @Test func aStarTapConfiguresTheOneCellItChangedAndNoneOffScreen() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try pagesWithFirstPage(loop)
        let listView = pages.list.listView
        listView.resetRenderWork()
        try pages.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 1)
        #expect(listView.renderWork.rowsCompared == 0)
        #expect(listView.shownRows[1].isFavorite)

        // a15 is below the window of 12 rows: the table has no cell of it to configure.
        listView.resetRenderWork()
        pages.favorites.setFavorite(true, of: "a15")
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == 0)
        #expect(listView.shownRows[14].isFavorite, "the data source answers with the new star")
      }
    }
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandInTheWindow() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try pagesWithFirstPage(loop)
        let listView = pages.list.listView
        try pages.window.scrollToEnd()
        loop.runUntilIdle()
        // The window shows a9…a20; the page adds a21…a40 below it.
        listView.resetRenderWork()
        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(listView.ids.count == 40)
        #expect(listView.renderWork.cellsConfigured == 0)

        // A refresh replaces the list: the table reloads the window, no more.
        listView.scrollPosition = 0
        listView.onPullToRefresh?()
        loop.runUntilIdle()
        listView.resetRenderWork()
        try pages.world.answer(3, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(listView.renderWork.cellsConfigured == ListView.rowsPerScreen)
      }
    }
  }
}
