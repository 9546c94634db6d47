import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// The rows the list page shows for `state`, every one, as a user scrolling through reads
/// them.
func shownRows(_ state: ArticlesState) -> [ListView.Row] {
  ListProps.articles(of: state).indices.map { ListProps.row(at: $0, of: state) }
}

/// How the list page renders a change through its table: what its props say changed, and
/// nothing more, read from the table's render work.
@MainActor
@Suite("List page render")
struct ListPageRenderTests {
  /// A store holding a logged-in, offline list, and its list page rendering every change
  /// with its view loaded, as the app's does.
  @MainActor final class ListPage {
    let store = Store(
      initialState: ArticlesState(isLoggedIn: true), reducer: ArticlesFeature.reducer)
    let page: ListViewController
    var listView: ListView { page.listView }

    /// The page showing `a0` … `a<count-1>`.
    init(rows count: Int) {
      page = ListViewController(
        trace: .disabled, state: { [store] in store.state }, send: { _ in })
      page.loadViewIfNeeded()
      store.didChange = { [weak page] in page?.render($0) }
      store.send(.offline(.connectivityChanged(isOnline: false)))
      answer(0..<count, after: nil)
    }

    /// The list's request answered with `a<i>` for each i of `range`: a first page or a
    /// refresh without a cursor, a next page with one.
    func answer(_ range: Range<Int>, after cursor: PageCursor?) {
      let page = Page(articles: range.map { article("a\($0)") }, next: PageCursor(rawValue: "more"))
      store.send(
        .list(.pageAnswered(after: cursor, .success(page), revision: store.state.list.revision)))
    }

    /// The render work of the table during `body`.
    func work(_ body: () -> Void) -> RenderWork {
      listView.resetRenderWork()
      body()
      return listView.renderWork
    }
  }

  @Test func aStarTapConfiguresOnlyItsCellWhenItIsOnScreen() {
    let list = ListPage(rows: 1_000)

    let visible = list.work { list.store.send(.favorites(.starTapped("a3"))) }
    #expect(visible.cellsConfigured == 1)
    #expect(visible.rowsCompared == 0)
    #expect(list.listView.visibleCell(at: 3)?.isFavorite == true)

    let offScreen = list.work { list.store.send(.favorites(.starTapped("a500"))) }
    #expect(offScreen.cellsConfigured == 0)
    #expect(offScreen.rowsCompared == 0)
    #expect(shownRows(list.store.state)[500].isFavorite)
  }

  @Test func aScrolledInRowShowsTheStarTappedWhileItWasOffScreen() {
    let list = ListPage(rows: 100)
    list.store.send(.favorites(.starTapped("a50")))

    list.listView.scrollPosition = 45
    #expect(list.listView.visibleCell(at: 50)?.isFavorite == true)
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandOnScreen() {
    let short = ListPage(rows: 5)
    let intoTheWindow = short.work { short.answer(5..<25, after: PageCursor(rawValue: "more")) }
    #expect(intoTheWindow.cellsConfigured == ListView.rowsPerScreen - 5)
    #expect(short.listView.numberOfRows == 25)

    let long = ListPage(rows: 1_000)
    let belowTheWindow = long.work {
      long.answer(1_000..<1_020, after: PageCursor(rawValue: "more"))
    }
    #expect(belowTheWindow.cellsConfigured == 0)
    #expect(belowTheWindow.rowsCompared == 0)
    #expect(long.listView.numberOfRows == 1_020)
  }

  @Test func aRefreshReloadsOnlyTheVisibleRows() {
    let list = ListPage(rows: 1_000)
    let refresh = list.work { list.answer(2_000..<3_000, after: nil) }
    #expect(refresh.cellsConfigured == ListView.rowsPerScreen)
    #expect(refresh.rowsCompared == 0)
    #expect(list.listView.visibleCell(at: 0)?.id == "a2000")
  }
}
