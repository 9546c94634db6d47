import ArticleDomain

/// What the user did on the login form: its intents.
enum LoginIntent: Hashable, Sendable {
  /// The user tapped "Log in" on the form.
  case logInTapped
  /// The user tapped "Cancel" on the form.
  case cancelTapped
}

/// What the login gate's side effects reported: the session read, and the login's answer.
enum LoginResult: Hashable, Sendable {
  /// The session said whether a user is logged in, for an intent that needs one.
  case checked(isLoggedIn: Bool, for: LoginState.Continuation)
  /// The executor started the login request, for `revision`.
  case started(revision: Int)
  /// The gate let `continuation` through — the session was logged in, or the login the page
  /// waited for succeeded — and the executor carries it out.
  case carriedOut(LoginState.Continuation)
  /// The login request succeeded, for `revision`.
  case loggedIn(revision: Int)
  /// The login request failed, for `revision`.
  case failed(ArticleError, revision: Int)
}

extension LoginIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .logInTapped: "logInTapped"
    case .cancelTapped: "loginCancelTapped"
    }
  }
}

extension LoginResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .checked(let isLoggedIn, let continuation):
      "loginChecked(\(isLoggedIn ? "logged in" : "logged out"), for: \(continuation))"
    case .started(let revision): "loginStarted(revision: \(revision))"
    case .carriedOut(let continuation): "carriedOut(\(continuation))"
    case .loggedIn(let revision): "loggedIn(revision: \(revision))"
    case .failed(let error, let revision):
      "loginFailed(revision: \(revision)): error \"\(error.message)\""
    }
  }
}
