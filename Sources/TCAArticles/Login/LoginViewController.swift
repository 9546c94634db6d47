import ArticleDomain
import ComposableRuntime
import ComposableUIKit
import HeadlessUI

/// The login page, presented modally: a form with "Log in" and "Cancel".
///
/// It never dismisses itself: "Cancel" tells the login feature, whose parent sets the login
/// state to `nil`; the app dismisses the page to match.
@MainActor
final class LoginViewController: ViewController {
  let form = LoginFormView()

  /// The store of the login: a child store of the app's, scoped to the presented login.
  private let store: Store<LoginFeature.State, LoginFeature.Action>
  private let trace: Trace

  init(store: Store<LoginFeature.State, LoginFeature.Action>, trace: Trace) {
    self.store = store
    self.trace = trace
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.store.send(.logInTapped) }
    form.onCancel = { [weak self] in self?.store.send(.cancelTapped) }
    // The form shows what it reads of the login's state, and renders again when that changes.
    observe { [weak self] in
      guard let self else { return }
      trace.record(.render, "login")
      form.isLoggingIn = store.isLoggingIn
      form.message = store.message
    }
  }
}
