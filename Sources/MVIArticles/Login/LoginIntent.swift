public import ArticleDomain

/// The login gate's intents: the session read, the form's buttons, and the login's answer.
public enum LoginIntent: Hashable, Sendable {
  /// A side-effect result: the session said whether a user is logged in, for an intent that
  /// needs one.
  case checked(isLoggedIn: Bool, for: LoginState.Continuation)
  /// The user tapped "Log in" on the form.
  case logInTapped
  /// The user tapped "Cancel" on the form.
  case cancelTapped
  /// A side-effect result: the login request succeeded, for `revision`.
  case loggedIn(revision: Int)
  /// A side-effect result: the login request failed, for `revision`.
  case failed(ArticleError, revision: Int)
}

extension LoginIntent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .checked(let isLoggedIn, let continuation):
      "loginChecked(\(isLoggedIn ? "logged in" : "logged out"), for: \(continuation))"
    case .logInTapped: "logInTapped"
    case .cancelTapped: "loginCancelTapped"
    case .loggedIn(let revision): "loggedIn(revision: \(revision))"
    case .failed(let error, let revision):
      "loginFailed(revision: \(revision)): error \"\(error.message)\""
    }
  }
}
