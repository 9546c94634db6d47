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
/// View ──> Presenter ──> Interactor ──> entities (FavoritesStore, AppStatus), ports
///             │   ^           │
///             │   └── weak ───┘ (interactor output)
///             v
///           Router ── weak ──> View controller;  Router ──> AppRouter (links, login)
/// ```
///
/// The view owns the module: when a page goes, its presenter, interactor and router go with it.
///
/// The account's state is the favorites store, an entity store the modules share. The device's
/// is the app's status. A logout stops the favorites store and builds the account's part again:
/// a new store, and a new app router, which installs a new list module as the window's root —
/// as a VIPER app's root wireframe does when the session ends. The old modules go with their
/// pages, each interactor cancelling its work as it goes.
@MainActor
public final class VIPERArticlesApp: HeadlessApp {
  public let window = Window()

  private let environment: ArticleEnvironment
  private let status: AppStatus
  private var favorites: FavoritesStore
  private var router: AppRouter
  private var sessionListener: Task<Void, Never>?

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    status = AppStatus(environment: environment)
    // Read before the root module saves its own pages over them.
    let saved = environment.restoration.loadPages()
    (favorites, router) = Self.assembleAccount(environment: environment, status: status)
    router.installRootModule(in: window)
    // The scene connects: the last run's pages first, then any link it was launched with.
    router.restorePages(from: saved)
    for object: AnyObject in [self, status] {
      environment.lifetimes.track(object)
    }
  }

  /// What belongs to the account: the favorites store, and the app's router with its modules.
  private static func assembleAccount(
    environment: ArticleEnvironment, status: AppStatus
  ) -> (FavoritesStore, AppRouter) {
    // The favorites store observes the status first: back online, the favorites made offline
    // are sent before the list refreshes, so the refreshed rows already include them.
    let favorites = FavoritesStore(environment: environment, status: status)
    let router = AppRouter(
      dependencies: ModuleDependencies(
        environment: environment, favorites: favorites, status: status))
    for object: AnyObject in [favorites, router] {
      environment.lifetimes.track(object)
    }
    return (favorites, router)
  }

  /// Shows the pages: the list, or on a cold start the pages of the link opened before.
  public func launch() {
    environment.trace.record(.route, "launch")
    // Asked for now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionListener = Task { [weak self] in
      for await _ in logouts { self?.sessionDidEnd() }
    }
    window.makeKeyAndVisible()
  }

  /// Logged out: the account's saves stop, its saved rows go, and a new store and router
  /// install a new list module, which appears and loads as at launch.
  private func sessionDidEnd() {
    environment.trace.record(.route, "logged out")
    favorites.stop()
    environment.cache.clear()
    (favorites, router) = Self.assembleAccount(environment: environment, status: status)
    router.installRootModule(in: window)
  }

  /// Opens `link` through the app's router. Before ``launch()`` (a cold start) the pages are
  /// set before any of them appears.
  public func open(_ link: String) {
    router.open(link)
  }

  /// Leaves the feature: the shared objects stop first, so that no connection change and no
  /// favorite answer reaches a page; then the window lets go of the pages. The page on screen
  /// closes and its interactor cancels its work; every module is released with its page, and an
  /// interactor released with work still running cancels it.
  public func tearDown() {
    environment.trace.record(.route, "leave")
    sessionListener?.cancel()
    status.stop()
    favorites.stop()
    window.tearDown()
  }
}
