import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import MVIArticles

/// How the list page renders a new state through its table: diffed against the state it
/// rendered before, by identity, read from the table's render work.
@MainActor
@Suite("List page render")
struct ListPageRenderTests {
  /// The list page, its view loaded, rendering the states the pure reducer returns.
  @MainActor final class ListPage {
    private(set) var page: ListViewController!
    private(set) var state = ArticlesState()
    var listView: ListView { page.listView }

    /// The page showing the first page `a0` … `a<count-1>`.
    init(rows count: Int) {
      page = ListViewController(dispatch: { _ in })
      page.loadViewIfNeeded()
      page.render(state)
      state = execute(state, .intent(.list(.appeared)))
      let first = Page(articles: range(0..<count), next: cursor("more"))
      send(.pageLoaded(.success(first), revision: 1))
    }

    /// Reduces `message` and renders the new state.
    func send(_ message: ArticlesMessage) {
      state = execute(state, message)
      page.render(state)
    }

    /// The render work of the table while `message` is reduced and rendered.
    func work(_ message: ArticlesMessage) -> RenderWork {
      listView.resetRenderWork()
      send(message)
      return listView.renderWork
    }

    func range(_ range: Range<Int>) -> [Article] { range.map { article("a\($0)") } }
  }

  @Test func aStarTapReconfiguresOnlyItsCellWhenItIsOnScreen() {
    let list = ListPage(rows: 1_000)

    let visible = list.work(.loggedIn(for: .favorite("a3", isFavorite: true)))
    #expect(visible.cellsConfigured == 1)
    #expect(visible.idsDiffed == 0)
    #expect(visible.rowsCompared == 0)
    #expect(list.listView.visibleCell(at: 3)?.isFavorite == true)

    let offScreen = list.work(.loggedIn(for: .favorite("a500", isFavorite: true)))
    #expect(offScreen.cellsConfigured == 0)
    #expect(offScreen.idsDiffed == 0)
    list.listView.scrollPosition = 495
    #expect(list.listView.visibleCell(at: 500)?.isFavorite == true)
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandOnScreen() {
    let short = ListPage(rows: 5)
    short.send(.intent(.list(.endReached)))
    let intoTheWindow = short.work(
      .pageLoaded(
        after: cursor("more"), .success(Page(articles: short.range(5..<25))), revision: 2))
    #expect(intoTheWindow.cellsConfigured == ListView.rowsPerScreen - 5)
    #expect(short.listView.numberOfRows == 25)

    let long = ListPage(rows: 1_000)
    long.send(.intent(.list(.endReached)))
    let belowTheWindow = long.work(
      .pageLoaded(
        after: cursor("more"), .success(Page(articles: long.range(1_000..<1_020))), revision: 2))
    #expect(belowTheWindow.cellsConfigured == 0)
    #expect(long.listView.numberOfRows == 1_020)
  }

  @Test func aRefreshReloadsOnlyTheVisibleRows() {
    let list = ListPage(rows: 1_000)
    list.send(.intent(.list(.refreshPulled)))
    var answer = list.range(0..<1_000)
    answer[2].isFavorite = true
    let refresh = list.work(.pageLoaded(.success(Page(articles: answer)), revision: 2))
    #expect(refresh.cellsConfigured == ListView.rowsPerScreen)
    #expect(refresh.rowsCompared == 0)
    #expect(list.listView.visibleCell(at: 2)?.isFavorite == true)

    list.send(.intent(.list(.refreshPulled)))
    let replaced = list.work(
      .pageLoaded(.success(Page(articles: list.range(2_000..<3_000))), revision: 3))
    #expect(replaced.cellsConfigured == ListView.rowsPerScreen)
    #expect(list.listView.visibleCell(at: 0)?.id == "a2000")
  }
}
