import ArticleDomain

/// The login page's sub-reducer: present it for an intent, log in, fail, cancel.
///
/// Carrying the remembered intent out after a login changes other sub-states (a star, the
/// detail), so applying it is a cross-module rule of ``ArticlesReducer``; which intent is let
/// through is decided once, by ``carriedOut(by:in:)``, which the executor asks.
enum LoginReducer {
  static func reduce(state: LoginState?, message: ArticlesMessage) -> LoginState? {
    var newState = state
    switch message {
    case .result(.login(.checked(let isLoggedIn, let continuation))):
      // Logged in: nothing to present; the executor carries the intent out at once.
      guard !isLoggedIn else { break }
      // Presenting the login page is setting the sub-state; the intent waits in it as data.
      // A newer intent replaces an older one still waiting.
      if var login = state {
        login.continuation = continuation
        newState = login
      } else {
        newState = LoginState(continuation: continuation)
      }

    case .result(.login(.started(let revision))):
      // The executor asked ``logsIn(_:)`` first: a tap while a login runs starts nothing.
      guard var login = state else { break }
      login.request = revision
      login.message = nil
      newState = login

    case .intent(.login(.cancelTapped)):
      // Dismissing is setting the route too: the intent goes with the page, and the store
      // cancels a login still in flight.
      newState = nil

    case .result(.login(.loggedIn(let revision))):
      // The page goes; a login answered after the page was cancelled matches nothing.
      guard state?.request == revision else { break }
      newState = nil

    case .result(.login(.failed(let error, let revision))):
      // The form stays, with the reason; the intent stays for the next attempt.
      guard var login = state, login.request == revision else { break }
      login.request = nil
      login.message = error.message
      newState = login

    default:
      break
    }
    return newState
  }
}

extension LoginReducer {
  /// Whether a tap on "Log in" starts the login request: only on the form, and only while no
  /// login runs. The rule the executor asks before it starts the request.
  static func logsIn(_ login: LoginState?) -> Bool {
    guard let login else { return false }
    return !login.isLoggingIn
  }

  /// What `result` lets through the login gate, decided once, from the login page the result
  /// met: a session found logged in lets through what the check was for; the answer of the
  /// login in flight lets through what the page remembered. A login answered after the page
  /// was cancelled, or a late one, lets nothing through.
  ///
  /// The executor asks it, starts the work of what it returns and reports it as
  /// ``LoginResult/carriedOut(_:)``, which ``ArticlesReducer`` applies.
  static func carriedOut(by result: LoginResult, in login: LoginState?)
    -> LoginState.Continuation?
  {
    switch result {
    case .checked(true, let continuation): continuation
    case .loggedIn(let revision) where login?.request == revision: login?.continuation
    default: nil
    }
  }
}
