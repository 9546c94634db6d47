/// Who is logged in. Favorites and some deep links need a logged-in user.
public protocol SessionService: Sendable {
  /// Whether a user is logged in right now.
  var isLoggedIn: Bool { get }
  /// Logs the user in with the credentials the login form collected.
  func logIn() async throws
}
