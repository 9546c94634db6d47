public import ArticleDomain

/// The store's one state: the account's facts once, and the pages of each window.
///
/// Rule: one owner for the facts. A star lives in ``account``, never in a window's pages, so a
/// star tapped in one window is the star every window renders from the same new state.
public struct AppState: Hashable, Sendable {
  public var account = AccountState()
  /// The open windows' pages.
  public var scenes: [SceneID: ScenePages] = [.first: ScenePages()]

  /// The state of an app whose first window shows nothing yet.
  public init() {}

  /// An app whose first window shows `scene`.
  public init(_ scene: ArticlesState) {
    account = scene.account
    scenes = [.first: scene.pages]
  }

  /// The open windows, in the order they opened.
  public var sceneIDs: [SceneID] { scenes.keys.sorted() }

  /// What window `id` shows with the account's facts, or `nil` once it has closed.
  public func scene(_ id: SceneID) -> ArticlesState? {
    scenes[id].map { ArticlesState(pages: $0, account: account) }
  }
}

/// What the store of an app with windows is sent: one window's intent, the account's answer,
/// or a window opening or closing.
public enum AppIntent: Hashable, Sendable {
  /// An intent of the feature in one window: its user's, or an answer to its request.
  case scene(SceneID, ArticlesIntent)
  /// An answer to the account's own request — a favorite saved — which no window waits for.
  case account(FavoritesIntent)
  /// Another window opened: its pages start as a first launch's.
  case sceneConnected(SceneID)
  /// A window closed: its pages go.
  case sceneClosed(SceneID)

  /// How many articles the intent carries, for the history's bound.
  var carriedRows: Int {
    switch self {
    case .scene(_, let intent): intent.carriedRows
    case .account, .sceneConnected, .sceneClosed: 0
    }
  }
}

extension AppIntent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .scene(let id, let intent): id == .first ? "\(intent)" : "\(id): \(intent)"
    case .account(let intent): "account: \(intent)"
    case .sceneConnected(let id): "\(id) connected"
    case .sceneClosed(let id): "\(id) closed"
    }
  }
}

/// The root reducer of an app with windows: each window's intent reduced by the feature's
/// reducer on that window's pages beside the account's facts.
///
/// It takes its state `consuming` and hands the window's pages and the account's facts on to
/// the feature's reducer by move, so that the store's state reaches the list's sub-reducer
/// with no second reference to its rows. A caller that keeps the state it passed (the
/// history's replay, a test) gets the same new state, and pays MVI's copy.
public enum AppReducer {
  /// The new state after `intent`.
  public static func reduce(state: consuming AppState, intent: AppIntent) -> AppState {
    var next = state
    switch intent {
    case .scene(let id, let intent):
      // A closed window's answers find no pages: its side effects were cancelled with it.
      guard let pages = next.scenes.removeValue(forKey: id) else { return next }
      let account = take(&next.account, leaving: AccountState())
      let reduced = ArticlesReducer.reduce(
        state: ArticlesState(pages: pages, account: account), intent: intent)
      next.account = reduced.account
      next.scenes[id] = reduced.pages
    case .account(let intent):
      // A favorite's answer changes the stars only: the stars' reducer takes it, on no
      // window's pages, and every window renders what it changed.
      next.account.favorites = FavoritesReducer.reduce(
        state: next.account.favorites, intent: .favorites(intent))
    case .sceneConnected(let id):
      // A new window was not there to see a star go back: it starts without the message.
      next.scenes[id] = ScenePages(dismissedFailure: next.account.favorites.failureNumber)
    case .sceneClosed(let id):
      next.scenes[id] = nil
    }
    return next
  }
}
