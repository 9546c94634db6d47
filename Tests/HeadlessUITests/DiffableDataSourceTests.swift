import ArticleDomain
import HeadlessUI
import Testing

@MainActor
@Suite struct DiffableDataSourceTests {
  let window = Window()
  let page = ListPage()
  var list: ListView { page.list }
  /// The model the cell provider reads, by id.
  let model = Model()
  let dataSource: ListViewDiffableDataSource

  @MainActor
  final class Model {
    var favorites: Set<Article.ID> = []
    private(set) var provided: [Article.ID] = []

    func row(_ id: Article.ID) -> ListView.Row {
      provided.append(id)
      return ListView.Row(id: id, title: "Article \(id)", isFavorite: favorites.contains(id))
    }
  }

  init() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    dataSource = ListViewDiffableDataSource(listView: page.list) { [model] in model.row($0) }
  }

  private static func ids(_ numbers: ClosedRange<Int>) -> [Article.ID] {
    numbers.map { Article.ID("a\($0)") }
  }

  /// Applies `ids` and starts counting afresh.
  private func start(with ids: [Article.ID]) {
    dataSource.apply(ids)
    list.resetRenderWork()
    window.resetRenderWork()
  }

  @Test func theFirstSnapshotConfiguresTheVisibleRowsAndCountsItsIds() {
    let changes = dataSource.apply(Self.ids(1...100))
    #expect(changes.inserted.count == 100)
    #expect(list.renderWork == RenderWork(cellsConfigured: 12, idsDiffed: 100, viewsChanged: 1))
    #expect(model.provided == Self.ids(1...12))
    #expect(window.screen.list?.rows.count == 100)
  }

  @Test func theSameIdsAgainConfigureNothingButAreStillDiffed() {
    start(with: Self.ids(1...20))
    let changes = dataSource.apply(Self.ids(1...20))
    #expect(changes.isEmpty)
    #expect(list.renderWork == RenderWork(idsDiffed: 40))
    #expect(window.renderWork == RenderWork(idsDiffed: 40))
  }

  @Test func aStarChangedOnAKeptIdShowsOnlyOnceReconfigured() {
    start(with: Self.ids(1...20))
    model.favorites.insert("a2")
    dataSource.apply(Self.ids(1...20))
    #expect(window.screen.list?.rows[1].isFavorite == false)
    #expect(list.renderWork.cellsConfigured == 0)
    dataSource.reconfigure(ids: ["a2"])
    #expect(window.screen.list?.rows[1].isFavorite == true)
    #expect(list.renderWork == RenderWork(cellsConfigured: 1, idsDiffed: 40, viewsChanged: 1))
  }

  @Test func reconfiguringAnIdOffScreenConfiguresNothing() {
    start(with: Self.ids(1...100))
    model.favorites.insert("a60")
    dataSource.reconfigure(ids: ["a60"])
    #expect(list.renderWork == RenderWork())
    #expect(window.screen.list?.rows[59].isFavorite == true)
  }

  @Test func anIdMovedIntoTheWindowConfiguresItsCellOnly() {
    start(with: Self.ids(1...100))
    var ids = Self.ids(1...100)
    ids.insert(ids.remove(at: 49), at: 3)  // a50 to the fourth row
    let changes = dataSource.apply(ids)
    #expect(changes == .init(moved: ["a50"]))
    #expect(list.renderWork.cellsConfigured == 1)
    #expect(model.provided.last == "a50")
    #expect(window.screen.list?.rows.map(\.id) == ids)
  }

  @Test func anIdMovedOffScreenConfiguresNothing() {
    start(with: Self.ids(1...100))
    var ids = Self.ids(1...100)
    ids.insert(ids.remove(at: 49), at: 79)
    let changes = dataSource.apply(ids)
    #expect(changes == .init(moved: ["a50"]))
    #expect(list.renderWork == RenderWork(idsDiffed: 200, viewsChanged: 1))
  }

  @Test func anIdMovedWithinTheWindowKeepsItsCell() {
    start(with: Self.ids(1...100))
    var ids = Self.ids(1...100)
    ids.swapAt(0, 5)
    let changes = dataSource.apply(ids)
    #expect(changes.moved.count == 2)
    #expect(list.renderWork.cellsConfigured == 0)
    #expect(window.screen.list?.rows.first?.id == "a6")
  }

  @Test func aPageAppendedWhileAtTheTopConfiguresNoCell() {
    start(with: Self.ids(1...20))
    let changes = dataSource.apply(Self.ids(1...40))
    #expect(changes.inserted == Self.ids(21...40))
    #expect(list.renderWork == RenderWork(idsDiffed: 60, viewsChanged: 1))
  }

  @Test func idsAppendedAreIndexedWhereTheyLandAndAPageBelowTheScreenConfiguresNothing() {
    start(with: Self.ids(1...20))
    list.scrollToEnd()
    list.resetRenderWork()
    dataSource.apply(Self.ids(1...40))
    #expect(dataSource.index(of: "a21") == 20)
    #expect(dataSource.index(of: "a40") == 39)
    #expect(dataSource.index(of: "a20") == 19)
    #expect(list.renderWork.cellsConfigured == 0)
    // What follows an append is diffed against the ids it left, in their places.
    let changes = dataSource.apply(Self.ids(2...40))
    #expect(changes.deleted == ["a1"] && changes.inserted.isEmpty && changes.moved.isEmpty)
    #expect(dataSource.index(of: "a40") == 38)
  }

  @Test func aDeletionAboveTheWindowBringsInTheNextRowOnly() {
    start(with: Self.ids(1...100))
    let changes = dataSource.apply(Array(Self.ids(1...100).dropFirst()))
    #expect(changes.deleted == ["a1"])
    #expect(list.renderWork.cellsConfigured == 1)
    #expect(model.provided.last == "a13")
  }

  @Test func aReplacedListConfiguresAWindowAtMost() {
    start(with: Self.ids(1...1_000))
    let changes = dataSource.apply(Self.ids(1_001...2_000))
    #expect(changes.inserted.count == 1_000 && changes.deleted.count == 1_000)
    #expect(list.renderWork.cellsConfigured == 12)
    #expect(list.renderWork.idsDiffed == 2_000)
  }

  @Test func theFewestMovesAreReported() {
    start(with: Self.ids(1...6))
    // a6 to the front: one move, not five.
    let changes = dataSource.apply(["a6", "a1", "a2", "a3", "a4", "a5"])
    #expect(changes == .init(moved: ["a6"]))
    let mixed = dataSource.apply(["a7", "a1", "a3", "a2", "a5"])
    #expect(mixed.inserted == ["a7"])
    #expect(mixed.deleted == ["a6", "a4"])
    // a1, a2 and a5 keep their order; a3 moved before a2.
    #expect(mixed.moved == ["a3"])
  }
}
