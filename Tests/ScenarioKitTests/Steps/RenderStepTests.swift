import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

/// A list page that is its table's data source and tells the table of a star the way a test
/// chooses: the one row, the whole table, or the row twice.
@MainActor
private final class TableApp: HeadlessApp, ListViewDataSource {
  enum Redraw: Sendable { case row, wholeTable, rowTwice }

  let window = Window()
  private let page = ViewController(title: "Articles")
  private let list = ListView()
  private let repository: any ArticleRepository
  private let redraw: Redraw
  private var articles: [Article] = []
  private var starred: Set<Article.ID> = []
  private var load: Task<Void, Never>?

  init(environment: ArticleEnvironment, redraw: Redraw) {
    repository = environment.repository
    self.redraw = redraw
    page.view.addSubview(list)
    list.dataSource = self
    list.onTapStar = { [weak self] in self?.tappedStar(of: $0) }
  }

  convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, redraw: .row)
  }

  func launch() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    load = Task { [weak self, repository] in
      guard let first = try? await repository.page(after: nil) else { return }
      self?.articles = first.articles
      self?.list.reloadData()
    }
  }

  private func tappedStar(of id: Article.ID) {
    guard let index = articles.firstIndex(where: { $0.id == id }) else { return }
    if !starred.insert(id).inserted { starred.remove(id) }
    switch redraw {
    case .row: list.reloadRows(at: [index])
    case .wholeTable: list.reloadData()
    case .rowTwice:
      list.reloadRows(at: [index])
      list.reconfigureRows(ids: [id])
    }
  }

  func numberOfRows(in listView: ListView) -> Int { articles.count }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    let article = articles[index]
    return ListView.Row(
      id: article.id, title: article.title, isFavorite: starred.contains(article.id))
  }

  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    window.tearDown()
  }
}

/// The result of `steps` (after 30 articles, a logged-in user and the list's first page) on
/// the table app redrawing as `redraw` says: `nil` when it passed, else the failure's first line.
@MainActor
private func failure(of steps: [String], redraw: TableApp.Redraw = .row) throws -> String? {
  let source = """
    Feature: Render
      Scenario: S
        Given the server has 30 articles
        And the user is logged in
    \(steps.map { "    " + $0 }.joined(separator: "\n"))
    """
  let entry = PatternEntry(name: "Table", summary: "a table app") {
    TableApp(environment: $0, redraw: redraw)
  }
  let result = ScenarioRunner.run(try compiled(source), on: [entry]).results[0]
  return result.message.map { String($0.prefix { $0 != "\n" }) }
}

private let firstPage = ["When the list appears", "And request #1 succeeds"]

@Suite("Render checks count the cells the list configured in the step before")
@MainActor
struct RenderStepTests {
  @Test("a star that reloads its row redraws 1 row; the star is filled")
  func oneRow() throws {
    #expect(
      try failure(
        of: firstPage + [
          "And the user taps the star of a2", "Then the list redrew 1 row",
          "And the star of a2 is filled",
        ]) == nil)
  }

  @Test("a star that reloads the whole table fails '1 row', naming what the list did")
  func wholeTable() throws {
    let message = try failure(
      of: firstPage + ["And the user taps the star of a2", "Then the list redrew 1 row"],
      redraw: .wholeTable)
    #expect(
      message
        == "step 6 (line 8) 'Then the list redrew 1 row': the list redrew 12 rows in the step "
        + "before (12 cells configured, 1 view changed); expected 1 row")
  }

  @Test("a row configured twice counts twice")
  func rowTwice() throws {
    let message = try failure(
      of: firstPage + ["And the user taps the star of a2", "Then the list redrew 1 row"],
      redraw: .rowTwice)
    #expect(
      message?.hasSuffix(
        "the list redrew 2 rows in the step before (2 cells configured, 1 view changed); expected 1 row"
      ) == true)
  }

  @Test("the first page draws the screen's 12 rows; 'no rows' then fails")
  func firstPageDrawsTheScreen() throws {
    #expect(try failure(of: firstPage + ["Then the list redrew 12 rows"]) == nil)
    let message = try failure(of: firstPage + ["Then the list redrew no rows"])
    #expect(
      message?.hasSuffix(
        "the list redrew 12 rows in the step before (12 cells configured, 1 view changed); expected no rows"
      ) == true)
  }

  @Test("a check reads the step that acted, not the check before it")
  func checksAfterChecks() throws {
    #expect(
      try failure(
        of: firstPage + [
          "And the user taps the star of a2", "Then the star of a2 is filled",
          "And the list redrew 1 row",
        ]) == nil)
  }

  @Test("with no list page open, 'no rows' fails instead of reading nothing")
  func noList() throws {
    let message = try failure(of: ["Then the list redrew no rows"])
    #expect(message?.hasSuffix("nothing is on screen: the app has not been launched") == true)
  }
}
