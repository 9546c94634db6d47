public import ArticleDomain
public import HeadlessUI

/// The composition root of the MVVM Articles feature.
///
/// It makes the view models and the views and wires them in MVVM's one direction:
///
/// ```text
/// views ──intents──> view models ──> services (tasks the view models own)
///   ^                    │
///   └── observation ─────┘   (views re-render when what they read changes)
/// ```
///
/// ``AppViewModel`` is the root view model (route, login gate);
/// `ArticlesNavigationStack` is the view that shows its route. The list, detail and login
/// pages each bind to their own view model, and list and detail share one favorites store.
/// Those screens live in `Screens/`, the very files the Coordinator chapter compiles: the two
/// chapters differ only in who navigates.
///
/// The account's state lives in the shared models (the favorites store above all) and in the
/// view models that show its stars. A logout replaces every scene's root view model, on new
/// shared models, as a SwiftUI app gives its root view a new identity (`.id(account)`) when the
/// account changes: the old view models go, each cancelling its own work as it goes, and the
/// new lists appear and load as at launch.
///
/// Each window is a scene with a root view model and a navigation view of its own
/// (SwiftUI's `WindowGroup` makes one per window); the scenes' screens share the account's
/// favorites store and network status (``SharedModels/forAnotherScene(environment:)``).
@MainActor
public final class MVVMArticlesApp: HeadlessSceneApp {
  public let window = Window()

  /// One window's root: its view model and the navigation view that shows it.
  private struct Scene {
    let window: Window
    let appViewModel: AppViewModel
    let navigationStack: ArticlesNavigationStack
  }

  private let environment: ArticleEnvironment
  /// The one render pass of every window's views. One queue per window would render the
  /// windows in the order the Observation registrar calls its observers, which differs from
  /// one run to the next.
  private let renderQueue = RenderQueue()
  /// The scenes, the app's own window's first.
  private var scenes: [Scene]
  /// The account's models — the favorites store above all — which every scene shares, made
  /// again at a logout.
  private var account: SharedModels
  private var sessionTask: Task<Void, Never>?

  /// The feature as the MVVM community writes it.
  public init(environment: ArticleEnvironment) {
    self.environment = environment
    let account = SharedModels(environment: environment)
    self.account = account
    // The changes the last run left unanswered come back before any page shows their stars —
    // unless the session ended meanwhile: they were that account's, and go as a logout's do.
    if environment.session.isLoggedIn {
      account.favorites.restoreOutbox()
    } else {
      account.favorites.discardOutbox()
    }
    scenes = [
      Self.makeScene(
        in: window, shared: account, environment: environment, renderQueue: renderQueue)
    ]
    // The scene connects: the last run's pages first, then any link it was launched with.
    scenes[0].appViewModel.restorePages()
    environment.lifetimes.track(self)
    environment.lifetimes.track(renderQueue)
  }

  /// A root view model on `shared`, and the navigation view that shows it in `window`.
  private static func makeScene(
    in window: Window, shared: SharedModels, environment: ArticleEnvironment,
    renderQueue: RenderQueue
  ) -> Scene {
    let appViewModel = AppViewModel(environment: environment, shared: shared)
    let navigationStack = ArticlesNavigationStack(
      appViewModel: appViewModel, environment: environment, renderQueue: renderQueue)
    for object: AnyObject in [appViewModel, navigationStack] {
      environment.lifetimes.track(object)
    }
    return Scene(window: window, appViewModel: appViewModel, navigationStack: navigationStack)
  }

  /// Another window's scene, on the account's models. The device keeps the first window's
  /// pages only, so this scene saves nothing.
  private func makeAnotherScene(in window: Window, account: SharedModels) -> Scene {
    let sceneEnvironment = environment.forLaterScene
    return Self.makeScene(
      in: window, shared: account.forAnotherScene(environment: sceneEnvironment),
      environment: sceneEnvironment, renderQueue: renderQueue)
  }

  /// Shows the list, or — after ``open(_:)`` on a cold start — the link's pages straight away.
  public func launch() {
    // Subscribed now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionTask = Task { [weak self] in
      for await _ in logouts { self?.sessionEnded() }
    }
    // Online, the changes the outbox brought back go out before the first load.
    if environment.connectivity.isOnline {
      account.favorites.sendPendingChanges()
    }
    show(scenes[0])
  }

  private func show(_ scene: Scene) {
    scene.appViewModel.start()
    scene.navigationStack.start()
    scene.window.rootViewController = scene.navigationStack.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Logged out: the saved rows go, and a new root takes every window, on new shared models.
  /// The old view models and shared models go once the windows and this app let go of them,
  /// cancelling their work.
  private func sessionEnded() {
    environment.trace.record(.action, "logged out")
    for scene in scenes { scene.navigationStack.stop() }
    account.favorites.discardOutbox()
    environment.cache.clear()
    let account = SharedModels(environment: environment)
    self.account = account
    scenes = scenes.enumerated().map { index, scene in
      index == 0
        ? Self.makeScene(
          in: scene.window, shared: account, environment: environment, renderQueue: renderQueue)
        : makeAnotherScene(in: scene.window, account: account)
    }
    scenes.forEach(show)
  }

  public func open(_ link: String) {
    scenes[0].appViewModel.open(link)
  }

  /// Another window: a new root on the account's models, showing the list.
  public func connectScene() -> Window {
    let sceneWindow = Window()
    let scene = makeAnotherScene(in: sceneWindow, account: account)
    scenes.append(scene)
    show(scene)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    scenes.first { $0.window === window }?.appViewModel.open(link)
  }

  /// The window closed: its navigation stops and the window lets go of its pages; its view
  /// models go with it, each cancelling its own work. The account's models stay.
  public func disconnectScene(of window: Window) {
    guard let index = scenes.firstIndex(where: { $0.window === window }) else { return }
    let scene = scenes.remove(at: index)
    scene.navigationStack.stop()
    scene.window.tearDown()
  }

  /// Leaves the feature: the account's saves still in flight are cancelled, the windows let go
  /// of the pages and the navigation stops following the route; every view model goes with
  /// them, each cancelling its own work as it goes (see `AppViewModel`).
  public func tearDown() {
    sessionTask?.cancel()
    account.favorites.stop()
    for scene in scenes {
      scene.navigationStack.stop()
      scene.window.tearDown()
    }
  }
}
