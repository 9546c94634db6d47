public import ArticleDomain

/// What one window of the feature shows: its pages, its search, its connection banner.
///
/// Each window has its own: a search typed in one window leaves the other's field empty, and
/// a link opened in one window pushes there only.
public struct ScenePages: Hashable, Sendable {
  public var list = ListState()
  public var search = SearchState()
  /// The detail page on top of the list, or `nil` when the list is on top.
  public var detail: DetailState?
  /// The login page presented over the pages, or `nil` when none is.
  public var login: LoginState?
  /// Whether the device is online as this window last heard, and so whether its list may ask
  /// the server; each window's list catches up when it hears the connection come back.
  public var offline = OfflineState()
  /// Why the last link could not be opened; the banner of the page on top says so until the
  /// pages change.
  public var linkRejection: DeepLink.Rejection?
  /// Whether the window launched: before, its pages are being prepared (a cold start's link)
  /// and nobody sees them.
  public var hasLaunched = false
  /// How many times the window's feature started again since launch: once per logout. Its
  /// pages are new pages for analytics (``ShownPages/restarts``).
  public var restarts = 0
  /// The number of the last favorite failure this window dismissed: its pages changed since.
  /// A window that opens after a failure starts with it dismissed, as any next page does.
  public var dismissedFailure = 0

  public init(dismissedFailure: Int = 0) {
    self.dismissedFailure = dismissedFailure
  }
}

/// What the account knows, the same in every window: the stars and the session.
public struct AccountState: Hashable, Sendable {
  /// Every star the user or a detail touched: the one source of truth of the stars.
  public var favorites = FavoritesState()
  /// Whether a user is logged in: read from the session when the store is made, set when a
  /// login succeeds. A star or a link checks it in the reducer, in the same action.
  public var isLoggedIn: Bool
  /// The last revision handed to a request. Every request takes the next one, so no two
  /// requests of the app ever share a revision.
  public var lastRevision = 0

  public init(isLoggedIn: Bool = false) {
    self.isLoggedIn = isLoggedIn
  }
}
