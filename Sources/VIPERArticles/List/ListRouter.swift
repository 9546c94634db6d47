import ArticleDomain
import HeadlessUI

/// The list module's router: it assembles the module and carries out the navigation its
/// presenter asks for.
///
/// Rule: the router assembles the module and navigates; it decides nothing about the screen.
/// It holds its view controller weakly — the navigation controller owns the page.
@MainActor
final class ListRouter: ListRouterInput {
  weak var viewController: ViewController?
  private let dependencies: ModuleDependencies

  private init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the list module and returns its page, which owns the rest, and the module's input,
  /// for the app to hold weakly.
  static func assembleModule(
    dependencies: ModuleDependencies
  ) -> (page: ListViewController, input: any ListModuleInput) {
    let environment = dependencies.environment
    let interactor = ListInteractor(
      environment: environment, favorites: dependencies.favorites, status: dependencies.status)
    let router = ListRouter(dependencies: dependencies)
    let presenter = ListPresenter(
      interactor: interactor, router: router, analytics: environment.analytics,
      trace: environment.trace)
    let page = ListViewController(output: presenter)
    // The references back are weak: the page owns the module.
    presenter.view = page
    interactor.output = presenter
    router.viewController = page
    dependencies.track(page, presenter, interactor, router)
    return (page, presenter)
  }

  /// Pushes the detail of `id` over the list. A second tap while the detail is being shown
  /// pushes nothing more.
  func showDetail(of id: Article.ID) {
    guard let page = viewController, let navigation = page.navigationController,
      navigation.topViewController === page
    else { return }
    let detail = DetailRouter.assembleModule(articleID: id, dependencies: dependencies)
    dependencies.environment.trace.record(.route, "Articles > \(id)")
    navigation.push(detail)
  }

  /// The login page belongs to the app: the app's router presents it and keeps the intent.
  func presentLogin(for intent: LoginIntent) {
    dependencies.flow?.presentLogin(for: intent)
  }
}
