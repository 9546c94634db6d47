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
@MainActor
public final class VIPERArticlesApp: HeadlessApp {
  public let window = Window()

  private let environment: ArticleEnvironment
  private let status: AppStatus
  private let favorites: FavoritesStore
  private let router: AppRouter

  public init(environment: ArticleEnvironment) {
    self.environment = environment
    status = AppStatus(environment: environment)
    // The favorites store observes the status first: back online, the favorites made offline
    // are sent before the list refreshes, so the refreshed rows already include them.
    favorites = FavoritesStore(environment: environment, status: status)
    router = AppRouter(
      dependencies: ModuleDependencies(
        environment: environment, favorites: favorites, status: status))
    router.installRootModule(in: window)
    for object: AnyObject in [self, status, favorites, router] {
      environment.lifetimes.track(object)
    }
  }

  /// Shows the pages: the list, or on a cold start the pages of the link opened before.
  public func launch() {
    environment.trace.record(.route, "launch")
    window.makeKeyAndVisible()
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
    status.stop()
    favorites.stop()
    window.tearDown()
  }
}
