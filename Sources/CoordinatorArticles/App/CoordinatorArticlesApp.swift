public import ArticleDomain
public import HeadlessUI

/// The composition root of the Coordinator Articles feature: the scene delegate that owns the
/// app coordinator, as the coordinator community writes it.
///
/// It builds the app coordinator on the environment and shows its navigation controller; every
/// other decision — which page, which link, whether to log in first — is the coordinators'.
///
/// ```text
/// CoordinatorArticlesApp ── AppCoordinator ── ArticlesCoordinator ── list, details
///                                     └──── LoginCoordinator (while logging in)
/// ```
///
/// The class is open for the teaching variants: a subclass names a different app coordinator
/// class with ``appCoordinatorType`` — and changes nothing else.
@MainActor
open class CoordinatorArticlesApp: HeadlessApp {
  public let window = Window()
  /// The root coordinator; exposed for inspection, the harness acts through ``window`` only.
  public let coordinator: AppCoordinator

  /// The class of the app coordinator the app starts; a variant overrides it.
  open class var appCoordinatorType: AppCoordinator.Type { AppCoordinator.self }

  public required init(environment: ArticleEnvironment) {
    coordinator = Self.appCoordinatorType.init(environment: environment)
    environment.lifetimes.track(self)
  }

  /// Shows the pages the coordinator has in place: the list, or on a cold start the pages of
  /// the link opened before (with the login page over them when a login is needed).
  public func launch() {
    coordinator.start()
    window.rootViewController = coordinator.navigation
    window.makeKeyAndVisible()
  }

  /// Opens `link`; on a cold start this comes before ``launch()``.
  public func open(_ link: String) {
    coordinator.open(link)
  }

  /// Leaves the feature: the coordinators stop every flow's work first, so that nothing
  /// renders afterwards, then the window goes.
  public func tearDown() {
    coordinator.stop()
    window.tearDown()
  }
}
