// The boundaries of the login module, as VIPER draws them: view ↔ presenter,
// presenter ↔ interactor, presenter → router.

// MARK: View ↔ presenter

/// What the presenter asks of the login page.
@MainActor
protocol LoginViewInput: AnyObject {
  func display(_ viewModel: LoginViewModel)
}

/// What the login page tells its presenter.
@MainActor
protocol LoginViewOutput: AnyObject {
  func viewDidLoad()
  func viewDidAppear()
  /// The page is really gone: dismissed.
  func viewDidClose()
  func didTapLogIn()
  func didTapCancel()
}

// MARK: Presenter ↔ interactor

/// The login use case.
@MainActor
protocol LoginInteractorInput: AnyObject {
  func logIn()
  /// Cancels a login in flight; its answer, should it come anyway, is dropped.
  func stop()
}

/// What the login interactor reports to its presenter.
@MainActor
protocol LoginInteractorOutput: AnyObject {
  func didStartLoggingIn()
  func didLogIn()
  func didFailToLogIn(message: String)
}

// MARK: Presenter → router

/// The navigation the login presenter asks for.
@MainActor
protocol LoginRouterInput: AnyObject {
  /// Dismisses the login page; the app's router carries out the intent when `loggedIn`.
  func finishLogin(loggedIn: Bool)
}

// MARK: The view model

/// What the login form shows.
struct LoginViewModel: Equatable {
  var isLoggingIn = false
  /// A failed login's reason; `nil` hides it.
  var message: String?
}
