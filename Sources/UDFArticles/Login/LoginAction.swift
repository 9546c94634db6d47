public import ArticleDomain

/// What can happen on the login page: the form's buttons and the login request's answer.
public enum LoginAction: Hashable, Sendable {
  /// The user tapped "Log in" on the form.
  case logInTapped
  /// The user tapped "Cancel" on the form.
  case cancelTapped
  /// The login request succeeded, for `revision`.
  case loggedIn(revision: Int)
  /// The login request failed, for `revision`.
  case failed(ArticleError, revision: Int)
}

extension LoginAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `loggedIn(revision: 4)`.
  public var description: String {
    switch self {
    case .logInTapped: "logInTapped"
    case .cancelTapped: "loginCancelTapped"
    case .loggedIn(let revision): "loggedIn(revision: \(revision))"
    case .failed(let error, let revision):
      "loginFailed(revision: \(revision)): error \"\(error.message)\""
    }
  }
}
