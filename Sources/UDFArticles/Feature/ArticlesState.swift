public import ArticleDomain

/// The state of the Articles feature in one window: what the window shows, and what the
/// account knows.
///
/// Rule: one store per feature, one state per store. The list, the search, the favorites, the
/// connection and the navigation route all live in the store's one value, so one recorded
/// value is the whole screen — which is what makes time travel a single assignment. With
/// several windows that value is an ``AppState``: the account's facts once, and each window's
/// pages. This type is what the reducers see of it for one window, ``pages`` and ``account``
/// side by side, so every rule reads and writes both as one state.
///
/// Navigation is state too: ``detail`` and ``login`` are the route. The app reconciles its
/// navigation controller and its modal page to ``path``; it never pushes or presents a page on
/// its own.
public struct ArticlesState: Hashable, Sendable {
  /// What this window shows.
  public var pages: ScenePages
  /// What the account knows, the same for every window.
  public var account: AccountState

  /// The state of a feature that has shown nothing yet, for a user who is (or is not) logged in.
  public init(isLoggedIn: Bool = false) {
    self.init(pages: ScenePages(), account: AccountState(isLoggedIn: isLoggedIn))
  }

  /// One window's `pages` beside the `account`'s facts.
  public init(pages: ScenePages, account: AccountState) {
    self.pages = pages
    self.account = account
  }

  // The reducers' names for the parts, read and written in place (no copy of a part).

  public var list: ListState {
    get { pages.list }
    _modify { yield &pages.list }
  }
  public var search: SearchState {
    get { pages.search }
    _modify { yield &pages.search }
  }
  public var detail: DetailState? {
    get { pages.detail }
    _modify { yield &pages.detail }
  }
  public var login: LoginState? {
    get { pages.login }
    _modify { yield &pages.login }
  }
  public var offline: OfflineState {
    get { pages.offline }
    _modify { yield &pages.offline }
  }
  public var linkRejection: DeepLink.Rejection? {
    get { pages.linkRejection }
    _modify { yield &pages.linkRejection }
  }
  public var hasLaunched: Bool {
    get { pages.hasLaunched }
    _modify { yield &pages.hasLaunched }
  }
  public var restarts: Int {
    get { pages.restarts }
    _modify { yield &pages.restarts }
  }
  public var favorites: FavoritesState {
    get { account.favorites }
    _modify { yield &account.favorites }
  }
  public var isLoggedIn: Bool {
    get { account.isLoggedIn }
    _modify { yield &account.isLoggedIn }
  }
  public var lastRevision: Int {
    get { account.lastRevision }
    _modify { yield &account.lastRevision }
  }

  /// The pages on screen, bottom to top, derived from the route state: the navigation stack,
  /// then the modal login page if one is presented.
  public var path: [Route] {
    var path: [Route] = [.list]
    if let detail { path.append(.detail(detail.id)) }
    if login != nil { path.append(.login) }
    return path
  }

  /// Forgets what belonged to the page that was on top: a rejected link's banner and, in this
  /// window only, a failed favorite's error. Called when the pages change.
  mutating func pagesChanged() {
    linkRejection = nil
    pages.dismissedFailure = favorites.failureNumber
  }

  /// The failed favorite's message this window shows: the account's last, unless this
  /// window's pages changed since.
  var favoriteFailure: String? {
    favorites.failureNumber > pages.dismissedFailure ? favorites.failure : nil
  }

  /// Takes the next revision for a request that is about to start.
  mutating func nextRevision() -> Int {
    lastRevision += 1
    return lastRevision
  }
}
