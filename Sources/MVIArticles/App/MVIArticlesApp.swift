public import ArticleDomain
public import HeadlessUI

/// The composition root of the MVI Articles feature.
///
/// It wires the pattern's loop in one direction:
///
/// ```text
/// pages ──intent──> ArticlesStore.dispatch ──reduce(state, intent)──> new state
///   ^                    │                                               │
///   │                    └──handleSideEffect ──> Task ──result intent──> dispatch
///   └──────────────────── render(state) <──── stateDidChange ────────────┘
/// ```
///
/// The store is debuggable: it keeps the last ``historyLimit`` transitions
/// `(intent, fromState, toState)` for ``ArticlesStore/revert(to:)``.
@MainActor
public final class MVIArticlesApp: HeadlessApp {
  /// How many transitions the app's store keeps for time travel.
  ///
  /// Bounded, and cheap enough to ship: the history keeps the last hundred intents and one
  /// snapshot, the state the oldest of them met, and replays the pure reducer to show any
  /// transition — about one more state and the intents (a page answer holds its page), where
  /// keeping `(intent, fromState, toState)` kept a copy of the list per page or refresh. What
  /// it costs: once full, each intent is reduced a second time, folding the oldest into the
  /// snapshot (for an intent that writes the list, one more MVI copy of it), and a revert
  /// replays up to a hundred intents.
  public static let historyLimit = 100

  public let window = Window()
  /// The feature's one store. Exposed for time travel and inspection; the harness acts
  /// through ``window`` only.
  public let store: ArticlesStore

  private let pages: ArticlesPages

  public init(environment: ArticleEnvironment) {
    let store = ArticlesStore(environment: environment, historyLimit: Self.historyLimit)
    // The pages reach the store weakly, and the store its pages, so that releasing the app
    // releases everything.
    let pages = ArticlesPages(environment: environment) { [weak store] intent in
      store?.dispatch(intent)
    }
    store.stateDidChange = { [weak pages] state in pages?.render(state) }
    self.store = store
    self.pages = pages
    // The scene connects: the last run's pages are restored before any link opens.
    store.restorePages()
    for object: AnyObject in [self, store, pages] {
      environment.lifetimes.track(object)
    }
  }

  /// Launches the feature: the store starts listening to the connection, then the pages of
  /// the route appear — the list, or on a cold start the pages of the link opened before.
  public func launch() {
    store.dispatch(.launched)
    window.rootViewController = pages.navigation
    window.makeKeyAndVisible()
  }

  /// Opens `link` by dispatching it: the reducer parses it, rejects it visibly or waits for
  /// the login gate, and the pages follow the route.
  public func open(_ link: String) {
    store.dispatch(.linkOpened(link))
  }

  /// Leaves the feature: the store stops first — nothing can change the state or render
  /// again, and every side effect is cancelled — then the window is torn down.
  public func tearDown() {
    store.stop()
    window.tearDown()
  }
}
