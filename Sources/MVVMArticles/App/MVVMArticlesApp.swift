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
///
/// The class is `open`, with the list view model's type as an overridable class property,
/// so that a teaching variant swaps in a subclass with one mistake, without a switch here:
///
/// ```swift
/// public final class MVVMStickyErrorApp: MVVMArticlesApp {
///   override public class var listViewModelType: ArticleListViewModel.Type {
///     StickyErrorListViewModel.self
///   }
/// }
/// ```
@MainActor
open class MVVMArticlesApp: HeadlessApp {
  public let window = Window()

  private let appViewModel: AppViewModel
  private let navigationStack: ArticlesNavigationStack

  /// The type of the list page's view model: ``ArticleListViewModel`` itself.
  open class var listViewModelType: ArticleListViewModel.Type { ArticleListViewModel.self }

  /// The feature as the MVVM community writes it.
  public required init(environment: ArticleEnvironment) {
    appViewModel = AppViewModel(environment: environment, listViewModel: Self.listViewModelType)
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

  /// Leaves the feature: the view models stop their work first, then the views stop observing,
  /// so that nothing — a page disappearing during the teardown, an answer arriving late — can
  /// render; then the window goes.
  public func tearDown() {
    appViewModel.stop()
    navigationStack.stop()
    window.tearDown()
  }
}
