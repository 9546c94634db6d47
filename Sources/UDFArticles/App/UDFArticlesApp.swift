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
///
/// With several windows the store is still one: its state holds the account's facts once and
/// each window's pages (``AppState``), and every action says its window. Each window has its
/// screens and an effect runner of its own, whose answers come back as that window's actions;
/// closing the window cancels its runner. The account's own work — a favorite being saved —
/// runs in the account's runner, which outlives every window but the app.
@MainActor
public final class UDFArticlesApp: HeadlessSceneApp {
  public let window = Window()
  /// The app's one store. Exposed for time travel (`store.revert(to:)`) and inspection;
  /// the harness acts through ``window`` only.
  public let store: Store<AppState, AppAction, AppEffect>

  /// One window: its screens and the runner of its effects.
  private struct Scene {
    let window: Window
    let screens: ArticlesScreens
    let runner: EffectRunner
  }

  private let environment: ArticleEnvironment
  /// Runs the account's effects: the favorites' saves.
  private let accountRunner: EffectRunner
  private var scenes: [SceneID: Scene] = [:]
  private var lastScene = SceneID.first

  /// How many steps the app's store keeps for time travel: the store's default bound in a
  /// debug build, none in a release build.
  ///
  /// Time travel is a development tool, as Redux DevTools is an enhancer a Redux app installs
  /// in development only. In a debug build the history holds the last actions and one
  /// snapshot, the state at its oldest step, and replays the reducer to revert — about one
  /// more state and a hundred actions; the actions' pages are bounded too
  /// (``AppFeature/historyRows``). What it costs there: each action once the history is full
  /// is reduced a second time, on the snapshot. A release build records nothing and reduces
  /// each action once.
  public static var historyLimit: Int {
    #if DEBUG
      Store<AppState, AppAction, AppEffect>.defaultHistoryLimit
    #else
      0
    #endif
  }

  /// The app running the feature's reducer, for the session's user.
  public required convenience init(environment: ArticleEnvironment) {
    let state = AppState(isLoggedIn: environment.session.isLoggedIn)
    self.init(
      environment: environment,
      store: Store(
        initialState: state, reducer: AppFeature.reducer, historyLimit: Self.historyLimit,
        historyRows: AppFeature.historyRows))
  }

  /// The app around `store`, which holds the initial state.
  init(environment: ArticleEnvironment, store: Store<AppState, AppAction, AppEffect>) {
    self.environment = environment
    self.store = store
    accountRunner = EffectRunner(environment: environment)
    // The store owns the runners; the runners and the screens reach the store weakly, so that
    // releasing the app releases everything.
    accountRunner.send = { [weak store] action in store?.send(.account(action)) }
    store.runEffects = { [weak self] effects in self?.run(effects) }
    // A logger middleware: every action to the debug log, by its cases only.
    let debugLog = environment.debugLog
    store.willReduce = { [weak self] action, state in
      debugLog.write(ActionName.of(action))
      self?.trace(action, meeting: state)
    }
    store.didChange = { [weak self] state in self?.render(state) }
    addScene(.first, in: window, environment: environment)
    // The scene connects: the last run's pages are restored before any link opens.
    store.send(.scene(.first, .launch(.connected)))
    for object: AnyObject in [self, store, accountRunner] {
      environment.lifetimes.track(object)
    }
  }

  /// The screens and runner of window `id`, on `environment`.
  private func addScene(_ id: SceneID, in window: Window, environment: ArticleEnvironment) {
    let runner = EffectRunner(environment: environment)
    let screens = ArticlesScreens(
      environment: environment, state: { [weak store] in store?.state.scene(id) },
      send: { [weak store] action in store?.send(.scene(id, action)) })
    runner.send = { [weak store] action in store?.send(.scene(id, action)) }
    scenes[id] = Scene(window: window, screens: screens, runner: runner)
    for object: AnyObject in [runner, screens] {
      environment.lifetimes.track(object)
    }
  }

  /// Runs each effect where the reducer said: in its window's runner or the account's.
  private func run(_ effects: [AppEffect]) {
    for effect in effects {
      switch effect.runner {
      case .account: accountRunner.run([effect.effect])
      case .scene(let id): scenes[id]?.runner.run([effect.effect])
      }
    }
  }

  private func trace(_ action: AppAction, meeting state: AppState) {
    switch action {
    case .scene(let id, let sceneAction):
      if let scene = scenes[id], let sceneState = state.scene(id) {
        scene.screens.trace(sceneAction, meeting: sceneState)
      }
    case .account, .sceneConnected, .sceneClosed:
      environment.trace.record(.action, "\(action)")
    }
  }

  private func render(_ state: AppState) {
    for (id, scene) in scenes.sorted(by: { $0.key < $1.key }) {
      if let sceneState = state.scene(id) { scene.screens.render(sceneState) }
    }
  }

  /// Launches the feature: the store starts listening to the connection, then the pages of
  /// the route appear — the list, or on a cold start the pages of the link opened before.
  public func launch() {
    store.send(.scene(.first, .launch(.launched)))
    show(.first)
  }

  private func show(_ id: SceneID) {
    guard let scene = scenes[id] else { return }
    scene.window.rootViewController = scene.screens.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Opens `link` by sending it to the store: the reducer parses it, rejects it visibly or
  /// sets the route, and the screens follow the route. Before ``launch()`` (a cold start) the
  /// route is set before any page appears.
  public func open(_ link: String) {
    store.send(.scene(.first, .deepLink(.opened(link))))
  }

  /// Another window: pages of its own in the store, and its own screens and runner. The
  /// device keeps the first window's pages only, so this window's runner saves nothing.
  public func connectScene() -> Window {
    lastScene = lastScene.next
    let id = lastScene
    let sceneWindow = Window()
    addScene(id, in: sceneWindow, environment: environment.forLaterScene)
    store.send(.sceneConnected(id))
    store.send(.scene(id, .launch(.connected)))
    store.send(.scene(id, .launch(.launched)))
    show(id)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    guard let id = scenes.first(where: { $0.value.window === window })?.key else { return }
    store.send(.scene(id, .deepLink(.opened(link))))
  }

  /// The window closed: its pages leave the store, which has its runner cancel its work, and
  /// its screens go with the window. The account's runner goes on saving.
  public func disconnectScene(of window: Window) {
    guard let id = scenes.first(where: { $0.value.window === window })?.key else { return }
    store.send(.sceneClosed(id))
    scenes[id] = nil
    window.tearDown()
  }

  /// Leaves the feature: the store stops first, so that nothing — a page disappearing during
  /// the window's teardown, an answer arriving late — can change the state or render; then
  /// every running effect is cancelled and the windows torn down.
  public func tearDown() {
    store.stop()
    accountRunner.cancelAll()
    for (_, scene) in scenes.sorted(by: { $0.key < $1.key }) {
      scene.runner.cancelAll()
      scene.window.tearDown()
    }
  }
}
