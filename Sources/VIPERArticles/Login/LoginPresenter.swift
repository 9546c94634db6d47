import ArticleDomain

/// The login module's presenter: "Log in" starts the use case, "Cancel" and a successful login
/// go to the router; the form shows the login in flight and the reason of a failure.
@MainActor
final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {
  weak var view: (any LoginViewInput)?
  private let interactor: any LoginInteractorInput
  private let router: any LoginRouterInput
  private let analytics: any Analytics
  private let trace: Trace

  private var viewModel = LoginViewModel()
  private var rendered: LoginViewModel?

  init(
    interactor: any LoginInteractorInput, router: any LoginRouterInput, analytics: any Analytics,
    trace: Trace
  ) {
    self.interactor = interactor
    self.router = router
    self.analytics = analytics
    self.trace = trace
  }

  // MARK: LoginViewOutput

  func viewDidLoad() {
    render()
  }

  func viewDidAppear() {
    analytics.record(.screenView(.login))
  }

  func viewDidClose() {
    interactor.stop()
  }

  func didTapLogIn() {
    trace.record(.action, "log in tapped")
    interactor.logIn()
  }

  func didTapCancel() {
    trace.record(.action, "login cancelled")
    // Cancelling drops the intent: the login in flight is cancelled first, so that a late
    // answer cannot bring the intent back.
    interactor.stop()
    router.finishLogin(loggedIn: false)
  }

  // MARK: LoginInteractorOutput

  func didStartLoggingIn() {
    viewModel = LoginViewModel(isLoggingIn: true, message: nil)
    render()
  }

  func didLogIn() {
    router.finishLogin(loggedIn: true)
  }

  func didFailToLogIn(message: String) {
    // The form stays, with the reason; the intent stays for the next attempt.
    viewModel = LoginViewModel(isLoggingIn: false, message: message)
    render()
  }

  private func render() {
    guard let view, viewModel != rendered else { return }
    rendered = viewModel
    trace.record(.render, "login")
    view.display(viewModel)
  }
}
