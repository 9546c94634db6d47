import ArticleDomain
import HeadlessUI

/// The login module's router: it assembles the module, and hands the end of the login to the
/// app's router, which dismisses the page and carries out — or drops — the remembered intent.
@MainActor
final class LoginRouter: LoginRouterInput {
  weak var viewController: ViewController?
  private let dependencies: ModuleDependencies

  private init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the login module and returns its page, which owns the rest.
  static func assembleModule(dependencies: ModuleDependencies) -> LoginViewController {
    let environment = dependencies.environment
    let interactor = LoginInteractor(environment: environment)
    let router = LoginRouter(dependencies: dependencies)
    let presenter = LoginPresenter(
      interactor: interactor, router: router, analytics: environment.analytics,
      trace: environment.trace)
    let page = LoginViewController(output: presenter)
    presenter.view = page
    interactor.output = presenter
    router.viewController = page
    dependencies.track(page, presenter, interactor, router)
    return page
  }

  func finishLogin(loggedIn: Bool) {
    dependencies.flow?.loginDidFinish(loggedIn: loggedIn)
  }
}
