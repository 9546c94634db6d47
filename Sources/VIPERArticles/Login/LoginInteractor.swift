import ArticleDomain

/// The login module's interactor: logs in through the session, one attempt at a time.
///
/// Rule: the interactor owns its request, its cancellation and its stale-result guard. A login
/// answered after ``stop()`` (the user cancelled, the page was dismissed) is dropped: it must
/// not carry out an intent the user gave up.
@MainActor
final class LoginInteractor: LoginInteractorInput {
  weak var output: (any LoginInteractorOutput)?

  private let environment: ArticleEnvironment
  private var login: (ticket: RequestTicket, task: Task<Void, Never>)?
  private var lastTicket = RequestTicket.none

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  isolated deinit {
    stop()
  }

  func logIn() {
    // A login in flight is the answer to this tap too.
    guard login == nil else { return }
    lastTicket = lastTicket.next
    let ticket = lastTicket
    let (session, clock) = (environment.session, environment.clock)
    environment.trace.record(.effectStarted, "log in \(ticket)")
    let task = Task { [weak self] in
      let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
        try await session.logIn()
      }
      self?.login(ticket, didFinishWith: answer)
    }
    login = (ticket, task)
    output?.didStartLoggingIn()
  }

  func stop() {
    guard let login else { return }
    environment.trace.record(.effectCancelled, "log in \(login.ticket)")
    login.task.cancel()
    self.login = nil
  }

  private func login(_ ticket: RequestTicket, didFinishWith answer: Result<Void, ArticleError>?) {
    guard let answer else { return }
    guard ticket == login?.ticket else {
      environment.trace.record(.action, "stale login answer \(ticket) dropped")
      return
    }
    login = nil
    switch answer {
    case .success: output?.didLogIn()
    case .failure(let error): output?.didFailToLogIn(message: error.message)
    }
  }
}
