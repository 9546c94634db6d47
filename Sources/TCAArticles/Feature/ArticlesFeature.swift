public import ArticleDomain
public import ComposableRuntime

/// The Articles feature: the root reducer, composed from its children.
///
/// ```text
/// ArticlesFeature
/// ├── Scope(\.list)    ListFeature     first load, refresh, pages, cache
/// ├── Scope(\.search)  SearchFeature   debounce, one search at a time
/// ├── Scope(\.sync)    SyncFeature     stars, offline queue
/// ├── Reduce           the rules between them: links, the login gate, navigation
/// ├── ifLet(\.detail)  DetailFeature   presented: its effects end with it
/// └── ifLet(\.login)   LoginFeature    presented: its effects end with it
/// ```
///
/// Rule: navigation is optional child state. `detail` non-`nil` *is* the pushed detail page,
/// `login` non-`nil` the presented login page; the app reconciles its navigation controller to
/// them. Going back is an action, ``Action/detailClosed``, that sets `detail` to `nil` — and
/// `ifLet` cancels the detail's request in the same step.
public struct ArticlesFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var list = ListFeature.State()
    public var search = SearchFeature.State()
    public var sync = SyncFeature.State()
    /// The detail page over the list, or `nil`.
    public var detail: DetailFeature.State?
    /// The login page presented over the pages, or `nil`.
    public var login: LoginFeature.State?
    /// Why the last link could not be opened; the banner says so until the pages change.
    public var linkRejection: DeepLink.Rejection?

    public init() {}

    /// The pages on screen, bottom to top: the navigation stack, then the modal login page.
    public var path: [Route] {
      var path: [Route] = [.list]
      if let detail { path.append(.detail(detail.id)) }
      if login != nil { path.append(.login) }
      return path
    }
  }

  public enum Action: Equatable, Sendable {
    /// The app launched: listen to the connection.
    case launched
    /// The app was asked to open a link.
    case linkOpened(String)
    /// The user tapped the star of an article, on its row.
    case starTapped(Article.ID)
    /// The navigation controller popped the detail: back button or completed back swipe.
    case detailClosed
    case list(ListFeature.Action)
    case search(SearchFeature.Action)
    case sync(SyncFeature.Action)
    case detail(DetailFeature.Action)
    case login(LoginFeature.Action)
  }

  /// The ids of the root's own effects.
  public enum CancelID: Hashable, Sendable {
    case connectivity
  }

  @Dependency(\.session) var session
  @Dependency(\.connectivity) var connectivity
  let search: SearchFeature.RequestPolicy

  /// The feature; `search` says whether a new search cancels the one in flight (it does).
  public init(search: SearchFeature.RequestPolicy = .cancelInFlight) {
    self.search = search
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// The composition, children first, so that the root's rules see what they did.
  var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.list, action: Action.listCase) { ListFeature() }
      Scope(state: \.search, action: Action.searchCase) { SearchFeature(policy: search) }
      Scope(state: \.sync, action: Action.syncCase) { SyncFeature() }
      Reduce(rules)
    }
    .ifLet(\.detail, action: Action.detailCase) { DetailFeature() }
    .ifLet(\.login, action: Action.loginCase) { LoginFeature() }
  }

  /// The rules between the children.
  private func rules(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      // Asked before the status is read, so no change falls between the two.
      let changes = connectivity.changes()
      return .merge(
        .send(.sync(.connectivityChanged(isOnline: connectivity.isOnline))),
        .run { send in
          for await isOnline in changes {
            await send(.sync(.connectivityChanged(isOnline: isOnline)))
          }
        }
        .cancellable(id: CancelID.connectivity))

    case .linkOpened(let text):
      return open(text, in: &state)

    case .starTapped(let id):
      return tapStar(of: id, in: &state)

    case .detail(.starTapped):
      // The same rule as a row's star: one star per article, wherever it is tapped.
      guard let id = state.detail?.id else { return .none }
      return tapStar(of: id, in: &state)

    case .detailClosed:
      guard state.detail != nil else { return .none }
      state.detail = nil
      state.pagesChanged()
      return .none

    case .list(.rowSelected(let id)):
      guard state.detail == nil else { return .none }
      state.detail = DetailFeature.State(id: id)
      state.pagesChanged()
      return .none

    case .list(.pageAnswered(_, .success(let page))), .search(.answered(_, .success(let page))):
      state.sync.absorb(page.articles)
      state.list.isSearchActive = state.search.isActive
      return .none

    case .search:
      state.list.isSearchActive = state.search.isActive
      return .none

    case .detail(.answered(.success(let detail))):
      // The detail's star joins the one source of truth: the row beneath shows it too.
      state.sync.absorb(detail.isFavorite, of: detail.id)
      return .none

    case .sync(.connectivityChanged(let isOnline)):
      // After the pending favorites the sync feature just sent: the refresh comes after them.
      return .send(.list(.connectivityChanged(isOnline: isOnline)))

    case .login(.loggedIn):
      guard let intent = state.login?.intent else { return .none }
      state.login = nil
      return carryOut(intent, in: &state)

    case .login(.cancelTapped):
      // The intent goes with the page; ifLet cancels a login still in flight.
      state.login = nil
      return .none

    case .list, .sync, .detail, .login:
      return .none
    }
  }
}
