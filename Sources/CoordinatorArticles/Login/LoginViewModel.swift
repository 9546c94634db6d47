import ArticleDomain
import Observation

/// How the login flow ended, as the login screen reports it to its coordinator.
public enum LoginOutcome: Hashable, Sendable {
  /// The server accepted the login: the remembered intent may be carried out.
  case loggedIn
  /// The user cancelled: nothing they asked for before is carried out.
  case cancelled
}

/// The login form's view model: logs in, and says how the flow ended.
///
/// Rule (Coordinator): the screen does not dismiss itself and knows nothing of the intent that
/// brought it up. It reports ``LoginOutcome`` through ``onFinish``, once; the login coordinator
/// dismisses the page and its parent decides what happens next.
@Observable
@MainActor
final class LoginViewModel {
  /// Whether a login is in flight.
  private(set) var isLoggingIn = false
  /// Why the last attempt failed, under the form.
  private(set) var message: String?

  /// Called once, when the flow ends.
  @ObservationIgnored var onFinish: ((LoginOutcome) -> Void)?

  @ObservationIgnored private let environment: ArticleEnvironment
  @ObservationIgnored private var loginTask: Task<Void, Never>?
  @ObservationIgnored private var isFinished = false

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  /// "Log in": asks the server; the form shows it is logging in.
  func logIn() {
    environment.trace.record(.action, "login: log in tapped")
    guard !isLoggingIn, !isFinished else { return }
    isLoggingIn = true
    message = nil
    environment.trace.record(.effectStarted, "log in")
    let session = environment.session
    loginTask = Task { [weak self] in
      let result: Result<Void, any Error>
      do {
        try await session.logIn()
        result = .success(())
      } catch is CancellationError {
        return
      } catch {
        result = .failure(error)
      }
      self?.finishLogIn(with: result)
    }
  }

  /// "Cancel": ends the flow; a login in flight is cancelled and its late answer dropped.
  func cancel() {
    environment.trace.record(.action, "login: cancel tapped")
    guard !isFinished else { return }
    stop()
    onFinish?(.cancelled)
  }

  /// Ends the view model's work without reporting anything: the feature is being left.
  func stop() {
    isFinished = true
    if let loginTask {
      environment.trace.record(.effectCancelled, "log in")
      loginTask.cancel()
    }
    loginTask = nil
  }

  private func finishLogIn(with result: Result<Void, any Error>) {
    // Rule: stale-result guard. An answer after the flow ended (cancelled, or left) is dropped.
    guard !isFinished else { return }
    loginTask = nil
    switch result {
    case .success:
      isFinished = true
      onFinish?(.loggedIn)
    case .failure(let error):
      // The form stays, with the reason; the coordinator keeps the intent for the next try.
      isLoggingIn = false
      message = error.userMessage
    }
  }
}
