public import ArticleDomain

/// The whole state of the Articles feature, held by one store.
///
/// Rule: one store per feature, one state per store. The list, the search, the favorites, the
/// connection and the navigation route all live here, so one recorded value is the whole
/// screen — which is what makes time travel a single assignment.
///
/// Navigation is state too: ``detail`` and ``login`` are the route. The app reconciles its
/// navigation controller and its modal page to ``path``; it never pushes or presents a page on
/// its own.
public struct ArticlesState: Hashable, Sendable {
  public var list = ListState()
  public var search = SearchState()
  /// The detail page on top of the list, or `nil` when the list is on top.
  public var detail: DetailState?
  /// The login page presented over the pages, or `nil` when none is.
  public var login: LoginState?
  /// Every star the user or a detail touched: the one source of truth of the stars.
  public var favorites = FavoritesState()
  /// Whether the device is online, and so whether the list may ask the server.
  public var offline = OfflineState()
  /// Whether a user is logged in: read from the session when the store is made, set when a
  /// login succeeds. A star or a link checks it in the reducer, in the same action.
  public var isLoggedIn: Bool
  /// Why the last link could not be opened; the banner of the page on top says so until the
  /// pages change.
  public var linkRejection: DeepLink.Rejection?
  /// The last revision handed to a request. Every request takes the next one, so no two
  /// requests of the feature ever share a revision.
  public var lastRevision = 0
  /// Whether the app launched: before, its pages are being prepared (a cold start's link) and
  /// nobody sees them.
  public var hasLaunched = false
  /// How many times the feature started again since launch: once per logout. Its pages are
  /// new pages for analytics (``ShownPages/restarts``).
  public var restarts = 0

  /// The state of a feature that has shown nothing yet, for a user who is (or is not) logged in.
  public init(isLoggedIn: Bool = false) {
    self.isLoggedIn = isLoggedIn
  }

  /// The pages on screen, bottom to top, derived from the route state: the navigation stack,
  /// then the modal login page if one is presented.
  public var path: [Route] {
    var path: [Route] = [.list]
    if let detail { path.append(.detail(detail.id)) }
    if login != nil { path.append(.login) }
    return path
  }

  /// Forgets what belonged to the page that was on top: a rejected link's banner and a failed
  /// favorite's error. Called when the pages change.
  mutating func pagesChanged() {
    linkRejection = nil
    favorites.failure = nil
  }

  /// Takes the next revision for a request that is about to start.
  mutating func nextRevision() -> Int {
    lastRevision += 1
    return lastRevision
  }
}
