public import ArticleDomain
public import HeadlessUI

/// The composition root of the VIPER Articles feature.
///
/// It builds what the modules share — the app's status and the favorites store — and the app's
/// router, which assembles the list module. Each screen is one VIPER module:
///
/// ```text
///             ┌──────────── weak ─────────────┐
///             v                               │
/// View ──> Presenter ──> Interactor ──> services (FavoritesStore, AppStatus), entities, ports
///             │   ^           │
///             │   └── weak ───┘ (interactor output)
///             v
///           Router ── weak ──> View controller;  Router ──> AppRouter (links, login)
/// ```
///
/// The view owns the module: when a page goes, its presenter, interactor and router go with it.
///
/// The account's state is the favorites store, the data store the modules share. The device's
/// is the app's status. A logout stops the favorites store and builds the account's part again:
/// a new store, and for every scene a new app router, which installs a new list module as the
/// window's root — as a VIPER app's root wireframe does when the session ends. The old modules
/// go with their pages, each interactor cancelling its work as it goes.
///
/// Each window is a scene with its own app router and status (its own rejected link), on the
/// account's one favorites store: a star tapped in one window shows in every window, and a
/// save outlives the window it was tapped in.
@MainActor
public final class VIPERArticlesApp: HeadlessSceneApp {
  public let window = Window()

  /// One window, its router and its status.
  private struct Scene {
    let window: Window
    let status: AppStatus
    let router: AppRouter
  }

  private let environment: ArticleEnvironment
  /// The device's status: the connection, for every scene.
  private let status: AppStatus
  private var favorites: FavoritesStore
  /// The scenes, the app's own window's first.
  private var scenes: [Scene] = []
  private var sessionListener: Task<Void, Never>?

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    status = AppStatus(environment: environment)
    // Read before the root module saves its own pages over them.
    let saved = environment.restoration.loadPages()
    favorites = Self.makeFavorites(environment: environment, status: status)
    // The changes the last run left unanswered come back before any module shows their stars —
    // unless the session ended meanwhile: they were that account's, and go as a logout's do.
    if environment.session.isLoggedIn {
      favorites.restoreOutbox()
    } else {
      favorites.discardOutbox()
    }
    scenes = [assembleScene(in: window, environment: environment)]
    // The scene connects: the last run's pages first, then any link it was launched with.
    scenes[0].router.restorePages(from: saved)
    // Back online, the favorites made offline are sent before the device's status tells any
    // scene, so the lists' refreshed rows already include them: the order is said here.
    status.onBackOnline = { [weak self] in self?.favorites.sendPendingChanges() }
    for object: AnyObject in [self, status] {
      environment.lifetimes.track(object)
    }
  }

  private static func makeFavorites(
    environment: ArticleEnvironment, status: AppStatus
  ) -> FavoritesStore {
    let favorites = FavoritesStore(environment: environment, status: status)
    environment.lifetimes.track(favorites)
    return favorites
  }

  /// One scene on the account's favorites store: its status, and its app router, which
  /// installs a list module as `window`'s root.
  private func assembleScene(in window: Window, environment: ArticleEnvironment) -> Scene {
    let sceneStatus = AppStatus(following: status)
    let router = AppRouter(
      dependencies: ModuleDependencies(
        environment: environment, favorites: favorites, status: sceneStatus))
    for object: AnyObject in [sceneStatus, router] {
      environment.lifetimes.track(object)
    }
    router.installRootModule(in: window)
    return Scene(window: window, status: sceneStatus, router: router)
  }

  /// Shows the pages: the list, or on a cold start the pages of the link opened before.
  public func launch() {
    environment.trace.record(.route, "launch")
    // Asked for now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionListener = Task { [weak self] in
      for await _ in logouts { self?.sessionDidEnd() }
    }
    // Online, the changes the outbox brought back go out before the first load.
    if status.isOnline { favorites.sendPendingChanges() }
    window.makeKeyAndVisible()
  }

  /// Logged out: the account's saves stop, its saved rows go, and a new store and, in every
  /// window, a new router install a new list module, which appears and loads as at launch.
  private func sessionDidEnd() {
    environment.trace.record(.route, "logged out")
    favorites.stop()
    favorites.discardOutbox()
    for scene in scenes { scene.status.stop() }
    environment.cache.clear()
    favorites = Self.makeFavorites(environment: environment, status: status)
    scenes = scenes.enumerated().map { index, scene in
      assembleScene(
        in: scene.window, environment: index == 0 ? environment : environment.forLaterScene)
    }
  }

  /// Opens `link` through the app's router. Before ``launch()`` (a cold start) the pages are
  /// set before any of them appears.
  public func open(_ link: String) {
    scenes[0].router.open(link)
  }

  /// Another window: a router and status of its own, on the account's favorites store.
  public func connectScene() -> Window {
    let sceneWindow = Window()
    // The device keeps the first window's pages only: this scene saves nothing.
    scenes.append(assembleScene(in: sceneWindow, environment: environment.forLaterScene))
    sceneWindow.makeKeyAndVisible()
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    scenes.first { $0.window === window }?.router.open(link)
  }

  /// The window closed: its status stops, and the window lets go of its pages, each
  /// interactor cancelling its work. The favorites store keeps saving.
  public func disconnectScene(of window: Window) {
    guard let index = scenes.firstIndex(where: { $0.window === window }) else { return }
    let scene = scenes.remove(at: index)
    scene.status.stop()
    scene.window.tearDown()
  }

  /// Leaves the feature: the shared objects stop first, so that no connection change and no
  /// favorite answer reaches a page; then the windows let go of the pages. The page on screen
  /// closes and its interactor cancels its work; every module is released with its page, and an
  /// interactor released with work still running cancels it.
  public func tearDown() {
    environment.trace.record(.route, "leave")
    sessionListener?.cancel()
    status.stop()
    favorites.stop()
    for scene in scenes {
      scene.status.stop()
      scene.window.tearDown()
    }
  }
}
