public import ArticleDomain
public import ComposableRuntime

/// The app's root reducer: the account's stars once, above the windows' pages.
///
/// ```text
/// AppFeature
/// ├── Scope(\.favorites)  FavoritesFeature  the stars and the offline queue: the account's
/// ├── Reduce              the connection and the session, heard once and told to the stars
/// │   │                   and every window; a window's delegate actions, sent on to the
/// │   │                   stars; windows connect and close
/// │   └── forEach(\.scenes, action: .scenes)  ArticlesFeature  each window's pages
/// ```
///
/// Rule: one owner for the facts. ``State/favorites`` holds the one value of the stars and of
/// the last failure, each `@Shared`; each window holds the same references
/// (``ArticlesFeature/State/favorites``) and reads them as they are now. What the server says
/// of a star a window takes in itself, a plain change written with the stars' own rule
/// (`Stars.absorb`); what starts work — a choice, which sends a request — it tells the stars
/// with a delegate action. No window keeps a copy that could drift from the others'.
///
/// Rule: a window's work is the window's; a star's save is the account's. `forEach` runs each
/// window's effects under the window's identity, so closing the window (``Action/sceneClosed``)
/// cancels its loads, its search and its detail in the same step. A window's delegate action
/// (``ArticlesFeature/Action/Delegate``) becomes the stars' own action, which the parent sends
/// (``Action/favorites(_:)``), and what ``FavoritesFeature`` starts answers the app the same
/// way: a save outlives the window its star was tapped in.
///
/// Rule: the connection and the session are the device's and the account's, not a window's.
/// The app listens to them once (``Action/launched``). Back online, the stars send what waited
/// before any window's list catches up; after a logout, the stars and the unsent changes go
/// before every window starts again. The order is the app's to say, in one place.
///
/// Rule: the device keeps the first window's pages. The app saves ``State/savedPages``, scene
/// 1's, whenever they change; a window opened later restores and saves nothing. It keeps the
/// account's outbox too (``FavoritesFeature/Stars/outbox``), which its owner saves whenever it
/// changes.
public struct AppFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The account's stars, offline queue and last failure, shared with every window.
    public var favorites = FavoritesFeature.State()
    /// Each window's pages, in the order the windows opened: scene 1, the app's own, first.
    /// An identified array, as the composable architecture keeps a feature's elements: a
    /// window's action finds its pages by id in O(1).
    public var scenes: IdentifiedArrayOf<ArticlesFeature.State>

    public init() {
      scenes = [ArticlesFeature.State(id: .first, favorites: favorites)]
    }

    /// The pages of window `id` as its screens show them; a closed window's are new pages,
    /// which no screen shows.
    ///
    /// - Complexity: O(1) to find it; the copy shares the pages' storage.
    public subscript(scene id: SceneID) -> ArticlesFeature.State {
      scenes[id: id] ?? ArticlesFeature.State(id: id, favorites: favorites)
    }

    /// The pages the device keeps for the next launch: the first window's.
    public var savedPages: SavedPages? {
      // Read in place: `first` would copy the window's whole state twice per action.
      scenes.isEmpty ? nil : scenes[0].savedPages
    }
  }

  public enum Action: Equatable, Sendable {
    /// The first window is connecting: what the last run left on the device is read, before
    /// any link opens.
    case sceneWillConnect
    /// The app launched: listen to the connection and the session, once for every window.
    case launched
    /// The connection's status changed: the device's, told to every window.
    case connectivityChanged(isOnline: Bool)
    /// The session ended: the user logged out on the account screen, or the server ended it.
    case loggedOut
    /// Another window opened, with new pages.
    case sceneConnected(SceneID)
    /// A window closed: its pages go, and its work with them.
    case sceneClosed(SceneID)
    /// An action of the pages of a window, by the window's id.
    case scenes(IdentifiedActionOf<ArticlesFeature>)
    /// An answer to the account's own work: a favorite's save.
    case favorites(FavoritesFeature.Action)
  }

  /// The ids of the app's own effects: its listeners, and the save of the pages.
  public enum CancelID: Hashable, Sendable {
    case connectivity, session, savePages
  }

  @Dependency(\.pageStore) var pageStore
  @Dependency(\.outboxStore) var outboxStore
  @Dependency(\.connectivity) var connectivity
  @Dependency(\.session) var session

  public init() {}

  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.favorites, action: .favorites) { FavoritesFeature() }
      Reduce { state, action in
        switch action {
        case .sceneWillConnect:
          // The changes the last run left unsent, then the first window's pages: the stars
          // must hold the restored changes before the pages meet them. Read in this step, not
          // in an effect, so that a link opened right after meets what was restored.
          return .merge(
            .send(.favorites(.outboxRead(outboxStore.loadOutbox()))),
            .send(.scene(id: .first, action: .savedPagesRead(pageStore.loadPages()))))

        case .launched:
          // Asked before the status is read, so no change falls between the two.
          let changes = connectivity.changes()
          let logouts = session.logouts()
          return .merge(
            // Online at launch, the changes the outbox brought back go out before any load.
            connectivity.isOnline ? .send(.favorites(.connectionRestored)) : .none,
            .run { send in
              for await isOnline in changes {
                await send(.connectivityChanged(isOnline: isOnline))
              }
            }
            .cancellable(id: CancelID.connectivity),
            .run { send in
              for await _ in logouts { await send(.loggedOut) }
            }
            .cancellable(id: CancelID.session))

        case .connectivityChanged(let isOnline):
          // Back online, the pending favorites go first, then each window's list learns of it
          // and catches up: the account's requests come before any list's.
          let windows = state.windowsInTurn(.connectivityChanged(isOnline: isOnline))
          return .inTurn(isOnline ? [.favorites(.connectionRestored)] + windows : windows)

        case .loggedOut:
          // The stars and the unsent changes were the account's: their owner forgets them and
          // cancels their requests; then each window starts again.
          return .inTurn([.favorites(.accountEnded)] + state.windowsInTurn(.loggedOut))

        case .scenes(.element(_, .delegate(let delegate))):
          // A window's word to the stars — a tap let through its login gate, the server's
          // values loaded — is sent on as the stars'
          // own action, as TCA sends a sibling's logic an action rather than calling its
          // reducer; what it starts answers the app, not the window, so a save outlives the
          // window its star was tapped in.
          return .send(.favorites(FavoritesFeature.Action(delegate)))
        case .sceneConnected(let id):
          // A new window was not there to see a star go back: it starts without the message.
          state.scenes.append(
            ArticlesFeature.State(
              id: id, favorites: state.favorites,
              dismissedFailure: state.favorites.lastFailure.number))
          return .none
        case .sceneClosed(let id):
          // forEach cancels the work of the pages removed.
          state.scenes.remove(id: id)
          return .none
        case .scenes, .favorites:
          return .none
        }
      }
      .forEach(\.scenes, action: .scenes) { ArticlesFeature() }
    }
    .onChange(of: \.savedPages) { _, pages in
      Reduce { _, _ in save(pages) }
    }
  }
}

/// The cases of the app's action as ``ActionCase`` values, written by hand where TCA's
/// `@CasePathable` would generate them.
extension ActionCase where Parent == AppFeature.Action, Child == FavoritesFeature.Action {
  static var favorites: Self {
    Self(
      embed: { .favorites($0) },
      extract: { if case .favorites(let action) = $0 { action } else { nil } })
  }
}

extension AppFeature.State {
  /// `action` for the pages of every window open, in the order the windows opened.
  fileprivate func windowsInTurn(_ action: ArticlesFeature.Action) -> [AppFeature.Action] {
    scenes.map { .scene(id: $0.id, action: action) }
  }
}

extension Effect<AppFeature.Action> {
  /// Sends `actions` one after the other, each with all it causes at once reduced before the
  /// next is sent: the first window starts its work before the second hears of anything, as the
  /// user sees each window ask in the order they opened, whatever each asks.
  fileprivate static func inTurn(_ actions: [AppFeature.Action]) -> Self {
    .run { send in
      for action in actions { await send(action) }
    }
  }
}

extension FavoritesFeature.Action {
  /// What a window's delegate action asks of the account's stars.
  init(_ delegate: ArticlesFeature.Action.Delegate) {
    switch delegate {
    case .favoriteChosen(let isFavorite, let id, let shown, let isOnline):
      self = .favoriteChosen(isFavorite, of: id, shown: shown, isOnline: isOnline)
    }
  }
}

extension ActionCase
where Parent == AppFeature.Action, Child == IdentifiedActionOf<ArticlesFeature> {
  static var scenes: Self {
    Self(
      embed: { .scenes($0) }, extract: { if case .scenes(let action) = $0 { action } else { nil } })
  }
}

extension AppFeature.Action {
  /// `action` for the pages of window `id`: `.scenes(.element(id: id, action: action))`.
  public static func scene(id: SceneID, action: ArticlesFeature.Action) -> Self {
    .scenes(.element(id: id, action: action))
  }
}

extension ActionCase where Parent == AppFeature.Action, Child == ArticlesFeature.Action {
  /// The actions of window `id`, for the store its screens hold.
  public static func scene(_ id: SceneID) -> Self {
    ActionCase<AppFeature.Action, IdentifiedActionOf<ArticlesFeature>>.scenes.element(id)
  }
}
