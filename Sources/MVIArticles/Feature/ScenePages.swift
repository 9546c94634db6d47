import ArticleDomain

/// What one window of the feature shows: its pages, its search, its connection banner.
///
/// Each window has its own: a search typed in one window leaves the other's field empty, and a
/// link opened in one window pushes there only.
struct ScenePages: Hashable, Sendable {
  var list = ListState()
  var search = SearchState()
  /// The detail page on top of the list, or `nil` when the list is on top.
  var detail: DetailState?
  /// The login page presented over the pages, or `nil` when none is.
  var login: LoginState?
  /// The connection as this window last heard it: each window's list catches up when it hears
  /// the device come back online.
  var offline = OfflineState()
  /// Why the last link could not be opened; the banner of the page on top says so until the
  /// pages change.
  var linkRejection: DeepLink.Rejection?
  /// Whether the window launched: before, its pages are being prepared and nobody sees them,
  /// so no screen view is recorded and nothing is saved for them. A fact of the window, kept
  /// in the state, so that time travel restores it with the pages.
  var hasLaunched = false
  /// How many times the window's feature started again since launch: once per logout. Its
  /// pages are new pages for analytics (``ShownPages/restarts``).
  var restarts = 0
  /// The number of the last favorite failure this window dismissed: its pages changed since.
  /// A window that opens after a failure starts with it dismissed, as any next page does.
  var dismissedFailure = 0

  init(dismissedFailure: Int = 0) {
    self.dismissedFailure = dismissedFailure
  }
}

/// What the account knows, the same in every window: the stars.
struct AccountState: Hashable, Sendable {
  /// Every star the user or a detail touched: the one source of truth of the stars.
  var favorites = FavoritesState()
  /// The last revision handed to a request. Every request takes the next one, so no two
  /// requests share a revision and their order is the order they started — a revert, which
  /// puts an older counter back, silences every request started before it.
  var lastRevision = 0

  init() {}
}
