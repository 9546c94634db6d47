public import ArticleDomain
import ComposableRuntime

extension ArticlesFeature {
  /// The root's own rules, which reach across its children: links, the login gate, the stars,
  /// navigation. Its `body` runs them after the children (`Reduce(core)`), so they see what the
  /// children did.
  func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      state.hasLaunched = true
      return .none

    case .loggedOut:
      return startAgain(&state)

    case .linkOpened(let text):
      return open(text, in: &state)

    case .savedPagesRead(let text):
      // Saved pages come from outside this run, as a link does, and get its checks: pages
      // this app cannot read are rejected whole (nothing shows), and a saved detail goes
      // through the login gate.
      guard let text, let pages = try? SavedPages(reading: text), let id = pages.article else {
        return .none
      }
      return gate(.openArticle(id), in: &state)

    case .list(.delegate(.starTapped(let id))):
      return tapStar(of: id, in: &state)

    case .detail(.presented(.delegate(.starTapped))):
      // The same rule as a row's star: one star per article, wherever it is tapped.
      guard let id = state.detail?.id else { return .none }
      return tapStar(of: id, in: &state)

    case .detail(.dismiss):
      // ifLet sets the detail to nil after this, and cancels its request.
      state.pagesChanged()
      return .none

    case .list(.delegate(.rowSelected(let id))):
      guard state.detail == nil else { return .none }
      state.detail = DetailFeature.State(id: id, favorites: state.$favorites)
      state.pagesChanged()
      return .none

    case .login(.presented(.delegate(.loggedIn))):
      guard let intent = state.login?.intent else { return .none }
      state.login = nil
      return carryOut(intent, in: &state)

    case .login(.presented(.delegate(.cancelled))):
      // The intent goes with the page; ifLet cancels a login still in flight.
      state.login = nil
      return .none

    case .list, .delegate, .detail, .login:
      return .none
    }
  }

  /// Logged out: new pages, not the old ones with their stars taken off — every row, the
  /// detail and the query came with the account. The detail and the login go with the old
  /// state, and `ifLet` cancels their effects; the list starts again itself
  /// (``ListFeature/Action/accountEnded``), stopping its own work and its search's and
  /// keeping the connection, which is the device's.
  /// The stars and the unsent changes are the account's: the app ended them first
  /// (``FavoritesFeature/Action/accountEnded``).
  private func startAgain(_ state: inout State) -> Effect<Action> {
    // The account's stars and the connection stay the app's: the new pages read them as the
    // old ones did.
    var fresh = State(
      id: state.id, favorites: state.$favorites, lastFailure: state.$lastFailure,
      isOnline: state.list.$isOnline)
    fresh.hasLaunched = true
    fresh.restarts = state.restarts + 1
    fresh.list = state.list
    state = fresh
    return .send(.list(.accountEnded))
  }
}

/// The rules' helpers: the login gate, links, and the stars.
extension ArticlesFeature {
  /// A star tap: the login gate decides, with the intent kept as data.
  func tapStar(of id: Article.ID, in state: inout State) -> Effect<Action> {
    guard let isFavorite = state.isFavorite(id) else { return .none }
    return gate(.favorite(id, isFavorite: !isFavorite), in: &state)
  }

  /// Opens `text`: a bad link is rejected on the banner without changing the pages; an
  /// article link goes through the login gate.
  func open(_ text: String, in state: inout State) -> Effect<Action> {
    do {
      switch try DeepLink(parsing: text) {
      case .article(let id): return gate(.openArticle(id), in: &state)
      }
    } catch {
      state.linkRejection = error
      return .none
    }
  }

  /// Carries out `intent` now when a user is logged in; otherwise presents the login page
  /// with it — or, when the page is already shown, makes it the one intent that waits.
  func gate(_ intent: LoginFeature.Intent, in state: inout State) -> Effect<Action> {
    if session.isLoggedIn { return carryOut(intent, in: &state) }
    if state.login == nil {
      state.login = LoginFeature.State(intent: intent)
    } else {
      state.login?.intent = intent
    }
    return .none
  }

  /// Carries out an intent that needed a login, against the state of now.
  func carryOut(_ intent: LoginFeature.Intent, in state: inout State) -> Effect<Action> {
    switch intent {
    case .favorite(let id, let isFavorite):
      let shown = state.isFavorite(id) ?? isFavorite
      // The next tap on a star hides the last favorite's error, in this window.
      state.dismissedFailure = state.lastFailure.number
      return .send(.delegate(.favoriteChosen(isFavorite, of: id, shown: shown)))
    case .openArticle(let id):
      // The article already on top: nothing to replace. Another one is replaced, and ifLet
      // cancels its request because the detail's identity changed.
      guard state.detail?.id != id else { return .none }
      state.detail = DetailFeature.State(id: id, favorites: state.$favorites)
      state.pagesChanged()
      return .none
    }
  }
}

extension ArticlesFeature.State {
  /// What the star of `id` shows on every page, or `nil` when no page shows the article.
  ///
  /// - Complexity: O(1): the rows are identified arrays, read by id, never searched — a first
  ///   tap on an untouched article costs what a re-tap costs.
  public func isFavorite(_ id: Article.ID) -> Bool? {
    if let star = favorites.stars[id] { return star.isFavorite }
    if let detail = detail?.detail, detail.id == id { return detail.isFavorite }
    if let row = list.search.results?.articles[id: id] { return row.isFavorite }
    return list.articles[id: id]?.isFavorite
  }

  /// What the banner of the page on top says, or `nil`: a rejected link is newer news than
  /// being offline.
  var banner: String? {
    if linkRejection != nil { return "This link cannot be opened." }
    return bannerBeneath
  }

  /// What the banner of a page beneath the top one says, or `nil`. Being offline is true of
  /// every page, and a back swipe uncovers the page beneath while the top one is still there;
  /// a rejected link is news for the page on top only.
  var bannerBeneath: String? {
    list.isOnline ? nil : "You are offline"
  }

  /// Forgets what belonged to the page that was on top: a rejected link and, in this window
  /// only, a failed favorite.
  mutating func pagesChanged() {
    linkRejection = nil
    dismissedFailure = lastFailure.number
  }

  /// The failed favorite this window shows: the account's last, unless this window's pages
  /// changed since.
  var favoriteFailure: String? {
    lastFailure.number > dismissedFailure ? lastFailure.message : nil
  }
}
