import ArticleDomain
import HeadlessUI

/// The login page, presented modally: a form with "Log in" and "Cancel".
///
/// It never dismisses itself: "Cancel" sets the login state to `nil`, and the app dismisses the
/// page to match.
@MainActor
final class LoginViewController: ViewController {
  let form = LoginFormView()

  private let send: (ArticlesFeature.Action) -> Void
  private let trace: Trace
  private var rendered: LoginFeature.State?

  init(trace: Trace, send: @escaping (ArticlesFeature.Action) -> Void) {
    self.trace = trace
    self.send = send
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.send(.login(.logInTapped)) }
    form.onCancel = { [weak self] in self?.send(.login(.cancelTapped)) }
  }

  /// Sets the form from `login`.
  func render(_ login: LoginFeature.State) {
    loadViewIfNeeded()
    guard login != rendered else { return }
    rendered = login
    trace.record(.render, "login")
    form.isLoggingIn = login.isLoggingIn
    form.message = login.message
  }
}
