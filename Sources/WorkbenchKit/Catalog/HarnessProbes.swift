import ArticleDomain
import HeadlessUI
import ScenarioKit

/// Patterns that misbehave on purpose, to prove a run survives them: one crashes and one hangs
/// when the user pulls to refresh. They are never run by default; name them with `--pattern`.
enum HarnessProbes {
  static let entries = [
    PatternEntry(
      name: "Probe/crashes", summary: "Traps when the user pulls to refresh",
      app: CrashingProbeApp.self),
    PatternEntry(
      name: "Probe/hangs",
      summary: "Spins forever on the main actor when the user pulls to refresh",
      app: HangingProbeApp.self),
  ]
}

/// A list that loads its first page; what pulling to refresh does is up to the subclass.
@MainActor
class ProbeApp: HeadlessApp {
  let window = Window()
  private let page = ViewController(title: "Articles")
  private let list = ListView()
  private let repository: any ArticleRepository
  private var load: Task<Void, Never>?

  required init(environment: ArticleEnvironment) {
    repository = environment.repository
    page.view.addSubview(list)
    list.onPullToRefresh = { [weak self] in self?.pulledToRefresh() }
  }

  func launch() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    load = Task { [list, repository] in
      guard let first = try? await repository.page(after: nil) else { return }
      list.rows = first.articles.map { ListView.Row($0) }
    }
  }

  func pulledToRefresh() {}
  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    window.tearDown()
  }
}

@MainActor
final class CrashingProbeApp: ProbeApp {
  override func pulledToRefresh() {
    fatalError("a deliberate crash of the probe pattern")
  }
}

@MainActor
final class HangingProbeApp: ProbeApp {
  nonisolated(unsafe) static var spins = 0

  override func pulledToRefresh() {
    while Self.spins >= 0 { Self.spins &+= 1 }
  }
}
