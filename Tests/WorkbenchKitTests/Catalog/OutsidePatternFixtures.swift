import ArticleDomain
import Foundation
import HeadlessUI
import ScenarioKit
import WorkbenchKit

/// A pattern from outside the workbench, as a team's own package would write one: a list that
/// loads its first page and refreshes, nothing more.
@MainActor
class TinyListApp: HeadlessApp {
  let window = Window()
  private let page = ViewController(title: "Articles")
  let list = ListView()
  let repository: any ArticleRepository
  private var load: Task<Void, Never>?

  required init(environment: ArticleEnvironment) {
    repository = environment.repository
    page.view.addSubview(list)
    list.onPullToRefresh = { [weak self] in self?.refresh() }
  }

  func launch() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    loadFirstPage()
  }

  func refresh() {
    list.isRefreshing = true
    loadFirstPage()
  }

  private func loadFirstPage() {
    load?.cancel()
    load = Task { [list, repository] in
      guard let first = try? await repository.page(after: nil) else { return }
      list.rows = first.articles.map { ListView.Row($0) }
      list.isRefreshing = false
    }
  }

  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    window.tearDown()
  }
}

/// The tiny list with a classic mistake: pulling to refresh does nothing.
@MainActor
final class TinyDeadRefreshApp: TinyListApp {
  override func refresh() {}
}

/// The tiny list whose trace differs from one run to the next, as code that reads a real clock
/// or a global counter does.
@MainActor
final class TinyFlakyApp: TinyListApp {
  nonisolated(unsafe) static var launches = 0
  private let trace: Trace

  required init(environment: ArticleEnvironment) {
    trace = environment.trace
    super.init(environment: environment)
  }

  override func launch() {
    Self.launches += 1
    trace.record(.action, "launch number \(Self.launches)")
    super.launch()
  }
}

enum OutsidePattern {
  static let entry = PatternEntry(
    name: "Tiny", summary: "A list of one's own that loads and refreshes", app: TinyListApp.self)

  static let variant = PatternEntry(
    name: "Tiny/dead-refresh", summary: "Pulling to refresh does nothing",
    app: TinyDeadRefreshApp.self)

  static let flaky = PatternEntry(
    name: "Flaky", summary: "Traces a launch count", app: TinyFlakyApp.self)

  static let profile = PatternProfile(
    stateOwner: "The list view itself", effectDiscipline: "One load task, replaced on refresh",
    navigationOwner: "No navigation yet", sourceFolders: ["TinyArticles"],
    testFolders: ["TinyArticlesTests"])

  /// The scenario every pattern that can load and refresh passes.
  static let scenarios = """
    Feature: Own scenarios
      Scenario: The first page fills the list
        Given the server has articles a1, a2
        When the list appears
        And request #1 succeeds
        Then the list shows a1, a2

      Scenario: A refresh shows the new rows
        Given the server has articles a1, a2, a3
        When the list appears
        And request #1 succeeds
        And the user pulls to refresh
        And request #2 succeeds with articles a3, a1
        Then the list shows a3, a1
    """
}
