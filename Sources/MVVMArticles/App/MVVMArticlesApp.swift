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
/// ``AppViewModel`` is the root view model (route, login gate, connectivity);
/// `ArticlesNavigationStack` is the view that shows its route. The list, detail and login
/// pages each bind to their own view model, and list and detail share one favorites store.
/// Those screens live in `Screens/`, the very files the Coordinator chapter compiles: the two
/// chapters differ only in who navigates.
@MainActor
public final class MVVMArticlesApp: HeadlessApp {
  public let window = Window()

  private let appViewModel: AppViewModel
  private let navigationStack: ArticlesNavigationStack

  /// The feature as the MVVM community writes it.
  public init(environment: ArticleEnvironment) {
    appViewModel = AppViewModel(environment: environment)
    navigationStack = ArticlesNavigationStack(appViewModel: appViewModel, environment: environment)
    for object: AnyObject in [self, appViewModel, navigationStack] {
      environment.lifetimes.track(object)
    }
  }

  /// Shows the list, or — after ``open(_:)`` on a cold start — the link's pages straight away.
  public func launch() {
    appViewModel.start()
    navigationStack.start()
    window.rootViewController = navigationStack.navigation
    window.makeKeyAndVisible()
  }

  public func open(_ link: String) {
    appViewModel.open(link)
  }

  /// Leaves the feature: the window lets go of the pages and the navigation stops following
  /// the route. Nothing else needs saying: once the app is let go of, every view model goes,
  /// and each cancels its own work as it goes (see `AppViewModel`).
  public func tearDown() {
    navigationStack.stop()
    window.tearDown()
  }
}
