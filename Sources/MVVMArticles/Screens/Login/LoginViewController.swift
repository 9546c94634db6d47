import ArticleDomain
import HeadlessUI

/// The login page, presented modally: the login form.
///
/// Rule: the page forwards "Log in" and "Cancel" to its view model and sets the form in
/// `updateProperties()`, which the toolkit calls again whenever what it read changes. It does not dismiss itself: whoever navigates does — in MVVM the app view model
/// drops its login route and the navigation stack, which observes it, dismisses the page; with
/// coordinators the login coordinator dismisses it.
@MainActor
final class LoginViewController: ViewController {
  let viewModel: LoginViewModel

  private let form = LoginFormView()
  private let trace: Trace

  /// The login page bound to `viewModel`.
  init(viewModel: LoginViewModel, environment: ArticleEnvironment) {
    self.viewModel = viewModel
    trace = environment.trace
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.viewModel.logIn() }
    form.onCancel = { [weak self] in self?.viewModel.cancel() }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.onAppear()
  }

  /// Sets the form from the view model; called again after anything it read changes.
  override func updateProperties() {
    super.updateProperties()
    trace.record(.render, "login")
    form.isLoggingIn = viewModel.isLoggingIn
    form.message = viewModel.message
  }
}
