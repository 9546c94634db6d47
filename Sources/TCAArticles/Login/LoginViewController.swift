import ArticleDomain
import ComposableRuntime
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
  private var rendered: LoginFeature.State?
  private var observation: ObservationToken?

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
    // The page renders its own feature's state, from its own store.
    observation = store.observe { [weak self] login in self?.render(login) }
  }

  /// Sets the form from `login`.
  private func render(_ login: LoginFeature.State) {
    guard login != rendered else { return }
    rendered = login
    trace.record(.render, "login")
    form.isLoggingIn = login.isLoggingIn
    form.message = login.message
  }
}
