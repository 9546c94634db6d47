public import ArticleDomain
public import ComposableRuntime

/// The Articles feature: the pages of one window, composed from its children.
///
/// ```text
/// ArticlesFeature
/// ├── Scope(\.list)     ListFeature     first load, refresh, pages, cache, the catch-up
/// │   └── Scope(\.search)  SearchFeature   debounce, one search at a time
/// └── Reduce(core)      the rules between them: links, the login gate, the stars, navigation
///     ├── ifLet(\.presentedDetail)  DetailFeature   presented: its effects end with it
///     └── ifLet(\.presentedLogin)   LoginFeature    presented: its effects end with it
/// ```
///
/// The stars are not the window's: ``AppFeature`` holds them once for every window, as
/// `@Shared` state, and runs ``FavoritesFeature`` on them. A window holds the same value
/// (``State/favorites``) and hands it to its list and its detail: what the server says of a
/// star they take in where the answer arrives, a plain change of the shared value
/// (`Stars.absorb`); what the user chose starts a request that must outlive the window, so the
/// window tells its parent with a delegate action (``Action/Delegate``), which the app's stars
/// reduce.
///
/// Rule: navigation is presented child state. `detail` non-`nil` *is* the pushed detail page,
/// `login` non-`nil` the presented login page; the app's navigation helpers push and present
/// their pages to match. Going back is the presentation's own action, `.detail(.dismiss)`:
/// `ifLet` sets `detail` to `nil` and cancels the detail's request in the same step.
///
/// Rule: children speak to their parent through delegate actions. The root listens only to
/// `.delegate(…)` of its children (a row selected, a star tapped, a login done) and tells them
/// what to do by sending them actions; it never matches a child's internal actions nor runs a
/// child's logic itself.
public struct ArticlesFeature: Reducer {
  /// One window's pages, each property observed on its own, as `@ObservableState` makes it.
  public struct State: ObservableState, Equatable, Sendable, Identifiable {
    /// The window these pages are in.
    public let id: SceneID
    public var list: ListFeature.State {
      get {
        _$observationRegistrar.access(self, keyPath: \.list)
        return _list
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.list, &_list, newValue) }
      _modify {
        let identity = _list._$id
        yield &_list
        _$observationRegistrar.didReplace(
          self, keyPath: \.list, if: identity != _list._$id)
      }
    }
    /// The detail page over the list, or `nil`.
    public var detail: DetailFeature.State? {
      get {
        _$observationRegistrar.access(self, keyPath: \.detail)
        return _detail.wrappedValue
      }
      set { presentedDetail.wrappedValue = newValue }
      _modify { yield &presentedDetail.wrappedValue }
    }
    /// `detail` as its presentation, for `ifLet`: what `@Presents` projects as `$detail`.
    public var presentedDetail: PresentationState<DetailFeature.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.detail)
        return _detail
      }
      set {
        let shown = _detail.wrappedValue?._$id
        _detail = newValue
        _$observationRegistrar.didReplace(
          self, keyPath: \.detail, if: shown != _detail.wrappedValue?._$id)
      }
      _modify {
        let shown = _detail.wrappedValue?._$id
        yield &_detail
        _$observationRegistrar.didReplace(
          self, keyPath: \.detail, if: shown != _detail.wrappedValue?._$id)
      }
    }
    /// The login page presented over the pages, or `nil`.
    public var login: LoginFeature.State? {
      get {
        _$observationRegistrar.access(self, keyPath: \.login)
        return _login.wrappedValue
      }
      set { presentedLogin.wrappedValue = newValue }
      _modify { yield &presentedLogin.wrappedValue }
    }
    /// `login` as its presentation, for `ifLet`: what `@Presents` projects as `$login`.
    public var presentedLogin: PresentationState<LoginFeature.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.login)
        return _login
      }
      set {
        let shown = _login.wrappedValue?._$id
        _login = newValue
        _$observationRegistrar.didReplace(
          self, keyPath: \.login, if: shown != _login.wrappedValue?._$id)
      }
      _modify {
        let shown = _login.wrappedValue?._$id
        yield &_login
        _$observationRegistrar.didReplace(
          self, keyPath: \.login, if: shown != _login.wrappedValue?._$id)
      }
    }
    /// Why the last link could not be opened; the banner says so until the pages change.
    public var linkRejection: DeepLink.Rejection? {
      get {
        _$observationRegistrar.access(self, keyPath: \.linkRejection)
        return _linkRejection
      }
      set {
        _$observationRegistrar.mutate(self, keyPath: \.linkRejection, &_linkRejection, newValue)
      }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.linkRejection)
        defer { _$observationRegistrar.didModify(self, keyPath: \.linkRejection) }
        yield &_linkRejection
      }
    }
    /// Whether the app launched: before, the pages are being prepared and nobody sees them.
    public var hasLaunched: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.hasLaunched)
        return _hasLaunched
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.hasLaunched, &_hasLaunched, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.hasLaunched)
        defer { _$observationRegistrar.didModify(self, keyPath: \.hasLaunched) }
        yield &_hasLaunched
      }
    }
    /// How many times the feature started again since launch: once per logout. Its pages are
    /// new pages for analytics (``ShownPages/restarts``).
    public var restarts: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.restarts)
        return _restarts
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.restarts, &_restarts, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.restarts)
        defer { _$observationRegistrar.didModify(self, keyPath: \.restarts) }
        yield &_restarts
      }
    }
    /// The number of the last favorite failure this window dismissed: its pages changed since.
    /// A window that opens after a failure starts with it dismissed, as any next page does.
    public var dismissedFailure: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.dismissedFailure)
        return _dismissedFailure
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.dismissedFailure, &_dismissedFailure, newValue)
      }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.dismissedFailure)
        defer { _$observationRegistrar.didModify(self, keyPath: \.dismissedFailure) }
        yield &_dismissedFailure
      }
    }

    /// The account's stars, the value the app holds (``AppFeature/State/favorites``): the
    /// window takes the server's values in; a choice it tells the app with
    /// ``Action/delegate(_:)``.
    @Shared public var favorites: FavoritesFeature.Stars
    /// The account's last favorite failure, read only, as the stars are.
    @SharedReader public var lastFailure: FavoritesFeature.LastFailure

    private var _list: ListFeature.State
    private var _detail = PresentationState<DetailFeature.State>()
    private var _login = PresentationState<LoginFeature.State>()
    private var _linkRejection: DeepLink.Rejection?
    private var _hasLaunched = false
    private var _restarts = 0
    private var _dismissedFailure: Int
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    /// The pages of window `id`, holding the account's `favorites` and reading its
    /// `lastFailure` and the device's connection, `isOnline`: the app's references, which
    /// the window hands on to its list and its details. None has a default: a page made
    /// without the app's reference would read a value nobody writes. A window tested alone is
    /// given values of the test's own.
    public init(
      id: SceneID, favorites: Shared<FavoritesFeature.Stars>,
      lastFailure: SharedReader<FavoritesFeature.LastFailure>, isOnline: SharedReader<Bool>,
      dismissedFailure: Int = 0
    ) {
      self.id = id
      _favorites = favorites
      _lastFailure = lastFailure
      _list = ListFeature.State(favorites: favorites, isOnline: isOnline)
      _dismissedFailure = dismissedFailure
    }
  }

  public enum Action: Equatable, Sendable {
    /// The window launched: its pages are shown.
    case launched
    /// The session ended (the app heard it, ``AppFeature/Action/loggedOut``): new pages.
    case loggedOut
    /// The app was asked to open a link.
    case linkOpened(String)
    /// The pages the last run saved, read as the scene connected: their text, or `nil`.
    case savedPagesRead(String?)
    case list(ListFeature.Action)
    /// The detail's actions; `.dismiss` when the navigation controller popped it (back button
    /// or completed back swipe).
    case detail(PresentationAction<DetailFeature.Action>)
    case login(PresentationAction<LoginFeature.Action>)
    case delegate(Delegate)

    /// What the window tells its parent, which runs the account's stars.
    public enum Delegate: Equatable, Sendable {
      /// The user chose `isFavorite` for `id`, whose star showed `shown`, and the login gate let
      /// the choice through.
      case favoriteChosen(Bool, of: Article.ID, shown: Bool)
    }
  }

  @Dependency(\.analytics) var analytics
  @Dependency(\.session) var session

  public init() {}

  /// The composition: the children first, so that the root's rules see what they did.
  ///
  /// Built anew for every action, as TCA builds a body: a tree of small generic values on the
  /// stack, which the compiler specialises — nothing is allocated to build it.
  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.list, action: .list) { ListFeature() }
      Reduce(core)
        .ifLet(\.presentedDetail, action: .detail) { DetailFeature() }
        .ifLet(\.presentedLogin, action: .login) { LoginFeature() }
    }
    // A screen view is a change of the pages the state shows, whichever action made it.
    .onChange(of: \.shownPages) { oldPages, newPages in
      Reduce { _, _ in recordScreenViews(from: oldPages, to: newPages) }
    }
  }
}
