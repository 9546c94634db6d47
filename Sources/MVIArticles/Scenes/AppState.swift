import ArticleDomain

/// The store's one state: the account's facts once, and the pages of each window.
///
/// Rule: one owner for the facts. A star lives in ``account``, never in a window's pages, so a
/// star tapped in one window is the star every window renders from the same new state.
struct AppState: Hashable, Sendable {
  var account = AccountState()
  /// The open windows' pages.
  var scenes: [SceneID: ScenePages] = [.first: ScenePages()]

  /// The state of an app whose first window shows nothing yet.
  init() {}

  /// An app whose first window shows `scene`.
  init(_ scene: ArticlesState) {
    account = scene.account
    scenes = [.first: scene.pages]
  }

  /// The open windows, in the order they opened.
  var sceneIDs: [SceneID] { scenes.keys.sorted() }

  /// What window `id` shows with the account's facts, or `nil` once it has closed.
  func scene(_ id: SceneID) -> ArticlesState? {
    scenes[id].map { ArticlesState(pages: $0, account: account) }
  }
}

/// What the pages and the app hand the store of an app with windows: one window's intent, or
/// a window opening or closing.
enum AppIntent: Hashable, Sendable {
  /// An intent of the feature in one window.
  case scene(SceneID, ArticlesIntent)
  /// Another window opened: its pages start as a first launch's.
  case sceneConnected(SceneID)
  /// A window closed: its pages go.
  case sceneClosed(SceneID)
}

/// What the store's side effects report back: an answer to one window's request, or to the
/// account's own request — a favorite saved — which no window waits for.
enum AppResult: Hashable, Sendable {
  case scene(SceneID, ArticlesResult)
  case account(FavoritesResult)
}

/// What the app's reducer reduces, in the order the store handles them: an intent or a result.
enum AppMessage: Hashable, Sendable {
  case intent(AppIntent)
  case result(AppResult)

  /// Window `id`'s `message`.
  static func scene(_ id: SceneID, _ message: ArticlesMessage) -> AppMessage {
    switch message {
    case .intent(let intent): .intent(.scene(id, intent))
    case .result(let result): .result(.scene(id, result))
    }
  }

  /// Whether this is a decision of the executor, applied right after the message it follows
  /// and rendered with it: a request started, what the login gate let through.
  var isDecision: Bool {
    switch self {
    case .result(.scene(_, .list(.started))), .result(.scene(_, .search(.started))),
      .result(.scene(_, .detail(.started))), .result(.scene(_, .login(.started))),
      .result(.scene(_, .login(.carriedOut))), .result(.scene(_, .favorites(.writeStarted))):
      true
    default:
      false
    }
  }

  /// How many articles the message carries, for the history's bound: a page, search results
  /// or the device's cache.
  var carriedRows: Int {
    switch self {
    case .result(.scene(_, .list(.pageLoaded(_, .success(let page), _)))): page.articles.count
    case .result(.scene(_, .search(.answered(_, .success(let page), _)))): page.articles.count
    case .result(.scene(_, .offline(.cacheLoaded(let articles)))): articles.count
    default: 0
    }
  }
}

extension AppIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .scene(let id, let intent): id == .first ? "\(intent)" : "\(id): \(intent)"
    case .sceneConnected(let id): "\(id) connected"
    case .sceneClosed(let id): "\(id) closed"
    }
  }
}

extension AppMessage: CustomStringConvertible {
  var description: String {
    switch self {
    case .intent(let intent): intent.description
    case .result(.scene(let id, let result)): id == .first ? "\(result)" : "\(id): \(result)"
    case .result(.account(let result)): "account: \(result)"
    }
  }
}

/// The root reducer of an app with windows: each window's message reduced by the feature's
/// reducer on that window's pages beside the account's facts.
enum AppReducer {
  /// The new state after `message`.
  static func reduce(state: AppState, message: AppMessage) -> AppState {
    switch message {
    case .intent(.scene(let id, let intent)):
      return reduce(state: state, message: .intent(intent), in: id)
    case .result(.scene(let id, let result)):
      return reduce(state: state, message: .result(result), in: id)
    case .result(.account(let result)):
      // A favorite's answer changes the stars only: the stars' reducer takes it, on no
      // window's pages, and every window renders what it changed.
      var next = state
      next.account.favorites = FavoritesReducer.reduce(
        state: next.account.favorites, message: .result(.favorites(result)))
      return next
    case .intent(.sceneConnected(let id)):
      // A new window was not there to see a star go back: it starts without the message.
      var next = state
      next.scenes[id] = ScenePages(dismissedFailure: next.account.favorites.failureNumber)
      return next
    case .intent(.sceneClosed(let id)):
      var next = state
      next.scenes[id] = nil
      return next
    }
  }

  /// The new state after window `id`'s `message`, reduced by the feature's reducer.
  private static func reduce(state: AppState, message: ArticlesMessage, in id: SceneID)
    -> AppState
  {
    // A closed window's answers find no pages: its side effects were cancelled with it.
    guard let pages = state.scenes[id] else { return state }
    var next = state
    let reduced = ArticlesReducer.reduce(
      state: ArticlesState(pages: pages, account: state.account), message: message)
    next.account = reduced.account
    next.scenes[id] = reduced.pages
    return next
  }
}
