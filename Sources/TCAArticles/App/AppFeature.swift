public import ArticleDomain
public import ComposableRuntime

/// The app's root reducer: the account's stars once, above the windows' pages. One file for
/// both TCA-style chapters, its state observable as the windows' pages are.
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
/// (``ArticlesFeature/State/favorites``), hands them to its list and its detail, and reads them
/// as they are now. What the server says of a star the list or the detail takes in where the
/// answer arrives, a plain change written with the stars' own rule (`Stars.absorb`); what starts
/// work — a choice, which sends a request — a window tells the stars with a delegate action. No window keeps a copy that could drift from the others'.
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
        // Every action of a window writes the windows back through this setter (`forEach`'s
        // key path), so the identities are compared in place, with nothing allocated.
        let isSameWindows = _$isIdentityEqual(newValue, _scenes)
        _scenes = newValue
        _$observationRegistrar.didReplace(self, keyPath: \.scenes, if: !isSameWindows)
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

    /// The pages of window `id` as its pages show them; a closed window's are new pages, which
    /// no page shows.
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

  @Dependency(\.pageStore) var pageStore
  @Dependency(\.connectivity) var connectivity
  @Dependency(\.session) var session

  public init() {}
}
