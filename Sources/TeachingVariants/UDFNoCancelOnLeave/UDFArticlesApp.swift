public import ArticleDomain
public import HeadlessUI

/// The composition root of the UDF Articles feature, with the inout store.
///
/// It wires the pattern's objects in one direction:
///
/// ```text
/// views ──action──> Store ──reduce(&state, action)──> effects ──> EffectRunner
///   ^                 │                                               │
///   └──render(state)──┘ <────────────── answers, as actions ──────────┘
/// ```
@MainActor
public final class UDFArticlesApp: HeadlessApp {
  public let window = Window()
  /// The feature's one store. Exposed for time travel (`store.revert(to:)`) and inspection;
  /// the harness acts through ``window`` only.
  public let store: Store<ArticlesState, ArticlesAction, ArticlesEffect>

  private let runner: EffectRunner
  private let screens: ArticlesScreens

  /// How many steps the app's store keeps for time travel: the store's default bound.
  ///
  /// A shipping app can keep it: the history holds the last actions and one snapshot, the
  /// state at its oldest step, and replays the reducer to revert — about one more state and a
  /// hundred actions, not a state per action; the actions' pages are bounded too
  /// (``ArticlesFeature/historyRows``). What it costs: each action once the history is
  /// full is reduced a second time, on the snapshot, and a revert replays up to a hundred.
  public static let historyLimit = Store<ArticlesState, ArticlesAction, ArticlesEffect>
    .defaultHistoryLimit

  /// The app running the feature's reducer, for the session's user.
  public required convenience init(environment: ArticleEnvironment) {
    let state = ArticlesState(isLoggedIn: environment.session.isLoggedIn)
    self.init(
      environment: environment,
      store: Store(
        initialState: state, reducer: ArticlesFeature.reducer, historyLimit: Self.historyLimit,
        historyRows: ArticlesFeature.historyRows))
  }

  /// The app around `store`, which holds the initial state.
  init(environment: ArticleEnvironment, store: Store<ArticlesState, ArticlesAction, ArticlesEffect>)
  {
    let runner = EffectRunner(environment: environment)
    let screens = ArticlesScreens(
      environment: environment, state: { [weak store] in store?.state },
      send: { [weak store] action in store?.send(action) })
    // The store owns the runner; the runner and the screens reach the store weakly, so that
    // releasing the app releases everything.
    store.runEffects = { effects in runner.run(effects) }
    store.willReduce = { [weak screens] action, state in screens?.trace(action, meeting: state) }
    store.didChange = { [weak screens] state in screens?.render(state) }
    runner.send = { [weak store] action in store?.send(action) }

    self.store = store
    self.runner = runner
    self.screens = screens
    // The scene connects: the last run's pages are restored before any link opens.
    store.send(.launch(.connected))
    for object: AnyObject in [self, store, runner, screens] {
      environment.lifetimes.track(object)
    }
  }

  /// Launches the feature: the store starts listening to the connection, then the pages of
  /// the route appear — the list, or on a cold start the pages of the link opened before.
  public func launch() {
    store.send(.launch(.launched))
    window.rootViewController = screens.navigation
    window.makeKeyAndVisible()
  }

  /// Opens `link` by sending it to the store: the reducer parses it, rejects it visibly or
  /// sets the route, and the screens follow the route. Before ``launch()`` (a cold start) the
  /// route is set before any page appears.
  public func open(_ link: String) {
    store.send(.deepLink(.opened(link)))
  }

  /// Leaves the feature: the store stops first, so that nothing — a page disappearing during
  /// the window's teardown, an answer arriving late — can change the state or render; then
  /// every running effect is cancelled and the window torn down.
  public func tearDown() {
    // Teaching variant: leaving only closes the window — the store keeps reducing and its
    // effects keep running. The correct file stops the store and cancels every effect first:
    // `store.stop()`, `runner.cancelAll()`.
    window.tearDown()
  }
}
