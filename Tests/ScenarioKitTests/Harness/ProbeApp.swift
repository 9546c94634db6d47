import ArticleDomain
import HeadlessUI
import ScenarioKit

/// The smallest app the harness can run: a list that loads its first page when it appears.
///
/// It tests the harness, not a pattern; its flaws are switched on to prove the harness sees them.
@MainActor
final class ProbeApp: HeadlessApp {
  /// What the probe does wrong, if anything.
  enum Flaw { case none, retainCycle, endlessWork }

  nonisolated(unsafe) static var flaw = Flaw.none

  let window = Window()
  private let environment: ArticleEnvironment
  private let controller = ProbeListController()
  private var load: Task<Void, Never>?
  private var onRefresh: (() -> Void)?

  init(environment: ArticleEnvironment) {
    self.environment = environment
    environment.lifetimes.track(self)
    environment.lifetimes.track(controller)
  }

  func launch() {
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    load(after: nil)
    // Pulling loads page 2 and shows whichever answer comes last: no stale guard, on purpose.
    controller.list.onPullToRefresh = { [weak self] in self?.load(after: PageCursor(rawValue: "2"))
    }
    switch Self.flaw {
    case .none: break
    case .retainCycle: onRefresh = { self.launch() }
    case .endlessWork: Task { while true { await Task.yield() } }
    }
  }

  private func load(after cursor: PageCursor?) {
    let list = controller.list
    let repository = environment.repository
    load = Task { [weak list] in
      guard let page = try? await repository.page(after: cursor) else { return }
      list?.rows = page.articles.map { ListView.Row($0) }
    }
  }

  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    window.tearDown()
  }
}

@MainActor
final class ProbeListController: ViewController {
  let list = ListView()

  init() { super.init(title: "Articles") }

  override func viewDidLoad() {
    view.addSubview(list)
  }
}

extension PatternEntry {
  static let probe = PatternEntry(name: "Probe", summary: "harness probe", app: ProbeApp.self)
}

/// Compiles a scenario file given as text.
func compiled(_ source: String, file: String = "probe.feature") throws -> [CompiledScenario] {
  try ScenarioCompiler.compile(FeatureParser.parse(source, file: file))
}
