import ArticleDomain

/// The whole state of the Articles feature: one value that describes every page on screen.
///
/// MVI's first rule: the screen is a function of one state. It is composed of sub-states, one
/// per concern — ``ListState``, ``SearchState``, ``DetailState``, ``LoginState``,
/// ``FavoritesState``, ``OfflineState`` — each reduced by its own sub-reducer; the root reducer
/// (``ArticlesReducer``) combines them and holds the rules that cross them.
///
/// Navigation is state too: ``detail`` and ``login`` are the route, and ``path`` the pages.
///
/// With several windows the store's state is an ``AppState``: the account's facts once and each
/// window's pages. This type is what the reducers see of it for one window: ``pages`` beside
/// ``account``, read and written as one state.
struct ArticlesState: Hashable, Sendable {
  /// What this window shows.
  var pages: ScenePages
  /// What the account knows, the same for every window.
  var account: AccountState

  init() {
    self.init(pages: ScenePages(), account: AccountState())
  }

  /// One window's `pages` beside the `account`'s facts.
  init(pages: ScenePages, account: AccountState) {
    self.pages = pages
    self.account = account
  }

  // The parts as the reducers and the pages read and write them, wherever they are kept: in
  // this window's `pages` or in the `account`.

  var list: ListState {
    get { pages.list }
    _modify { yield &pages.list }
  }
  var search: SearchState {
    get { pages.search }
    _modify { yield &pages.search }
  }
  var detail: DetailState? {
    get { pages.detail }
    _modify { yield &pages.detail }
  }
  var login: LoginState? {
    get { pages.login }
    _modify { yield &pages.login }
  }
  var offline: OfflineState {
    get { pages.offline }
    _modify { yield &pages.offline }
  }
  var linkRejection: DeepLink.Rejection? {
    get { pages.linkRejection }
    _modify { yield &pages.linkRejection }
  }
  var hasLaunched: Bool {
    get { pages.hasLaunched }
    _modify { yield &pages.hasLaunched }
  }
  var restarts: Int {
    get { pages.restarts }
    _modify { yield &pages.restarts }
  }
  var dismissedFailure: Int {
    get { pages.dismissedFailure }
    _modify { yield &pages.dismissedFailure }
  }
  var favorites: FavoritesState {
    get { account.favorites }
    _modify { yield &account.favorites }
  }
  var lastRevision: Int {
    get { account.lastRevision }
    _modify { yield &account.lastRevision }
  }

  /// The failed favorite's message this window shows: the account's last, unless this
  /// window's pages changed since.
  var favoriteFailure: String? {
    favorites.failureNumber > dismissedFailure ? favorites.failure : nil
  }

  /// The error the page on top shows, and whether it offers Retry: the page's `own` error
  /// first, with Retry; while it has none, the last favorite's message, without. The list's
  /// and the detail's view states share it.
  func errorOnTop(own: String?) -> (message: String?, canRetry: Bool) {
    if let own { return (own, true) }
    if let failure = favoriteFailure { return (failure, false) }
    return (nil, false)
  }

  /// The pages on screen, bottom to top: the navigation stack, then the modal login page.
  var path: [Route] {
    var path: [Route] = [.list]
    if let detail { path.append(.detail(detail.id)) }
    if login != nil { path.append(.login) }
    return path
  }

  /// What the star of `id` shows on every page, or `nil` when no page shows the article.
  ///
  /// - Complexity: O(1): the rows are found through their dictionary index, never searched,
  ///   so a first tap on an untouched article costs what a re-tap costs.
  func isFavorite(_ id: Article.ID) -> Bool? {
    if let star = favorites.stars[id] { return star.isFavorite }
    if let detail = detail?.detail, detail.id == id { return detail.isFavorite }
    if let row = search.results?.article(id) { return row.isFavorite }
    return list.article(id)?.isFavorite
  }

  /// What the banner of the page on top says, or `nil` for no banner.
  ///
  /// A rejected link is the newer news, so it shows over the offline notice until the pages
  /// change.
  var banner: String? {
    if linkRejection != nil { return DeepLink.Rejection.banner }
    return bannerBeneath
  }

  /// What the banner of a page beneath the top one says: being offline is true of every page;
  /// a rejected link is news for the page on top only.
  var bannerBeneath: String? {
    offline.isOnline ? nil : OfflineState.banner
  }
}

extension DeepLink.Rejection {
  /// What the banner of the page on top says about a rejected link.
  static let banner = "This link cannot be opened."
}
