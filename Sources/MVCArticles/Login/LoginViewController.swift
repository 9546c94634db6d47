import ArticleDomain
import HeadlessUI

/// Told how the login page ended: the controller that presented it, which carries out (or
/// forgets) what it asked the user to log in for.
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
  func loginViewControllerDidLogIn(_ controller: LoginViewController)
  func loginViewControllerDidCancel(_ controller: LoginViewController)
}

/// The login page, presented modally: a form with "Log in" and "Cancel".
///
/// Rule: the controller owns its page's task. It keeps the login task's handle, cancels it
/// when the page is dismissed or the user cancels, and checks after the `await` that the
/// answer is still for the attempt on screen before it writes to the form.
@MainActor
final class LoginViewController: ViewController {
  let formView = LoginFormView()
  weak var delegate: (any LoginViewControllerDelegate)?

  private let environment: ArticleEnvironment
  private var loginTask: Task<Void, Never>?
  /// The number of the latest attempt; an answer for another one is stale.
  private var attempt = 0

  init(environment: ArticleEnvironment) {
    self.environment = environment
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(formView)
    formView.onLogIn = { [weak self] in self?.logInTapped() }
    formView.onCancel = { [weak self] in self?.cancelTapped() }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    environment.analytics.record(.screenView(.login))
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    // The page is really gone (dismissed or torn down): its login stops with it.
    if isBeingDismissed || isMovingFromParent { cancelLogin() }
  }

  // MARK: Actions

  private func logInTapped() {
    guard loginTask == nil else { return }
    environment.trace.record(.action, "log in tapped")
    attempt += 1
    let attempt = attempt
    formView.message = nil
    formView.isLoggingIn = true
    environment.trace.record(.effectStarted, "log in #\(attempt)")
    let (session, clock) = (environment.session, environment.clock)
    loginTask = Task { [weak self] in
      do {
        try await withTimeout(RequestPolicy.timeout, on: clock) { try await session.logIn() }
        self?.loginDidFinish(attempt: attempt, error: nil)
      } catch {
        self?.loginDidFinish(attempt: attempt, error: error)
      }
    }
  }

  private func cancelTapped() {
    environment.trace.record(.action, "cancel login tapped")
    cancelLogin()
    delegate?.loginViewControllerDidCancel(self)
  }

  private func loginDidFinish(attempt finished: Int, error: (any Error)?) {
    // Stale guard: an attempt that was cancelled or replaced writes nothing.
    guard finished == attempt, loginTask != nil else { return }
    loginTask = nil
    formView.isLoggingIn = false
    if let error {
      formView.message = error.userMessage
    } else {
      delegate?.loginViewControllerDidLogIn(self)
    }
  }

  /// Cancels the login in flight, if any; its answer is dropped.
  func cancelLogin() {
    guard let loginTask else { return }
    loginTask.cancel()
    self.loginTask = nil
    attempt += 1
    environment.trace.record(.effectCancelled, "log in")
  }
  /// A login form let go of with its window ends its request.
  isolated deinit {
    cancelLogin()
  }

}

extension ViewController {
  /// The login page presented over this page, if one is.
  var presentedLogin: LoginViewController? { presentedViewController as? LoginViewController }

  /// Presents a login page over this page and tells `delegate` how it ends; the page's own
  /// objects stay out of it, so only the delegate's remembered intent is carried out.
  func presentLogin(environment: ArticleEnvironment, delegate: any LoginViewControllerDelegate) {
    guard presentedViewController == nil else { return }
    let login = LoginViewController(environment: environment)
    login.delegate = delegate
    environment.lifetimes.track(login)
    present(login)
  }
}
