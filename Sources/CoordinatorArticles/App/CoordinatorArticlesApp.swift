public import ArticleDomain
public import HeadlessUI

/// The composition root of the Coordinator Articles feature: the scene delegate that owns the
/// app coordinator, as the coordinator community writes it.
///
/// It makes one app coordinator per scene, with the scene's navigation controller and screen
/// factory, starts it and shows its navigation controller; every other decision — which page,
/// which link, whether to log in first — is the coordinators'. What it keeps itself is what no
/// scene owns: the account's models, which every scene's screen factory shares, and the
/// session, whose end gives every scene a new app coordinator on new ones.
///
/// ```text
/// CoordinatorArticlesApp ── AppCoordinator (one per scene) ── ArticlesCoordinator ── pages
///        │                        │       └── LoginCoordinator (while logging in)
///        │                        └── ScreenFactory (the MVVM chapter's screens, injected)
///        └── SharedModels of the account (favorites, network status), in every factory
/// ```
///
/// The screens are the MVVM chapter's very files (`Screens` is a link to
/// `../MVVMArticles/Screens`): the two chapters differ only in who navigates.
@MainActor
public final class CoordinatorArticlesApp: HeadlessSceneApp {
  public let window = Window()

  /// One window and the coordinator that runs it.
  private struct Scene {
    let window: Window
    let coordinator: AppCoordinator
  }

  private let environment: ArticleEnvironment
  /// The scenes, the app's own window's first.
  private var scenes: [Scene]
  /// A link the scene was launched with, handled once the coordinator has started.
  private var launchLink: String?
  private var isLaunched = false
  private var sessionTask: Task<Void, Never>?
  /// The account's models, which every scene's screens share: new at each logout.
  private var account: SharedModels
  /// The app's one render pass, which every scene's screens render in.
  private let renderQueue: RenderQueue

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    account = SharedModels(environment: environment)
    renderQueue = RenderQueue()
    environment.lifetimes.track(renderQueue)
    // The changes the last run left unanswered come back before any page shows their stars —
    // unless the session ended meanwhile: they were that account's, and go as a logout's do.
    if environment.session.isLoggedIn {
      account.favorites.restoreOutbox()
    } else {
      account.favorites.discardOutbox()
    }
    scenes = [
      Scene(
        window: window,
        coordinator: Self.makeCoordinator(
          on: environment, models: account, renderQueue: renderQueue))
    ]
    environment.lifetimes.track(self)
  }

  /// Starts the app coordinator — the list is its first screen — then opens the link the app
  /// was launched with, if any, before the window shows anything.
  public func launch() {
    isLaunched = true
    listenToSession()
    let coordinator = scenes[0].coordinator
    // Online, the changes the outbox brought back go out before the first load.
    if environment.connectivity.isOnline { account.favorites.sendPendingChanges() }
    // The last run's pages are restored as the coordinator starts, then the launch link opens.
    coordinator.startRestoringPages()
    if let launchLink {
      self.launchLink = nil
      coordinator.open(launchLink)
    }
    show(scenes[0])
  }

  private func show(_ scene: Scene) {
    scene.window.rootViewController = scene.coordinator.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Opens `link`; on a cold start, before ``launch()``, it is kept for the launch — as a scene
  /// delegate reads its launch URL once the root coordinator has started.
  public func open(_ link: String) {
    guard isLaunched else {
      launchLink = link
      return
    }
    scenes[0].coordinator.open(link)
  }

  /// Another window: a coordinator of its own, whose factory shares the account's models.
  public func connectScene() -> Window {
    let sceneWindow = Window()
    let scene = Scene(window: sceneWindow, coordinator: makeCoordinator(sharing: account))
    scenes.append(scene)
    scene.coordinator.start()
    show(scene)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    scenes.first { $0.window === window }?.coordinator.open(link)
  }

  /// The window closed: it lets go of its pages, and the scene's coordinators and screens go,
  /// each view model cancelling its own work. The account's models stay.
  public func disconnectScene(of window: Window) {
    guard let index = scenes.firstIndex(where: { $0.window === window }) else { return }
    scenes.remove(at: index).window.tearDown()
  }

  /// Leaves the feature, as the scene delegate's end: the account's saves still in flight are
  /// cancelled, and the windows let go of the pages; the coordinators and every screen go
  /// with them, each screen's view model cancelling its own work as it goes.
  public func tearDown() {
    sessionTask?.cancel()
    account.favorites.stop()
    for scene in scenes { scene.window.tearDown() }
  }

  // MARK: The account

  /// A scene's root coordinator on `environment`, with a navigation controller of its own and
  /// a factory that hands `models` to each screen it builds.
  private static func makeCoordinator(
    on environment: ArticleEnvironment, models: SharedModels, renderQueue: RenderQueue
  ) -> AppCoordinator {
    AppCoordinator(
      navigation: NavigationController(), environment: environment, notices: models.notices,
      factory: ScreenFactory(environment: environment, shared: models, renderQueue: renderQueue))
  }

  /// A later scene's coordinator on `account`. The device keeps the first window's pages
  /// only, so this scene saves nothing.
  private func makeCoordinator(sharing account: SharedModels) -> AppCoordinator {
    let sceneEnvironment = environment.forLaterScene
    return Self.makeCoordinator(
      on: sceneEnvironment, models: account.forAnotherScene(environment: sceneEnvironment),
      renderQueue: renderQueue)
  }

  private func listenToSession() {
    // Subscribed now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionTask = Task { [weak self] in
      for await _ in logouts { self?.sessionEnded() }
    }
  }

  /// Logged out: the saved rows go, and every scene gets a new app coordinator on new shared
  /// models, which know nothing of the old account — as a scene delegate starts its root flow
  /// again. The old coordinators and their screens go once the windows let go of them, each
  /// view model cancelling its own work.
  private func sessionEnded() {
    environment.trace.record(.action, "logged out")
    account.favorites.discardOutbox()
    environment.cache.clear()
    account = SharedModels(environment: environment)
    scenes = scenes.enumerated().map { index, scene in
      Scene(
        window: scene.window,
        coordinator: index == 0
          ? Self.makeCoordinator(on: environment, models: account, renderQueue: renderQueue)
          : makeCoordinator(sharing: account))
    }
    for scene in scenes {
      scene.coordinator.start()
      show(scene)
    }
  }
}
