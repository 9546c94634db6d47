/// Who is logged in. Favorites and some deep links need a logged-in user.
public protocol SessionService: Sendable {
  /// Whether a user is logged in right now.
  var isLoggedIn: Bool { get }
  /// Logs the user in with the credentials the login form collected.
  func logIn() async throws
  /// Each end of the session, as it happens: the user logged out on the account screen, which
  /// this feature does not own, or the server ended the session. A stream per caller, as
  /// ``Connectivity/changes()``; it ends when the app's world does.
  func logouts() -> AsyncStream<Void>
}
