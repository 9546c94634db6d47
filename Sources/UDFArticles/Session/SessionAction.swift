/// What can happen to the user's session from outside the feature.
public enum SessionAction: Hashable, Sendable {
  /// The user logged out on the account screen, or the server ended the session.
  case loggedOut
}

extension SessionAction: CustomStringConvertible {
  /// The action as the trace shows it: `loggedOut`.
  public var description: String {
    switch self {
    case .loggedOut: "loggedOut"
    }
  }
}
