import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport

@testable import MVCArticles

/// The list page in a navigation controller and a window, wired as the app wires it, on a
/// scripted world: what a controller test puts on screen.
@MainActor
final class PagesOnScreen {
  let world: ScriptedWorld
  let window = Window()
  let favorites: FavoritesModel
  let dependencies: PageDependencies
  let list: ArticleListViewController
  let navigation: NavigationController

  init(world: ScriptedWorld) {
    self.world = world
    let environment = world.environment
    let connectivity = ConnectivityModel(isOnline: environment.connectivity.isOnline)
    favorites = FavoritesModel(environment: environment, connectivity: connectivity)
    dependencies = PageDependencies(
      environment: environment, favorites: favorites, connectivity: connectivity)
    list = ArticleListViewController(dependencies: dependencies)
    navigation = NavigationController(rootViewController: list)
    window.rootViewController = navigation
  }

  /// Shows the window: the list appears.
  func show() { window.makeKeyAndVisible() }

  /// The detail page on top, if one is.
  var detail: ArticleDetailViewController? {
    navigation.topViewController as? ArticleDetailViewController
  }

  /// The requests made so far, as the scenarios name them.
  var requests: [String] { world.ledger.requests.map(\.kind.description) }

  func request(_ number: Int) -> Request? { world.ledger.request(number) }
}

extension ListView {
  /// The rows shown, as a user scrolling through them sees them.
  var shownRows: [Row] {
    guard case .list(let rows, _, _)? = element else { return [] }
    return rows
  }
  /// The ids of the rows shown.
  var ids: [Article.ID] { shownRows.map(\.id) }
}
