import ArticleDomain
import HeadlessUI
import Testing

/// The old path, rows set whole, and what the window sums over its views.
@MainActor
@Suite struct RenderWorkTests {
  let window = Window()
  let page = ListPage()
  var list: ListView { page.list }

  init() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
  }

  private static func rows(_ count: Int) -> [ListView.Row] {
    (1...count).map { ListView.Row(id: Article.ID("a\($0)"), title: "", isFavorite: false) }
  }

  private func start(with rows: [ListView.Row]) {
    list.rows = rows
    list.resetRenderWork()
    window.resetRenderWork()
  }

  @Test func settingRowsWholeComparesEveryRowAndConfiguresTheVisibleChangedOnes() {
    var rows = Self.rows(100)
    start(with: rows)
    rows[3].isFavorite = true
    list.rows = rows
    #expect(list.renderWork == RenderWork(cellsConfigured: 1, rowsCompared: 100, viewsChanged: 1))
    #expect(list.visibleCell(at: 3)?.isFavorite == true)
  }

  @Test func aRowChangedOffScreenIsComparedButConfiguresNoCell() {
    var rows = Self.rows(100)
    start(with: rows)
    rows[80].isFavorite = true
    list.rows = rows
    #expect(list.renderWork == RenderWork(rowsCompared: 100, viewsChanged: 1))
    #expect(window.screen.list?.rows[80].isFavorite == true)
  }

  @Test func theSameRowsAgainAreComparedAndChangeNothing() {
    start(with: Self.rows(40))
    list.rows = Self.rows(40)
    #expect(list.renderWork == RenderWork(rowsCompared: 40))
    #expect(window.renderWork == RenderWork(rowsCompared: 40))
  }

  @Test func theFirstRowsConfigureTheWindow() {
    list.rows = Self.rows(40)
    #expect(list.renderWork == RenderWork(cellsConfigured: 12, rowsCompared: 40, viewsChanged: 1))
  }

  @Test func scrollingThroughRowsSetWholeConfiguresTheRowsThatEnter() throws {
    start(with: Self.rows(20))
    var reachedEnd = 0
    list.onReachEnd = { reachedEnd += 1 }
    try window.scrollToEnd()
    #expect(list.visibleRows == 8..<20)
    #expect(list.renderWork == RenderWork(cellsConfigured: 8))
    #expect(reachedEnd == 1)
  }

  @Test func fewerRowsPullTheWindowBackOntoThem() throws {
    start(with: Self.rows(40))
    try window.scrollToEnd()
    list.rows = Self.rows(15)
    #expect(list.visibleRows == 3..<15)
    #expect(list.numberOfRows == 15)
  }

  @Test func theWindowSumsItsViewsAndCountsEachChangedViewOnce() {
    let other = ListView()
    page.view.addSubview(other)
    window.resetRenderWork()
    list.rows = Self.rows(3)
    list.isRefreshing = true
    other.rows = Self.rows(5)
    page.spinner.isHidden = true
    #expect(
      window.renderWork
        == RenderWork(cellsConfigured: 8, rowsCompared: 8, viewsChanged: 3))
    #expect(list.renderWork == RenderWork(cellsConfigured: 3, rowsCompared: 3, viewsChanged: 1))
    window.resetRenderWork()
    #expect(window.renderWork.isEmpty)
    list.isRefreshing = false
    #expect(window.renderWork == RenderWork(viewsChanged: 1))
  }

  @Test func workDoneBeforeAPageIsShownCountsWhenItIsPlacedInTheWindow() {
    let otherWindow = Window()
    otherWindow.makeKeyAndVisible()
    let otherPage = ListPage()
    otherPage.loadViewIfNeeded()
    otherPage.list.rows = Self.rows(20)
    #expect(otherWindow.renderWork.isEmpty)
    otherWindow.rootViewController = otherPage
    // The page's root view, its error (hidden in viewDidLoad) and its list.
    #expect(
      otherWindow.renderWork == RenderWork(cellsConfigured: 12, rowsCompared: 20, viewsChanged: 3))
  }

  @Test func theWorkReadsAsTheTraceShowsIt() {
    #expect(RenderWork().description == "no render work")
    #expect(
      RenderWork(cellsConfigured: 1, idsDiffed: 20).description
        == "1 cell configured, 20 ids diffed")
    #expect(
      RenderWork(cellsConfigured: 2, rowsCompared: 1, viewsChanged: 3).description
        == "2 cells configured, 1 row compared, 3 views changed")
  }
}
