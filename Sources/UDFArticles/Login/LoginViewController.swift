import ArticleDomain
import HeadlessUI

/// The login page, presented modally: a login form with "Log in" and "Cancel".
///
/// Rule: views send actions and render state. "Log in" and "Cancel" become
/// ``LoginAction/logInTapped`` and ``LoginAction/cancelTapped``; the page never dismisses
/// itself. Cancelling sets the route state, and the screens dismiss the page to match it.
@MainActor
final class LoginViewController: ViewController {
  let form = LoginFormView()

  private let send: (ArticlesAction) -> Void
  private let trace: Trace
  /// What the last render showed; `nil` before the first.
  private var rendered: LoginState?

  /// A login page that sends its user's actions to `send`.
  init(trace: Trace, send: @escaping (ArticlesAction) -> Void) {
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

  /// Sets the form from `login`; does nothing when what it shows did not change.
  func render(_ login: LoginState) {
    // The store may render before the page is on screen (the app's launch does): the views
    // are built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    guard login != rendered else { return }
    rendered = login
    trace.record(.render, "login")

    form.isLoggingIn = login.isLoggingIn
    form.message = login.message
  }
}
