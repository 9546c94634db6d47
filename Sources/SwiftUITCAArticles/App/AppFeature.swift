public import ArticleDomain
public import ComposableRuntime

/// The app's root reducer: the account's stars once, above the windows' pages. The UIKit
/// chapter's tree (`TCAArticles/App/AppFeature.swift`), with its state made observable.
///
/// ```text
/// AppFeature
/// ├── Scope(\.favorites)  FavoritesFeature  the stars and the offline queue: the account's
/// ├── Reduce              the connection, heard once and written where every feature reads
/// │   │                   it; back online and after a logout, the stars told, then every
/// │   │                   window in turn; a window's choices, sent on to the stars; windows
/// │   │                   connect and close
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
/// The app listens to them once (``Action/launched``). Whether the device is online it writes
/// in one `@Shared` value, ``State/isOnline``, which the stars and every window's list and
/// search read: nobody keeps a copy, and nothing is relayed to say it. Going offline starts
/// nothing. Back online, the stars send what waited before any window's list catches up; after
/// a logout, the stars and the unsent changes go before every window starts again. The order is
/// the app's to say, in one place.
///
/// Rule: the device keeps the first window's pages. The app saves ``State/savedPages``, scene
/// 1's, whenever they change; a window opened later restores and saves nothing. It keeps the
/// account's outbox too (``FavoritesFeature/Stars/outbox``), which its owner saves whenever it
/// changes.
public struct AppFeature: Reducer {
  public struct State: ObservableState, Equatable, Sendable {
    /// Whether the device is online: the app's to write, as it hears the connection; the stars
    /// and every window's list and search read it. Not observed through the app's registrar,
    /// as the stars are not: views observe the shared value itself.
    @Shared public var isOnline: Bool
    /// The account's stars, offline queue and last failure, shared with every window. Not
    /// observed through the app's registrar (TCA's `@ObservationStateIgnored`): its shared
    /// references never change, and views observe their values.
    public var favorites: FavoritesFeature.State

    /// Each window's pages, in the order the windows opened: scene 1, the app's own, first.
    /// An identified array, as the composable architecture keeps a feature's elements: a
    /// window's action finds its pages by id in O(1).
    ///
    /// Observed by the windows' identities, as TCA observes a collection of observable state:
    /// a change inside a window's pages is told by the pages' own state; a window opened or
    /// closed, or its pages started again (a logout), tells every reader.
    public var scenes: IdentifiedArrayOf<ArticlesFeature.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.scenes)
        return _scenes
      }
      set {
        let windows = _scenes.map(\._$id)
        _scenes = newValue
        _$observationRegistrar.didReplace(
          self, keyPath: \.scenes, if: !_scenes.map(\._$id).elementsEqual(windows))
      }
      _modify {
        let windows = _scenes.map(\._$id)
        yield &_scenes
        _$observationRegistrar.didReplace(
          self, keyPath: \.scenes, if: !_scenes.map(\._$id).elementsEqual(windows))
      }
    }

    private var _scenes: IdentifiedArrayOf<ArticlesFeature.State>
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    public init() {
      let isOnline = Shared(value: true)
      _isOnline = isOnline
      favorites = FavoritesFeature.State(isOnline: SharedReader(isOnline))
      _scenes = [
        ArticlesFeature.State(
          id: .first, favorites: favorites.$stars,
          lastFailure: SharedReader(favorites.$lastFailure),
          isOnline: SharedReader(isOnline))
      ]
    }

    /// The pages of window `id` as its views show them; a closed window's are new pages, which
    /// no view shows.
    ///
    /// - Complexity: O(1) to find it; the copy shares the pages' storage and their registrar.
    public subscript(scene id: SceneID) -> ArticlesFeature.State {
      scenes[id: id] ?? newPages(id)
    }

    /// New pages for window `id`, reading the account's stars and the device's connection.
    func newPages(_ id: SceneID, dismissedFailure: Int = 0) -> ArticlesFeature.State {
      ArticlesFeature.State(
        id: id, favorites: favorites.$stars, lastFailure: SharedReader(favorites.$lastFailure),
        isOnline: SharedReader($isOnline), dismissedFailure: dismissedFailure)
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
    /// The app launched: listen to the connection and the session, once for every window, and
    /// launch the first window's pages.
    case launched
    /// The connection's status changed: the device's, written in ``State/isOnline``.
    case connectivityChanged(isOnline: Bool)
    /// The session ended: the user logged out on the account screen, or the server ended it.
    case loggedOut
    /// Another window opened, with new pages, which launch as it shows.
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
          state.$isOnline.withLock { $0 = connectivity.isOnline }
          return .merge(
            // Online at launch, the changes the outbox brought back go out before any load.
            state.isOnline ? .send(.favorites(.connectionRestored)) : .none,
            .run { send in
              for await isOnline in changes {
                await send(.connectivityChanged(isOnline: isOnline))
              }
            }
            .cancellable(id: CancelID.connectivity),
            .run { send in
              for await _ in logouts { await send(.loggedOut) }
            }
            .cancellable(id: CancelID.session),
            // Then the first window's pages launch: the event is the app's, the pages its own.
            .send(.scene(id: .first, action: .launched)))

        case .connectivityChanged(let isOnline):
          guard isOnline != state.isOnline else { return .none }
          // Every reader sees the new status in this step: each window's banner, and the
          // search, the list and the stars when they next decide whether to ask.
          state.$isOnline.withLock { $0 = isOnline }
          guard isOnline else { return .none }
          // Back online, the pending favorites go first, then each window's list catches up:
          // the account's requests come before any list's.
          return .inTurn(
            [.favorites(.connectionRestored)] + state.windowsInTurn(.list(.connectionRestored)))

        case .loggedOut:
          // The stars and the unsent changes were the account's: their owner forgets them and
          // cancels their requests; then each window starts again.
          return .inTurn([.favorites(.accountEnded)] + state.windowsInTurn(.loggedOut))

        case .scenes(.element(_, .delegate(let delegate))):
          // A window's choice of a star, let through its login gate, is sent on as the stars'
          // own action, as TCA sends a sibling's logic an action rather than calling its
          // reducer; what it starts answers the app, not the window, so a save outlives the
          // window its star was tapped in.
          return .send(.favorites(FavoritesFeature.Action(delegate)))
        case .sceneConnected(let id):
          // A new window was not there to see a star go back: it starts without the message.
          state.scenes.append(
            state.newPages(id, dismissedFailure: state.favorites.lastFailure.number))
          return .send(.scene(id: id, action: .launched))
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
    case .favoriteChosen(let isFavorite, let id, let shown):
      self = .favoriteChosen(isFavorite, of: id, shown: shown)
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
