public import ArticleDomain
public import HeadlessUI

/// The composition root of the MVC Articles feature: the app delegate and scene delegate in one.
///
/// It builds the objects, hands each controller its dependencies, and stays out of the way:
///
/// ```text
///  NavigationController ── ArticleListViewController ──push──> ArticleDetailViewController
///        │                    │  ├─ ArticlePager (loads)          │
///        │                    │  └─ ArticleSearcher (search)      │
///        │                    └──────────── FavoritesModel <──────┘   (the shared "M")
///        └─ DeepLinkRouter (links)                           │
///  list, detail or router ──present, delegate──> LoginViewController
///  EventMonitor.connectivity ──> FavoritesModel, then ConnectivityModel ──> every page
/// ```
///
/// The login is MVC's own coupling: the controller that needs a logged-in user (the list or
/// the detail for a star, the router for a link) presents the login page itself, remembers
/// what it was asked for, and hears how the login ended as the page's delegate.
///
/// Controllers own their page's tasks and cancel them when their page goes away; the app owns
/// what outlives a page (favorites being saved, the connection watch) and, on ``tearDown()``,
/// cancels everything before the window goes, so that nothing renders afterwards.
///
/// Each window is a scene with a ``Flow`` of its own: its navigation, its pages, its router.
/// What the account owns — the favorites model — is one for every scene, so a star tapped in
/// one window shows in the other at once, and its saving outlives the window it was tapped
/// in. A logout ends every flow's work and the favorites', clears the saved rows and gives
/// every window a new flow on a new favorites model, as a UIKit app swaps its root view
/// controller: each new list appears and loads as at launch, and nothing of the old account is
/// kept to forget.
@MainActor
public final class MVCArticlesApp: HeadlessSceneApp {
  public let window = Window()

  /// The objects of one scene, from its window to its pages.
  private struct Flow {
    let window: Window
    let navigation: NavigationController
    let listPage: ArticleListViewController
    let router: DeepLinkRouter
  }

  private let environment: ArticleEnvironment
  /// The account's stars, shared by every scene's pages.
  private var favorites: FavoritesModel
  /// The scenes, the app's own window's first.
  private var flows: [Flow]
  private let connectivity: EventMonitor<Bool>
  /// Whether the device is online, as every scene's pages read it.
  private let connection: ConnectivityModel
  private let session: EventMonitor<Void>

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    connection = ConnectivityModel(isOnline: environment.connectivity.isOnline)
    favorites = Self.makeFavorites(environment: environment, connection: connection)
    // The changes the last run left unanswered come back before any page shows their stars —
    // unless the session ended meanwhile: they were that account's, and go as a logout's do.
    if environment.session.isLoggedIn {
      favorites.restoreOutbox()
    } else {
      favorites.discardOutbox()
    }
    flows = [
      Self.makeFlow(
        in: window, favorites: favorites, connection: connection, environment: environment)
    ]
    // The scene connects: the last run's pages first, then any link it was launched with.
    flows[0].router.restorePages()
    connectivity = .connectivity(of: environment)
    session = .logouts(of: environment)
    connectivity.onEvent = { [weak self] isOnline in
      self?.connectivityDidChange(isOnline: isOnline)
    }
    session.onEvent = { [weak self] _ in self?.sessionDidEnd() }
    for object: AnyObject in [self, connectivity, connection, session] {
      environment.lifetimes.track(object)
    }
  }

  private static func makeFavorites(
    environment: ArticleEnvironment, connection: ConnectivityModel
  ) -> FavoritesModel {
    let favorites = FavoritesModel(environment: environment, connectivity: connection)
    environment.lifetimes.track(favorites)
    return favorites
  }

  /// The pages of one scene, on the account's favorites model.
  private static func makeFlow(
    in window: Window, favorites: FavoritesModel, connection: ConnectivityModel,
    environment: ArticleEnvironment
  ) -> Flow {
    let dependencies = PageDependencies(
      environment: environment, favorites: favorites, connectivity: connection)
    let listPage = ArticleListViewController(dependencies: dependencies)
    let navigation = NavigationController(rootViewController: listPage)
    let router = DeepLinkRouter(
      navigation: navigation, listPage: listPage, dependencies: dependencies)
    for object: AnyObject in [listPage, navigation, router] {
      environment.lifetimes.track(object)
    }
    return Flow(window: window, navigation: navigation, listPage: listPage, router: router)
  }

  public func launch() {
    // Online, the changes the outbox brought back go out before the first load.
    if environment.connectivity.isOnline { favorites.sendPendingChanges() }
    connectivity.start()
    session.start()
    show(flows[0])
    // A login asked for before the window showed (a cold start by link) shows now, over
    // the list, which has appeared and started its first load.
    flows[0].router.windowDidBecomeVisible()
  }

  private func show(_ flow: Flow) {
    flow.window.rootViewController = flow.navigation
    flow.window.makeKeyAndVisible()
    flow.router.savePages()
  }

  /// Opens `link`; on a cold start this comes before ``launch()``, so the linked pages are in
  /// place when the window first shows.
  public func open(_ link: String) {
    flows[0].router.open(link)
  }

  /// Another window connects, with a flow of its own on the account's favorites. The device
  /// keeps the first window's pages only, so this scene's router saves nothing.
  public func connectScene() -> Window {
    let sceneWindow = Window()
    let flow = Self.makeFlow(
      in: sceneWindow, favorites: favorites, connection: connection,
      environment: environment.forLaterScene)
    flows.append(flow)
    show(flow)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    flows.first { $0.window === window }?.router.open(link)
  }

  /// The window closed: the flow goes, and each of its pages, let go of, ends its own work.
  /// The favorites keep saving.
  public func disconnectScene(of window: Window) {
    guard let index = flows.firstIndex(where: { $0.window === window }) else { return }
    flows.remove(at: index).router.tearDown()
    window.tearDown()
  }

  /// Leaves the feature: the app's own work is cancelled first, then the windows and the flows
  /// go, and each page, let go of, ends its own work.
  public func tearDown() {
    environment.trace.record(.action, "tear down")
    connectivity.stop()
    session.stop()
    favorites.cancelAll()
    for flow in flows {
      flow.router.tearDown()
      flow.window.tearDown()
    }
    flows = []
  }

  /// Logged out: the account's work ends, its saved rows go, and a new flow takes the window,
  /// whose list appears and loads as at launch. The old flow's objects go with it.
  private func sessionDidEnd() {
    favorites.cancelAll()
    favorites.discardOutbox()
    environment.cache.clear()
    favorites = Self.makeFavorites(environment: environment, connection: connection)
    // The old flows go as the new ones take their windows: each old page, let go of, ends its
    // own work.
    flows = flows.enumerated().map { index, flow in
      flow.router.tearDown()
      return Self.makeFlow(
        in: flow.window, favorites: favorites, connection: connection,
        environment: index == 0 ? environment : environment.forLaterScene)
    }
    for flow in flows {
      flow.window.rootViewController = flow.navigation
      flow.router.savePages()
    }
  }

  /// Back online, the changes made offline go first, then the connectivity model tells every
  /// page, and every scene's list refreshes: the server sees the user's changes before the
  /// lists read it again.
  private func connectivityDidChange(isOnline: Bool) {
    if isOnline { favorites.sendPendingChanges() }
    connection.update(isOnline: isOnline)
  }
}
