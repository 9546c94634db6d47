public import ArticleDomain
import ComposableRuntime
public import HeadlessUI

/// The composition root of the TCA-style Articles feature.
///
/// ```text
/// pages ──action──> scoped stores ──> Store(AppFeature) ──reduce(into: &state)──> Effect
///   ^                                      │                                     │
///   └──────────observe { store.x }─────────┘ <─ send(action), unless cancelled ──┘
/// ```
///
/// The store gets the environment's ports as dependencies (``DependencyValues/use(_:)``), so
/// the reducers never see the environment itself, and the runtime's warnings — an effect's
/// unhandled error, an action for a child that is gone — go to the environment's trace. Every
/// action goes to the debug log by its cases and to the trace whole, through the app's own
/// logging reducers (``Reducer/loggingActionNames(to:)``, ``Reducer/tracingActions(to:)``): by
/// reducers, not by the store.
///
/// With several windows the store is still one (``AppFeature``): each window's screens hold a
/// store scoped to that window's pages, `store.scope(state: \.[scene: id], action: .scene(id))`,
/// and observe it.
@MainActor
public final class TCAArticlesApp: HeadlessSceneApp {
  public let window = Window()
  /// The app's store: every window's screens hold stores scoped from it.
  let store: Store<AppFeature.State, AppFeature.Action>

  /// One window: its screens, and whether they observe the store yet.
  private struct Scene {
    let window: Window
    let screens: ArticlesScreens
    var isObserving = false
  }

  private let environment: ArticleEnvironment
  private var scenes: [SceneID: Scene] = [:]
  private var lastScene = SceneID.first

  public init(environment: ArticleEnvironment) {
    let trace = environment.trace
    let store = Store(initialState: AppFeature.State()) {
      // Teaching variant: every action printed whole, as `_printChanges()` does by default —
      // the query typed and the titles of every page answered with it. The correct file logs
      // with the app's own `.loggingActionNames(to:)`: the cases only.
      AppFeature()
        ._printChanges(
          _ReducerPrinter { [debugLog = environment.debugLog] action in
            debugLog.write("received action: \(action)")
          }
        )
        .tracingActions(to: trace)
    } withDependencies: { values in
      values.use(environment)
      values.reportIssue = { message, _ in trace.record(.runtimeWarning, message) }
    }
    self.environment = environment
    self.store = store
    addScene(.first, in: window)
    // The scene connects with what the last run left on the device, as UIKit hands a scene its
    // restoration: restored before any link opens.
    store.send(
      .sceneWillConnect(
        savedOutbox: environment.outbox.loadOutbox(),
        savedPages: environment.restoration.loadPages()))
    for object: AnyObject in [self, store] {
      environment.lifetimes.track(object)
    }
  }

  /// The screens of window `id`, on a store scoped to its pages. The pages hold child stores
  /// of the app's; the store's observer reaches the screens weakly: releasing the app
  /// releases everything.
  private func addScene(_ id: SceneID, in window: Window) {
    let screens = ArticlesScreens(
      store: store.scope(state: \.[scene: id], action: .scene(id)), environment: environment)
    scenes[id] = Scene(window: window, screens: screens)
  }

  /// Starts listening to the connection and shows the pages of the state: the list, or on a
  /// cold start the pages of the link opened before.
  public func launch() {
    store.send(.launched)
    show(.first)
  }

  private func show(_ id: SceneID) {
    observeStore(in: id)
    guard let scene = scenes[id] else { return }
    scene.window.rootViewController = scene.screens.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Opens `link` by sending it to the store; before ``launch()`` the route is set before any
  /// page appears.
  public func open(_ link: String) {
    store.send(.scene(id: .first, action: .linkOpened(link)))
    observeStore(in: .first)
  }

  /// Another window: pages of its own in the store, which launch as the first window's did,
  /// and screens of its own.
  public func connectScene() -> Window {
    lastScene = lastScene.next
    let id = lastScene
    let sceneWindow = Window()
    addScene(id, in: sceneWindow)
    store.send(.sceneConnected(id))
    show(id)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    guard let id = scenes.first(where: { $0.value.window === window })?.key else { return }
    store.send(.scene(id: id, action: .linkOpened(link)))
    observeStore(in: id)
  }

  /// The window closed: its pages leave the store, which cancels their work; its screens go
  /// with the window. The stars' saves are the app's, and go on.
  public func disconnectScene(of window: Window) {
    guard let (id, _) = scenes.first(where: { $0.value.window === window }) else { return }
    scenes[id] = nil
    store.send(.sceneClosed(id))
    window.tearDown()
  }

  /// Leaves the feature: the store stops first — every effect cancelled, nothing reduced or
  /// rendered afterwards — then the windows go.
  public func tearDown() {
    store.tearDown()
    for id in scenes.keys.sorted() { scenes[id]?.window.tearDown() }
  }

  /// Shows window `id`'s pages from its scoped store, now and whenever what they read of it
  /// changes; the windows render in the order they opened, the order they began observing.
  private func observeStore(in id: SceneID) {
    guard let scene = scenes[id], !scene.isObserving else { return }
    scenes[id]?.isObserving = true
    scene.screens.observe()
  }
}
