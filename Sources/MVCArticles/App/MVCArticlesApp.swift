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
@MainActor
public final class MVCArticlesApp: HeadlessApp {
  public let window = Window()

  private let environment: ArticleEnvironment
  private let navigation: NavigationController
  private let listPage: ArticleListViewController
  private let favorites: FavoritesModel
  private let router: DeepLinkRouter
  private let monitor: ConnectivityMonitor

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    favorites = FavoritesModel(environment: environment)
    let dependencies = PageDependencies(environment: environment, favorites: favorites)
    listPage = ArticleListViewController(dependencies: dependencies)
    navigation = NavigationController(rootViewController: listPage)
    router = DeepLinkRouter(navigation: navigation, listPage: listPage, dependencies: dependencies)
    monitor = ConnectivityMonitor(environment: environment)
    monitor.onChange = { [weak self] isOnline in self?.connectivityDidChange(isOnline: isOnline) }
    for object: AnyObject in [
      self, favorites, listPage, navigation, router, monitor,
    ] {
      environment.lifetimes.track(object)
    }
  }

  public func launch() {
    monitor.start()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    // A login asked for before the window showed (a cold start by link) shows now, over
    // the list, which has appeared and started its first load.
    router.windowDidBecomeVisible()
  }

  /// Opens `link`; on a cold start this comes before ``launch()``, so the linked pages are in
  /// place when the window first shows.
  public func open(_ link: String) {
    router.open(link)
  }

  /// Leaves the feature: every page's work and the app's own are cancelled first, then the
  /// window goes. Pages beneath the top one get no lifecycle call from the window, so each is
  /// told directly.
  public func tearDown() {
    environment.trace.record(.action, "tear down")
    monitor.stop()
    favorites.cancelAll()
    router.tearDown()
    for page in navigation.viewControllers {
      (page as? ArticleListViewController)?.cancelAllWork()
      (page as? ArticleDetailViewController)?.cancelAllWork()
      page.presentedLogin?.cancelLogin()
    }
    navigation.presentedLogin?.cancelLogin()
    window.tearDown()
  }

  /// Back online, the changes made offline go first, then the list refreshes, so the
  /// server sees the user's changes before the list reads it again.
  private func connectivityDidChange(isOnline: Bool) {
    if isOnline { favorites.sendPendingChanges() }
    listPage.connectivityDidChange(isOnline: isOnline)
    for case let detail as ArticleDetailViewController in navigation.viewControllers {
      detail.connectivityDidChange(isOnline: isOnline)
    }
  }
}
