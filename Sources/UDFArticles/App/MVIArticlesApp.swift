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
  private let trace: Trace

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
    self.trace = environment.trace
    for object: AnyObject in [self, store, runner, screens] {
      environment.lifetimes.track(object)
    }
  }

  public func launch() {
    window.rootViewController = screens.navigation
    window.makeKeyAndVisible()
  }

  /// Deep links come with behaviour 7; until then a link is traced and ignored.
  public func open(_ link: String) {
    trace.record(.action, "open(\"\(link)\") ignored: deep links are not implemented yet")
  }

  /// Leaves the feature: the store stops, every running effect is cancelled, the window is
  /// torn down — in that order, so that nothing renders after the user left.
  public func tearDown() {
    store.stop()
    runner.cancelAll()
    window.tearDown()
  }
}
