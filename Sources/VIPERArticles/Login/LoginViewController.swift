import HeadlessUI

/// The login page (VIPER's view), presented modally: a login form with "Log in" and "Cancel".
///
/// Rule: the view is passive. It never dismisses itself: "Cancel" goes to the presenter, which
/// asks the router.
@MainActor
final class LoginViewController: ViewController, LoginViewInput {
  let output: any LoginViewOutput
  let form = LoginFormView()

  init(output: any LoginViewOutput) {
    self.output = output
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.output.didTapLogIn() }
    form.onCancel = { [weak self] in self?.output.didTapCancel() }
    output.viewDidLoad()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    output.viewDidAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isBeingDismissed || isMovingFromParent { output.viewDidClose() }
  }

  func display(_ viewModel: LoginViewModel) {
    loadViewIfNeeded()
    form.isLoggingIn = viewModel.isLoggingIn
    form.message = viewModel.message
  }
}
