public import ArticleDomain
public import ComposableRuntime

/// The Articles feature: the pages of one window, composed from its children, as a SwiftUI app
/// shows them — a navigation stack of detail pages over the list, and a login sheet.
///
/// ```text
/// ArticlesFeature
/// ├── Scope(\.list)     ListFeature     first load, refresh, pages, cache, the catch-up
/// │   └── Scope(\.search)  SearchFeature   debounce, one search at a time
/// └── Reduce(core)      the rules between them: links, the login gate, the stars, navigation
///     ├── forEach(\.path)   DetailFeature   a page of the stack: its effects end with it
///     └── ifLet(\.presentedLogin)  LoginFeature    presented: its effects end with it
/// ```
///
/// Where the UIKit chapter presents the detail (`@Presents var detail`), this one pushes it on
/// a `StackState`, the state `NavigationStack(path: $store.scope(state: \.path, action: .path))`
/// shows: the stand-in's stack is driven by a path, and TCA's stack is its state. The feature still shows
/// at most one detail — a link replaces it — so the stack is never deeper than one page.
///
/// The stars are not the window's: ``AppFeature`` holds them once for every window, as
/// `@Shared` state. A window holds the same value (``State/favorites``) and hands it to its
/// list and its details: what the server says of a star they take in where the answer arrives,
/// a plain change of the shared value (`Stars.absorb`); what the user chose starts a request
/// that must outlive the window, so the window tells its parent with a delegate action
/// (``Action/Delegate``).
///
/// Rule: navigation is state. A page on ``State/path`` *is* the pushed detail, `login` non-`nil`
/// the presented sheet. Going back is the stack's own action, `.path(.popFrom(id:))`, which
/// `forEach` carries out, cancelling the page's request in the same step.
public struct ArticlesFeature: Reducer {
  /// One window's pages, each property observed on its own.
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

    /// The detail pages pushed over the list: one at most. Observed by its pages' identities:
    /// a change inside a page is that page's to tell (its own state is observable).
    public var path: StackState<DetailFeature.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.path)
        return _path
      }
      set {
        let pages = _path.elementIDs
        _path = newValue
        _$observationRegistrar.didReplace(self, keyPath: \.path, if: pages != _path.elementIDs)
      }
      _modify {
        let pages = _path.elementIDs
        yield &_path
        _$observationRegistrar.didReplace(self, keyPath: \.path, if: pages != _path.elementIDs)
      }
    }

    /// The login sheet presented over the pages, or `nil`.
    public var login: LoginFeature.State? {
      get {
        _$observationRegistrar.access(self, keyPath: \.login)
        return _login.wrappedValue
      }
      set { presentedLogin.wrappedValue = newValue }
      _modify { yield &presentedLogin.wrappedValue }
    }

    /// The login's presentation, what `ifLet` scopes to (TCA's macro names it `$login`, a name
    /// only a property wrapper may declare): observed as `login` is, by the identity of the
    /// login presented.
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

    /// The account's stars, the value the app holds (``AppFeature/State/favorites``): the
    /// window takes the server's values in; a choice it tells the app with
    /// ``Action/delegate(_:)``. Observed by the shared value itself, as TCA's `@Shared` is: a
    /// view that read it is evaluated again when the app's stars change.
    @Shared public var favorites: FavoritesFeature.Stars
    /// The account's last favorite failure, read only, as the stars are.
    @SharedReader public var lastFailure: FavoritesFeature.LastFailure

    private var _list: ListFeature.State
    private var _path = StackState<DetailFeature.State>()
    private var _login = PresentationState<LoginFeature.State>()
    private var _linkRejection: DeepLink.Rejection?
    private var _hasLaunched = false
    private var _restarts = 0
    private var _dismissedFailure = 0
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

    /// The detail on top of the list, or `nil`.
    public var detail: DetailFeature.State? { path.last }
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
    /// The detail pages' actions, and the stack's: `.popFrom(id:)` when the user went back
    /// (back button or completed back swipe).
    case path(StackAction<DetailFeature.State, DetailFeature.Action>)
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
  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.list, action: .list) { ListFeature() }
      Reduce(core)
        .forEach(\.path, action: .path) { DetailFeature() }
        .ifLet(\.presentedLogin, action: .login) { LoginFeature() }
    }
    // A screen view is a change of the pages the state shows, whichever action made it.
    .onChange(of: \.shownPages) { oldPages, newPages in
      Reduce { _, _ in recordScreenViews(from: oldPages, to: newPages) }
    }
  }
}
