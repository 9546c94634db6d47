public import ArticleDomain
public import ComposableRuntime

/// The app's root reducer: the account's stars once, above the windows' pages. The UIKit
/// chapter's (`TCAArticles/App/AppFeature.swift`), with its state made observable.
///
/// ```text
/// AppFeature
/// ├── Scope(\.favorites)  FavoritesFeature  the stars and the offline queue: the account's
/// ├── Scope(\.favorites)  FavoritesFeature  a window's delegate actions, the stars' to reduce
/// └── LendingStars        the stars lent to the window an action is for
///     └── Reduce          windows connect and close
///         └── forEach(\.scenes, action: .scenes)  ArticlesFeature  each window's pages
/// ```
///
/// Rule: one owner for the facts. ``State/favorites`` is the one value of the stars; every
/// window's feature reads it through ``ArticlesFeature/State/favorites``, which holds it only
/// for the length of an action of that window (``LendingStars``), and never writes it: it tells
/// the stars what happened with delegate actions. No window keeps a copy that could drift from
/// the others'.
///
/// Rule: a window's work is the window's; a star's save is the account's. `forEach` runs each
/// window's effects under the window's identity, so closing the window (``Action/sceneClosed``)
/// cancels its loads, its search and its detail in the same step. A window's delegate actions
/// (``ArticlesFeature/Action/Delegate``) are scoped to the app's stars, and what they start
/// answers the app as ``Action/favorites(_:)``: a save outlives the window its star was tapped in.
///
/// Rule: the device keeps the first window's pages. The app saves ``State/savedPages``, scene
/// 1's, whenever they change; a window opened later restores and saves nothing. It keeps the
/// account's outbox too (``FavoritesFeature/State/outbox``), which its owner saves whenever it
/// changes.
public struct AppFeature: Reducer {
  public struct State: ObservableState, Equatable, Sendable {
    /// The account's stars and offline queue, for every window. Not observed through the app
    /// (TCA's `@ObservationStateIgnored`): it is lent to a window for each of its actions, and
    /// a view reads the stars' own properties, which their state tells of itself.
    public var favorites = FavoritesFeature.State()

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

    private var _scenes: IdentifiedArrayOf<ArticlesFeature.State> = [
      ArticlesFeature.State(id: .first)
    ]
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    public init() {}

    /// The pages of window `id` as its views show them, with the account's stars; a closed
    /// window's are new pages, which no view shows.
    ///
    /// - Complexity: O(1) to find it; the copy shares the pages' storage and their registrar.
    public subscript(scene id: SceneID) -> ArticlesFeature.State {
      guard var pages = scenes[id: id] else {
        return ArticlesFeature.State(id: id)
      }
      pages.favorites = favorites
      return pages
    }

    /// Moves the app's stars into the pages of the window at `index` and theirs out, as
    /// ``LendingStars`` lends them: the windows' identities stay, so no reader is told.
    mutating func swapStars(withWindowAt index: Int) {
      swap(&favorites, &_scenes[index].favorites)
    }

    /// The pages the device keeps for the next launch: the first window's.
    public var savedPages: SavedPages? {
      // Read in place: `first` would copy the window's whole state twice per action.
      scenes.isEmpty ? nil : scenes[0].savedPages
    }
  }

  public enum Action: Equatable, Sendable {
    /// Another window opened, with new pages.
    case sceneConnected(SceneID)
    /// A window closed: its pages go, and its work with them.
    case sceneClosed(SceneID)
    /// An action of the pages of a window, by the window's id.
    case scenes(IdentifiedActionOf<ArticlesFeature>)
    /// An answer to the account's own work: a favorite's save.
    case favorites(FavoritesFeature.Action)
  }

  public init() {}

  @inline(__always)
  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.favorites, action: .favorites) { FavoritesFeature() }
      // A window's word to the stars — a tap let through its login gate, the server's values
      // loaded, the connection back, the account ended — is reduced on the app's stars in the
      // same step, and what it starts answers the app, not the window.
      Scope(state: \.favorites, action: .windowDelegate) { FavoritesFeature() }
      LendingStars {
        Reduce { state, action in
          switch action {
          case .sceneConnected(let id):
            // A new window was not there to see a star go back: it starts without the message.
            state.scenes.append(
              ArticlesFeature.State(id: id, dismissedFailure: state.favorites.failureNumber))
          case .sceneClosed(let id):
            // forEach cancels the work of the pages removed.
            state.scenes.remove(id: id)
          case .scenes, .favorites:
            break
          }
          return .none
        }
        .forEach(\.scenes, action: .scenes) { ArticlesFeature() }
      }
    }
    .onChange(of: \.savedPages) { _, pages in
      SavePages(pages)
    }
  }
}

extension AppFeature {
  /// Runs `windows` with the account's stars lent to the window an action is for: moved into
  /// that window's ``ArticlesFeature/State/favorites`` for the length of the action, and back
  /// out after. Moved, not copied: the app's own ``State/favorites`` is empty meanwhile — which
  /// is why the reducers that read it run before this one.
  ///
  /// What TCA 1.10 would do with `@Shared` state; before it, a parent lent its shared state to
  /// a child through the child state's accessors. These accessors are the whole of it.
  struct LendingStars<Windows: Reducer>: Reducer
  where Windows.State == State, Windows.Action == Action {
    let windows: Windows

    init(@ReducerBuilder<State, Action> _ windows: () -> Windows) {
      self.windows = windows()
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .scenes(.element(let id, _)) = action, let index = state.scenes.index(id: id)
      else { return windows.reduce(into: &state, action: action) }
      state.swapStars(withWindowAt: index)
      defer { state.swapStars(withWindowAt: index) }
      return windows.reduce(into: &state, action: action)
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

extension ActionCase where Parent == AppFeature.Action, Child == FavoritesFeature.Action {
  /// A window's delegate action as the stars' own, one way: the stars' effects answer the app
  /// as ``AppFeature/Action/favorites(_:)``.
  static var windowDelegate: Self {
    Self(
      embed: { .favorites($0) },
      extract: { action in
        guard case .scenes(.element(_, .delegate(let delegate))) = action else { return nil }
        return FavoritesFeature.Action(delegate)
      })
  }
}

extension FavoritesFeature.Action {
  /// What a window's delegate action asks of the account's stars.
  init(_ delegate: ArticlesFeature.Action.Delegate) {
    switch delegate {
    case .favoriteChosen(let isFavorite, let id, let shown, let isOnline):
      self = .favoriteChosen(isFavorite, of: id, shown: shown, isOnline: isOnline)
    case .articlesLoaded(let articles): self = .serverValuesLoaded(articles)
    case .detailLoaded(let detail): self = .serverValueLoaded(detail.isFavorite, of: detail.id)
    case .connectionRestored: self = .connectionRestored
    case .loggedOut: self = .accountEnded
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
