import ArticleDomain
import Observation

/// The login screen's view model: the login request, its progress and its failure.
///
/// Rule: the view model knows the outcome, not what comes next. When the login succeeds or
/// the user cancels it reports ``Outcome`` through ``onFinish``; what the user wanted before
/// being asked to log in is for whoever showed the login (the app view model, or the app
/// coordinator) to remember and to carry out.
@Observable
@MainActor
final class LoginViewModel {
  /// How the login page ended.
  enum Outcome: Hashable {
    case loggedIn
    case cancelled
  }

  /// Whether a login request is in flight (the button shows a spinner).
  private(set) var isLoggingIn = false
  /// A failed login's reason, shown under the form.
  private(set) var message: String?

  /// Told once the user is logged in or has cancelled.
  @ObservationIgnored var onFinish: (Outcome) -> Void = { _ in }

  @ObservationIgnored private var loginTask: Task<Void, Never>?
  private let environment: ArticleEnvironment

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  /// The screen has gone: a login still in flight is cancelled.
  deinit {
    loginTask?.cancel()
  }

  /// The login page came on top.
  func onAppear() {
    environment.analytics.record(.screenView(.login))
  }

  /// "Log in": asks the session; the form shows the login in flight.
  func logIn() {
    environment.trace.record(.action, "login tapped")
    guard !isLoggingIn else { return }
    isLoggingIn = true
    message = nil
    environment.trace.record(.effectStarted, "log in")
    loginTask = Task { [weak self, session = environment.session, clock = environment.clock] in
      do {
        try await withTimeout(RequestPolicy.timeout, on: clock) { try await session.logIn() }
        self?.finishLogin(with: nil)
      } catch {
        self?.finishLogin(with: error)
      }
    }
  }

  /// "Cancel": the login page goes and nothing the user asked before is carried out.
  func cancel() {
    environment.trace.record(.action, "login cancelled")
    close()
    onFinish(.cancelled)
  }

  /// The login page is gone: a login in flight is cancelled.
  func close() {
    guard let loginTask else { return }
    loginTask.cancel()
    self.loginTask = nil
    environment.trace.record(.effectCancelled, "log in")
  }

  private func finishLogin(with error: (any Error)?) {
    guard !Task.isCancelled, loginTask != nil else { return }
    loginTask = nil
    isLoggingIn = false
    if let error {
      guard !(error is CancellationError) else { return }
      message = error.userMessage
    } else {
      onFinish(.loggedIn)
    }
  }
}
