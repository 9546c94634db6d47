public import ArticleDomain
public import HeadlessUI

/// The composition root of the Coordinator Articles feature: the scene delegate that owns the
/// app coordinator, as the coordinator community writes it.
///
/// It makes the app coordinator, starts it and shows its navigation controller; every other
/// decision — which page, which link, whether to log in first — is the coordinators'.
///
/// ```text
/// CoordinatorArticlesApp ── AppCoordinator ── ArticlesCoordinator ── list, details
///                                 │       └── LoginCoordinator (while logging in)
///                                 └── ScreenFactory (the MVVM chapter's screens, injected)
/// ```
///
/// The screens are the MVVM chapter's very files (`Screens` is a link to
/// `../MVVMArticles/Screens`): the two chapters differ only in who navigates.
@MainActor
public final class CoordinatorArticlesApp: HeadlessApp {
  public let window = Window()

  private let coordinator: AppCoordinator
  /// A link the scene was launched with, handled once the coordinator has started.
  private var launchLink: String?
  private var isLaunched = false

  public init(environment: ArticleEnvironment) {
    coordinator = AppCoordinator(environment: environment)
    environment.lifetimes.track(self)
  }

  /// Starts the app coordinator — the list is its first screen — then opens the link the app
  /// was launched with, if any, before the window shows anything.
  public func launch() {
    isLaunched = true
    // The last run's pages are restored as the coordinator starts, then the launch link opens.
    coordinator.start()
    if let launchLink {
      self.launchLink = nil
      coordinator.open(launchLink)
    }
    window.rootViewController = coordinator.navigation
    window.makeKeyAndVisible()
  }

  /// Opens `link`; on a cold start, before ``launch()``, it is kept for the launch — as a scene
  /// delegate reads its launch URL once the root coordinator has started.
  public func open(_ link: String) {
    guard isLaunched else {
      launchLink = link
      return
    }
    coordinator.open(link)
  }

  /// Leaves the feature: the window lets go of the pages. Nothing else needs saying: once the
  /// app is let go of, the coordinators and every screen go, and each screen's view model
  /// cancels its own work as it goes.
  public func tearDown() {
    window.tearDown()
  }
}
