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
///
/// The account's state lives in the shared models (the favorites store above all) and in the
/// view models that show its stars. A logout replaces the root view model, with new shared
/// models, as a SwiftUI app gives its root view a new identity (`.id(account)`) when the
/// account changes: the old view models go, each cancelling its own work as it goes, and the
/// new list appears and loads as at launch.
@MainActor
public final class MVVMArticlesApp: HeadlessApp {
  public let window = Window()

  private let environment: ArticleEnvironment
  private var appViewModel: AppViewModel
  private var navigationStack: ArticlesNavigationStack
  private var sessionTask: Task<Void, Never>?
  /// Teaching variant: the shared models — the favorites store, with the account's stars, its
  /// saves in flight and its unsent changes — are made once and outlive every root, as a
  /// repository-scoped store does. The correct file makes new shared models for each root.
  private let shared: SharedModels

  /// The feature as the MVVM community writes it.
  public init(environment: ArticleEnvironment) {
    self.environment = environment
    shared = SharedModels(environment: environment)
    (appViewModel, navigationStack) = Self.makeRoot(environment: environment, shared: shared)
    // The scene connects: the last run's pages first, then any link it was launched with.
    appViewModel.restorePages()
    environment.lifetimes.track(self)
  }

  /// A root view model on `shared`, and the navigation view that shows it.
  private static func makeRoot(
    environment: ArticleEnvironment, shared: SharedModels
  ) -> (AppViewModel, ArticlesNavigationStack) {
    let appViewModel = AppViewModel(environment: environment, shared: shared)
    let navigationStack = ArticlesNavigationStack(
      appViewModel: appViewModel, environment: environment)
    for object: AnyObject in [appViewModel, navigationStack] {
      environment.lifetimes.track(object)
    }
    return (appViewModel, navigationStack)
  }

  /// Shows the list, or — after ``open(_:)`` on a cold start — the link's pages straight away.
  public func launch() {
    // Subscribed now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionTask = Task { [weak self] in
      for await _ in logouts { self?.sessionEnded() }
    }
    show()
    window.makeKeyAndVisible()
  }

  private func show() {
    appViewModel.start()
    navigationStack.start()
    window.rootViewController = navigationStack.navigation
  }

  /// Logged out: the saved rows go, and a new root takes the window. The old view models and
  /// shared models go once the window and this app let go of them, cancelling their work.
  private func sessionEnded() {
    environment.trace.record(.action, "logged out")
    navigationStack.stop()
    environment.cache.clear()
    (appViewModel, navigationStack) = Self.makeRoot(environment: environment, shared: shared)
    show()
  }

  public func open(_ link: String) {
    appViewModel.open(link)
  }

  /// Leaves the feature: the window lets go of the pages and the navigation stops following
  /// the route. Nothing else needs saying: once the app is let go of, every view model goes,
  /// and each cancels its own work as it goes (see `AppViewModel`).
  public func tearDown() {
    sessionTask?.cancel()
    navigationStack.stop()
    window.tearDown()
  }
}
