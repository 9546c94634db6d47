import ArticleDomain
import HeadlessUI
import Testing

/// A controller's own data source: an array it tells the list about, as an MVC controller does.
@MainActor
final class ArticleRows: ListViewDataSource {
  var rows: [ListView.Row]
  /// The rows asked for, in order.
  private(set) var asked: [Int] = []

  init(count: Int) { rows = (0..<count).map { Self.row($0 + 1) } }

  static func row(_ number: Int) -> ListView.Row {
    ListView.Row(id: Article.ID("a\(number)"), title: "Article a\(number)", isFavorite: false)
  }

  func numberOfRows(in listView: ListView) -> Int { rows.count }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    asked.append(index)
    return rows[index]
  }
}

@MainActor
@Suite struct ListViewTableTests {
  let window = Window()
  let page = ListPage()
  var list: ListView { page.list }

  init() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
  }

  /// Sets `source` as the list's data source and starts counting afresh.
  private func show(_ source: ArticleRows) {
    list.dataSource = source
    list.resetRenderWork()
    window.resetRenderWork()
  }

  @Test func reloadDataConfiguresTheVisibleRowsOnly() {
    let source = ArticleRows(count: 1_000)
    list.dataSource = source
    #expect(list.renderWork.cellsConfigured == 12)
    #expect(source.asked == Array(0..<12))
    list.reloadData()
    #expect(list.renderWork.cellsConfigured == 24)
    #expect(list.numberOfRows == 1_000)
    #expect(list.visibleRows == 0..<12)
  }

  @Test func aShortListConfiguresEachOfItsRows() {
    let source = ArticleRows(count: 3)
    list.dataSource = source
    #expect(list.renderWork.cellsConfigured == 3)
    #expect(list.visibleRows == 0..<3)
  }

  @Test func reconfiguringARowOffScreenConfiguresNothing() {
    let source = ArticleRows(count: 100)
    show(source)
    source.rows[50].isFavorite = true
    list.reconfigureRows(ids: ["a51"])
    list.reloadRows(at: [50])
    #expect(list.renderWork == RenderWork())
    #expect(window.renderWork == RenderWork())
    // The row shows its new star when it scrolls in.
    list.scrollPosition = 45
    #expect(list.visibleCell(at: 50)?.isFavorite == true)
  }

  @Test func aStarChangedOnAVisibleRowConfiguresExactlyThatCell() {
    let source = ArticleRows(count: 100)
    show(source)
    source.rows[2].isFavorite = true
    list.reconfigureRows(ids: ["a3"])
    #expect(source.asked.suffix(1) == [2])
    #expect(list.renderWork == RenderWork(cellsConfigured: 1, viewsChanged: 1))
    #expect(window.renderWork == RenderWork(cellsConfigured: 1, viewsChanged: 1))
    #expect(window.screen.list?.rows[2].isFavorite == true)
  }

  @Test func aVisibleRowTheControllerForgotToReloadStillShowsItsOldContent() {
    let source = ArticleRows(count: 20)
    show(source)
    source.rows[0].isFavorite = true
    #expect(window.screen.list?.rows[0].isFavorite == false)
    list.reloadRows(at: [0])
    #expect(window.screen.list?.rows[0].isFavorite == true)
    #expect(list.renderWork.cellsConfigured == 1)
  }

  @Test func reconfiguringWithUnchangedContentIsWorkWithoutAChange() {
    let source = ArticleRows(count: 20)
    show(source)
    list.reconfigureRows(ids: ["a1", "a2"])
    #expect(list.renderWork == RenderWork(cellsConfigured: 2))
    #expect(window.renderWork == RenderWork(cellsConfigured: 2))
  }

  @Test func appendingAPageWhileScrolledToTheTopConfiguresNoCell() {
    let source = ArticleRows(count: 20)
    show(source)
    source.rows += (21...40).map(ArticleRows.row)
    list.insertRows(count: 20)
    #expect(list.numberOfRows == 40)
    #expect(list.renderWork == RenderWork(viewsChanged: 1))
    #expect(window.screen.list?.rows.count == 40)
  }

  @Test func appendingToAShortListConfiguresTheRowsThatLandOnScreen() {
    let source = ArticleRows(count: 5)
    show(source)
    source.rows += (6...25).map(ArticleRows.row)
    list.insertRows(count: 20)
    #expect(list.renderWork.cellsConfigured == 7)
    #expect(source.asked.suffix(7) == Array(5..<12))
  }

  @Test func scrollingToTheEndConfiguresTheRowsThatEnterAndReachesTheEndOnce() throws {
    let source = ArticleRows(count: 30)
    show(source)
    var reachedEnd = 0
    list.onReachEnd = { reachedEnd += 1 }
    try window.scrollToEnd()
    #expect(list.visibleRows == 18..<30)
    #expect(list.renderWork.cellsConfigured == 12)
    #expect(source.asked.suffix(12) == Array(18..<30))
    #expect(reachedEnd == 1)
    // Scrolling back a little keeps the cells still on screen.
    list.scrollPosition = 15
    #expect(list.renderWork.cellsConfigured == 15)
  }

  @Test func scrollingToTheEndOfAShortListConfiguresNothingNew() throws {
    let source = ArticleRows(count: 4)
    show(source)
    var reachedEnd = 0
    list.onReachEnd = { reachedEnd += 1 }
    try window.scrollToEnd()
    #expect(list.renderWork == RenderWork())
    #expect(reachedEnd == 1)
  }

  @Test func theScreenReadsEveryRowWithoutCountingIt() {
    let source = ArticleRows(count: 50)
    show(source)
    let asked = source.asked.count
    let rows = window.screen.list?.rows.map(\.id.rawValue)
    #expect(rows == (1...50).map { "a\($0)" })
    #expect(source.asked.count == asked + 38)  // the off-screen rows, peeked at
    #expect(list.renderWork == RenderWork())
    #expect(window.renderWork == RenderWork())
  }

  @Test func theListHoldsItsDataSourceWeakly() {
    var source: ArticleRows? = ArticleRows(count: 3)
    weak let released = source
    list.dataSource = source
    source = nil
    #expect(released == nil)
    #expect(list.dataSource == nil)
  }

  @Test func insertingRowsTheDataSourceDoesNotHaveIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let list = ListView()
        let source = ArticleRows(count: 3)
        list.dataSource = source
        list.insertRows(count: 1)
      }
    }
  }
}
