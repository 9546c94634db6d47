import ArticleDomain
import HeadlessUI

/// The login flow: presents the login page modally, and reports how the flow ended.
///
/// Rule: a child coordinator knows its job, not its parent. It does not know why the user must
/// log in — the intent stays with the parent — and it reports its end through ``onFinish``,
/// once, after dismissing its page. Its parent then removes it, which releases it, its page
/// and its view model.
@MainActor
public final class LoginCoordinator: Coordinator {
  public var childCoordinators: [any Coordinator] = []
  /// Called once when the flow ends, with this coordinator and how it ended.
  public var onFinish: ((LoginCoordinator, LoginOutcome) -> Void)?

  private let presenter: ViewController
  private let environment: ArticleEnvironment
  private let renderPass: RenderPass
  private var page: LoginViewController?

  /// A login flow that presents its page over `presenter`.
  init(presenter: ViewController, environment: ArticleEnvironment, renderPass: RenderPass) {
    self.presenter = presenter
    self.renderPass = renderPass
    self.environment = environment
    environment.lifetimes.track(self)
  }

  /// Presents the login page over the presenter.
  public func start() {
    guard page == nil else { return }
    let viewModel = LoginViewModel(environment: environment)
    let page = LoginViewController(
      viewModel: viewModel, trace: environment.trace, renderPass: renderPass)
    viewModel.onFinish = { [weak self] outcome in self?.finish(outcome) }
    environment.lifetimes.track(viewModel)
    environment.lifetimes.track(page)
    self.page = page
    presenter.present(page)
  }

  /// Stops the login in flight; the feature is being left, so nothing is reported.
  public func stop() {
    page?.stopRendering()
    page?.viewModel.stop()
  }

  private func finish(_ outcome: LoginOutcome) {
    guard let page else { return }
    self.page = nil
    page.stopRendering()
    presenter.dismiss()
    environment.trace.record(.route, "login dismissed: \(outcome)")
    onFinish?(self, outcome)
  }
}
