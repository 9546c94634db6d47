public import ArticleDomain
public import HeadlessUI

/// The composition root of the MVI Articles feature.
///
/// It wires the pattern's loop in one direction:
///
/// ```text
/// pages ──intent──> dispatch ──┐
///                              ├──> execute ──reduce(state, message)──> new state ──> render(state)
/// Task ───result──> report ────┘       └──the work the message asks for──> Task
/// ```
///
/// The store is debuggable in a debug build: it keeps the last ``historyLimit`` transitions
/// `(message, fromState, toState)` for ``ArticlesStore/revert(to:)``.
///
/// With several windows the store is still one, over every window's pages and the account's
/// facts (``AppState``); each window has pages of its own, which render that window's part of
/// each new state and dispatch their intents as that window's.
@MainActor
public final class MVIArticlesApp: HeadlessSceneApp {
  /// How many transitions the app's store keeps for time travel: a hundred in a debug build,
  /// none in a release build.
  ///
  /// Time travel is a developer's tool, and a debug build is where MVI libraries keep it
  /// (MVIKotlin's time-travel store is made for debug builds; a release build makes the plain
  /// store). The history keeps the last hundred messages and one snapshot, the state the oldest
  /// of them met, and replays the pure reducer to show any transition. What it costs, in a
  /// debug build: about one more state and the messages (a page answer holds its page); once
  /// full, each message is reduced a second time, folding the oldest into the snapshot (for a
  /// message that writes the list, an MVI copy of it, since the snapshot shares rows with the
  /// states after it); and a revert replays up to a hundred messages.
  #if DEBUG
    static let historyLimit = 100
  #else
    static let historyLimit = 0
  #endif

  public let window = Window()
  /// The app's one store: every window's pages render its state and dispatch to it.
  let store: ArticlesStore

  /// One window and its pages.
  private struct Scene {
    let window: Window
    let pages: ArticlesPages
  }

  private let environment: ArticleEnvironment
  private var scenes: [SceneID: Scene] = [:]
  private var lastScene = SceneID.first

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    let store = ArticlesStore(environment: environment, historyLimit: Self.historyLimit)
    self.store = store
    // The pages reach the store weakly, and the store this app, so that releasing the app
    // releases everything.
    store.stateDidChange = { [weak self] state in self?.render(state) }
    addScene(.first, in: window)
    // The scene connects: the last run's unanswered changes, then its pages, are read and
    // restored before any link opens.
    store.dispatch(.scene(.first, .connected))
    for object: AnyObject in [self, store] {
      environment.lifetimes.track(object)
    }
  }

  private func addScene(_ id: SceneID, in window: Window) {
    let pages = ArticlesPages(
      environment: environment,
      dispatch: { [weak store] intent in store?.dispatch(.scene(id, intent)) })
    scenes[id] = Scene(window: window, pages: pages)
    environment.lifetimes.track(pages)
  }

  private func render(_ state: AppState) {
    for (id, scene) in scenes.sorted(by: { $0.key < $1.key }) {
      if let sceneState = state.scene(id) { scene.pages.render(sceneState) }
    }
  }

  /// Launches the feature: the store starts listening to the connection, then the pages of
  /// the route appear — the list, or on a cold start the pages of the link opened before.
  public func launch() {
    store.dispatch(.scene(.first, .launched))
    show(.first)
  }

  private func show(_ id: SceneID) {
    guard let scene = scenes[id] else { return }
    scene.window.rootViewController = scene.pages.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Opens `link` by dispatching it: the executor parses it and rejects it, which the reducer
  /// shows, or sends it through the login gate, and the pages follow the route.
  public func open(_ link: String) {
    store.dispatch(.scene(.first, .linkOpened(link)))
  }

  /// Another window: pages of its own in the store's state, and pages on screen that render
  /// them. The device keeps the first window's saved pages only; the store saves no other's.
  public func connectScene() -> Window {
    lastScene = lastScene.next
    let id = lastScene
    let sceneWindow = Window()
    addScene(id, in: sceneWindow)
    store.dispatch(.sceneConnected(id))
    store.dispatch(.scene(id, .launched))
    show(id)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    guard let id = scenes.first(where: { $0.value.window === window })?.key else { return }
    store.dispatch(.scene(id, .linkOpened(link)))
  }

  /// The window closed: its pages leave the state, which cancels its side effects, and its
  /// page controllers go with the window. The account's favorites go on saving.
  public func disconnectScene(of window: Window) {
    guard let (id, _) = scenes.first(where: { $0.value.window === window }) else { return }
    scenes[id] = nil
    store.dispatch(.sceneClosed(id))
    window.tearDown()
  }

  /// Leaves the feature: the store stops first — nothing can change the state or render
  /// again, and every side effect is cancelled — then the windows are torn down.
  public func tearDown() {
    store.stop()
    for (_, scene) in scenes.sorted(by: { $0.key < $1.key }) { scene.window.tearDown() }
  }
}
