import ArticleDomain
import HeadlessUI

/// A pattern being written: its list loads the first page and a pull refreshes it, dropping an
/// answer a newer request replaced; its stars and its next page are not wired yet.
@MainActor
final class UnfinishedApp: HeadlessApp {
  let window = Window()
  private let page = ViewController(title: "Articles")
  private let list = ListView()
  private let repository: any ArticleRepository
  private var load: Task<Void, Never>?
  private var generation = 0

  init(environment: ArticleEnvironment) {
    repository = environment.repository
    page.view.addSubview(list)
    list.onPullToRefresh = { [weak self] in self?.start() }
  }

  func launch() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    start()
  }

  private func start() {
    load?.cancel()
    generation += 1
    let mine = generation
    load = Task { [weak self, repository] in
      let page = try? await repository.page(after: nil)
      guard let self, mine == self.generation, let page else { return }
      self.list.rows = page.articles.map { ListView.Row($0) }
    }
  }

  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    window.tearDown()
  }
}
