public import ArticleDomain

/// The whole state of the Articles feature: one value that describes every page on screen.
///
/// MVI's first rule: the screen is a function of one state. It is composed of sub-states, one
/// per concern — ``ListState``, ``SearchState``, ``DetailState``, ``LoginState``,
/// ``FavoritesState``, ``OfflineState`` — each reduced by its own sub-reducer; the root reducer
/// (``ArticlesReducer``) combines them and holds the rules that cross them.
///
/// Navigation is state too: ``detail`` and ``login`` are the route, and ``path`` the pages.
public struct ArticlesState: Hashable, Sendable {
  public var list = ListState()
  public var search = SearchState()
  /// The detail page on top of the list, or `nil` when the list is on top.
  public var detail: DetailState?
  /// The login page presented over the pages, or `nil` when none is.
  public var login: LoginState?
  /// Every star the user or a detail touched: the one source of truth of the stars.
  public var favorites = FavoritesState()
  public var offline = OfflineState()
  /// Why the last link could not be opened; the banner of the page on top says so until the
  /// pages change.
  public var linkRejection: DeepLink.Rejection?
  /// An intent that needs a logged-in user, waiting for the store to read the session.
  ///
  /// The reducer cannot read the session (that is a side effect), so it writes down what it
  /// waits for; the store's side-effect handler reads the session and dispatches
  /// ``LoginIntent/checked(isLoggedIn:for:)``, which clears it.
  public var sessionCheck: LoginState.Continuation?
  /// The last revision handed to a request. Every request takes the next one, so no two
  /// requests of the feature ever share a revision, and their order is the order they started.
  public var lastRevision = 0
  /// How many times the feature started again since launch: once per logout. Its pages are
  /// new pages for analytics (``ShownPages/restarts``).
  public var restarts = 0

  public init() {}

  /// The pages on screen, bottom to top: the navigation stack, then the modal login page.
  public var path: [Route] {
    var path: [Route] = [.list]
    if let detail { path.append(.detail(detail.id)) }
    if login != nil { path.append(.login) }
    return path
  }

  /// What the star of `id` shows on every page, or `nil` when no page shows the article.
  ///
  /// - Complexity: O(1): the rows are found through their dictionary index, never searched,
  ///   so a first tap on an untouched article costs what a re-tap costs.
  public func isFavorite(_ id: Article.ID) -> Bool? {
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
