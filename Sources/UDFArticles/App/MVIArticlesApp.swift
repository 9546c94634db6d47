public import ArticleDomain
public import HeadlessUI

/// The composition root of the Articles feature with the MVI store flavour.
///
/// Everything but the store is the same as in ``UDFArticlesApp``: the same feature logic (the
/// ``MVIReducer`` is derived from the same inout reducer), the same effect runner, the same
/// screens. Only the state change differs:
///
/// ```text
/// views ──intent──> MVIStore ──state = reduce(state, intent)──> new state ──render──> views
///                       └──side effects──> EffectRunner ──answers, as intents──┘
/// ```
///
/// ``init(environment:reducer:)`` takes the same inout ``ArticlesReducer`` as the UDF app and
/// derives the MVI reducer from it, so one test override (such as a reducer without the
/// revision guard) changes both flavours alike.
@MainActor
public final class MVIArticlesApp: HeadlessApp {
  public let window = Window()
  /// The feature's one store, in MVI form. Exposed for time travel and inspection; the harness
  /// acts through ``window`` only.
  public let store: MVIStore<ArticlesState, ArticlesAction, ArticlesEffect>

  private let runner: EffectRunner
  private let screens: ArticlesScreens

  /// The app running the feature's own logic.
  public convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, reducer: ArticlesFeature.reducer)
  }

  /// The app running `reducer`, in MVI form: the MVI reducer is `MVIReducer(reducer)`.
  public init(environment: ArticleEnvironment, reducer: ArticlesReducer) {
    let store = MVIStore(initialState: ArticlesState(), reducer: MVIReducer(reducer))
    let runner = EffectRunner(environment: environment)
    let screens = ArticlesScreens(environment: environment) { [weak store] intent in
      store?.send(intent)
    }
    // The same ownership as the UDF app: the store owns the runner, everything else reaches
    // the store weakly.
    store.runEffects = { sideEffects in runner.run(sideEffects) }
    store.willReduce = { [weak screens] intent, state in screens?.trace(intent, meeting: state) }
    store.didChange = { [weak screens] state in screens?.render(state) }
    runner.send = { [weak store] intent in store?.send(intent) }

    self.store = store
    self.runner = runner
    self.screens = screens
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

  /// Leaves the feature: the store stops, every running effect is cancelled, the window is
  /// torn down — in that order, so that nothing renders after the user left.
  public func tearDown() {
    store.stop()
    runner.cancelAll()
    window.tearDown()
  }
}
