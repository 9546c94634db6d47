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
///  ConnectivityMonitor ──> FavoritesModel, then the list
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
/// What belongs to the account — the favorites model, and the pages that show its stars — is
/// one ``Flow``, built at launch. A logout ends the flow's work, clears the saved rows and
/// makes the window's root a new flow, as a UIKit app swaps its root view controller: the new
/// list appears and loads as at launch, and nothing of the old account is kept to forget.
@MainActor
public final class MVCArticlesApp: HeadlessApp {
  public let window = Window()

  /// The objects of one account session, from the favorites model to the pages.
  private struct Flow {
    let favorites: FavoritesModel
    let navigation: NavigationController
    let listPage: ArticleListViewController
    let router: DeepLinkRouter
  }

  private let environment: ArticleEnvironment
  private var flow: Flow
  private let connectivity: EventMonitor<Bool>
  private let session: EventMonitor<Void>

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    flow = Self.makeFlow(environment: environment)
    // The scene connects: the last run's pages first, then any link it was launched with.
    flow.router.restorePages()
    connectivity = .connectivity(of: environment)
    session = .logouts(of: environment)
    connectivity.onEvent = { [weak self] isOnline in
      self?.connectivityDidChange(isOnline: isOnline)
    }
    session.onEvent = { [weak self] _ in self?.sessionDidEnd() }
    for object: AnyObject in [self, connectivity, session] {
      environment.lifetimes.track(object)
    }
  }

  private static func makeFlow(environment: ArticleEnvironment) -> Flow {
    let favorites = FavoritesModel(environment: environment)
    let dependencies = PageDependencies(environment: environment, favorites: favorites)
    let listPage = ArticleListViewController(dependencies: dependencies)
    let navigation = NavigationController(rootViewController: listPage)
    let router = DeepLinkRouter(
      navigation: navigation, listPage: listPage, dependencies: dependencies)
    for object: AnyObject in [favorites, listPage, navigation, router] {
      environment.lifetimes.track(object)
    }
    return Flow(favorites: favorites, navigation: navigation, listPage: listPage, router: router)
  }

  public func launch() {
    connectivity.start()
    session.start()
    window.rootViewController = flow.navigation
    window.makeKeyAndVisible()
    flow.router.savePages()
    // A login asked for before the window showed (a cold start by link) shows now, over
    // the list, which has appeared and started its first load.
    flow.router.windowDidBecomeVisible()
  }

  /// Opens `link`; on a cold start this comes before ``launch()``, so the linked pages are in
  /// place when the window first shows.
  public func open(_ link: String) {
    flow.router.open(link)
  }

  /// Leaves the feature: every page's work and the app's own are cancelled first, then the
  /// window goes.
  public func tearDown() {
    environment.trace.record(.action, "tear down")
    connectivity.stop()
    session.stop()
    endWork(of: flow)
    window.tearDown()
  }

  /// Cancels everything `flow` started. Pages beneath the top one get no lifecycle call from
  /// the window, so each is told directly.
  private func endWork(of flow: Flow) {
    flow.favorites.cancelAll()
    flow.router.tearDown()
    for page in flow.navigation.viewControllers {
      (page as? ArticleListViewController)?.cancelAllWork()
      (page as? ArticleDetailViewController)?.cancelAllWork()
      page.presentedLogin?.cancelLogin()
    }
    flow.navigation.presentedLogin?.cancelLogin()
  }

  /// Logged out: the account's work ends, its saved rows go, and a new flow takes the window,
  /// whose list appears and loads as at launch. The old flow's objects go with it.
  private func sessionDidEnd() {
    endWork(of: flow)
    environment.cache.clear()
    flow = Self.makeFlow(environment: environment)
    window.rootViewController = flow.navigation
    flow.router.savePages()
  }

  /// Back online, the changes made offline go first, then the list refreshes, so the
  /// server sees the user's changes before the list reads it again.
  private func connectivityDidChange(isOnline: Bool) {
    if isOnline { flow.favorites.sendPendingChanges() }
    flow.listPage.connectivityDidChange(isOnline: isOnline)
    for case let detail as ArticleDetailViewController in flow.navigation.viewControllers {
      detail.connectivityDidChange(isOnline: isOnline)
    }
  }
}
