import ArticleDomain
import HeadlessUI
import ScenarioKit

@testable import CoordinatorArticles

/// An app coordinator started on a scripted world and shown in a window, as the composition
/// root shows it — so that a test acts as the user does (through the window) and then checks
/// the coordinator's route decisions directly.
@MainActor
struct CoordinatorHarness {
  let world: ScriptedWorld
  let coordinator: AppCoordinator
  let window = Window()

  /// An app coordinator on a world whose server has a1, a2 and a3, logged in or not.
  init(isLoggedIn: Bool) {
    world = ScriptedWorld()
    world.server.setArticles(["a1", "a2", "a3"].map { Article(id: $0, title: "Article \($0)") })
    world.isLoggedIn = isLoggedIn
    let models = SharedModels(environment: world.environment)
    let renderQueue = RenderQueue()
    coordinator = AppCoordinator(
      navigation: NavigationController(), environment: world.environment,
      notices: models.notices,
      factory: ScreenFactory(
        environment: world.environment, shared: models, renderQueue: renderQueue))
  }

  /// Starts the coordinator — its first screen is the list — opens `link` if one is given, as
  /// a scene launched by a link does, and shows the navigation controller.
  func launch(opening link: String? = nil) {
    coordinator.startRestoringPages()
    if let link { coordinator.open(link) }
    window.rootViewController = coordinator.navigation
    window.makeKeyAndVisible()
  }

  /// Answers request `number` with what the server has.
  func succeed(_ number: Int) throws {
    try world.answer(number, with: .succeeds(articles: nil, hasNextPage: false))
  }

  /// What each request asked for, in order: `["load first page", "log in", …]`.
  var requests: [String] { world.ledger.requests.map(\.kind.description) }

  /// The page titles, bottom to top, then the modal page after " | ".
  var pages: String {
    let screen = window.screen
    let stack = screen.stack.map(\.title).joined(separator: " > ")
    return screen.modal.map { stack + " | " + $0.title } ?? stack
  }

  /// The routes read back from the navigation stack right now: what reconciliation must match.
  var stackRoutes: [Route] {
    coordinator.navigation.viewControllers.map { page in
      page.title == "Articles" ? .list : .detail(Article.ID(page.title))
    }
  }

  /// Whether the star of `id` is filled in the visible list.
  func isStarFilled(_ id: Article.ID) -> Bool? {
    window.screen.list?.rows.first { $0.id == id }?.isFavorite
  }
}
