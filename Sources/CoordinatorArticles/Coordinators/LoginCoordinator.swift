import ArticleDomain
import HeadlessUI

/// The login flow: presents the login page modally, and reports how the flow ended.
///
/// Rule: a child coordinator knows its job, not its parent. It does not know why the user must
/// log in — the intent stays with the parent — and it reports its end through ``onFinish``,
/// once, after dismissing its page. Its parent then removes it (`childDidFinish(_:)`), which
/// releases it, its page and its view model.
@MainActor
final class LoginCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Told once, when the flow ends, with this coordinator and how it ended.
  var onFinish: ((LoginCoordinator, LoginViewModel.Outcome) -> Void)?

  private let presenter: ViewController
  private let factory: ScreenFactory
  private let trace: Trace
  private var page: LoginViewController?

  /// A login flow that presents its page over `presenter`. Shows nothing yet.
  init(presenter: ViewController, factory: ScreenFactory, environment: ArticleEnvironment) {
    self.presenter = presenter
    self.factory = factory
    trace = environment.trace
    environment.lifetimes.track(self)
  }

  /// Presents the login page over the presenter.
  func start() {
    guard page == nil else { return }
    let page = factory.makeLogin()
    page.viewModel.onFinish = { [weak self] outcome in self?.finish(outcome) }
    self.page = page
    presenter.present(page)
    trace.record(.route, "login presented")
  }

  private func finish(_ outcome: LoginViewModel.Outcome) {
    guard let page else { return }
    self.page = nil
    page.stopObserving()
    presenter.dismiss()
    trace.record(.route, "login dismissed: \(outcome)")
    onFinish?(self, outcome)
  }
}
