public import ArticleDomain
public import ComposableRuntime

/// The Articles feature: the root reducer, composed from its children.
///
/// ```text
/// ArticlesFeature
/// ├── Scope(\.list)    ListFeature     first load, refresh, pages, cache
/// ├── Scope(\.search)  SearchFeature   debounce, one search at a time
/// ├── Scope(\.sync)    SyncFeature     stars, offline queue
/// ├── Rules            the rules between them: links, the login gate, navigation
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

  /// The composition, built once with the feature: a composition is a value, and building it
  /// again for every action would allocate its reducers again for every action.
  private let body:
    IfLetReducer<IfLetReducer<CombineReducers<State, Action>, DetailFeature>, LoginFeature>

  /// The feature; `search` says whether a new search cancels the one in flight (it does).
  public init(search: SearchFeature.RequestPolicy = .cancelInFlight) {
    // Children first, so that the root's rules see what they did.
    body = CombineReducers {
      Scope(state: \.list, action: Action.listCase) { ListFeature() }
      Scope(state: \.search, action: Action.searchCase) { SearchFeature(policy: search) }
      Scope(state: \.sync, action: Action.syncCase) { SyncFeature() }
      Rules()
    }
    .ifLet(\.detail, action: Action.detailCase) { DetailFeature() }
    .ifLet(\.login, action: Action.loginCase) { LoginFeature() }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
