import ArticleDomain
import HeadlessUI

/// The login page, presented modally: a login form with "Log in" and "Cancel".
///
/// "Log in" and "Cancel" become intents; the page never dismisses itself. Cancelling changes
/// the state's route, and the pages dismiss this one to match it.
@MainActor
final class LoginViewController: ViewController {
  let form = LoginFormView()

  private let dispatch: (ArticlesIntent) -> Void

  /// A login page that dispatches its user's intents to `dispatch`.
  init(dispatch: @escaping (ArticlesIntent) -> Void) {
    self.dispatch = dispatch
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.dispatch(.login(.logInTapped)) }
    form.onCancel = { [weak self] in self?.dispatch(.login(.cancelTapped)) }
  }

  /// Sets the form from `state`'s ``ArticlesState/login``.
  func render(_ state: ArticlesState) {
    loadViewIfNeeded()
    guard let login = state.login else { return }
    form.isLoggingIn = login.isLoggingIn
    form.message = login.message
  }
}
