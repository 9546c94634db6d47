import ArticleDomain
import HeadlessUI

/// The detail module's router: it assembles the module and hands the login page to the app's
/// router.
@MainActor
final class DetailRouter: DetailRouterInput {
  weak var viewController: ViewController?
  private let dependencies: ModuleDependencies

  private init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the detail module of `articleID` and returns its page, which owns the rest.
  static func assembleModule(
    articleID: Article.ID, dependencies: ModuleDependencies
  ) -> DetailViewController {
    let environment = dependencies.environment
    let interactor = DetailInteractor(
      articleID: articleID, environment: environment, favorites: dependencies.favorites,
      status: dependencies.status)
    let router = DetailRouter(dependencies: dependencies)
    let presenter = DetailPresenter(
      articleID: articleID, interactor: interactor, router: router,
      analytics: environment.analytics, trace: environment.trace)
    let page = DetailViewController(articleID: articleID, output: presenter)
    presenter.view = page
    interactor.output = presenter
    router.viewController = page
    dependencies.track(page, presenter, interactor, router)
    return page
  }

  func presentLogin(for intent: LoginIntent) {
    dependencies.flow?.presentLogin(for: intent)
  }
}
