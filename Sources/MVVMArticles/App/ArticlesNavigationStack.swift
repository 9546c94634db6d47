import ArticleDomain
import HeadlessUI

/// The feature's navigation view: a navigation controller kept in step with the route the app
/// view model publishes — the stand-in for SwiftUI's `NavigationStack(path:)`.
///
/// Rule: the view reacts to the route; it does not decide it. ``render()`` observes
/// ``AppViewModel/path`` and ``AppViewModel/login`` and reconciles the pages to them: a push
/// for one more detail, a pop for one fewer, a replacement otherwise; a presentation or a
/// dismissal for the login page. The only decision it passes upwards is the user's own: a pop
/// by the back button or a completed back swipe, reported as
/// ``AppViewModel/didPop(toDepth:)``. A back swipe that is cancelled reports nothing, so the
/// detail's route, and its request, stay.
@MainActor
final class ArticlesNavigationStack: NavigationControllerDelegate {
  let navigation: NavigationController

  private let listPage: ArticleListViewController
  private var loginPage: LoginViewController?
  private let appViewModel: AppViewModel
  private let environment: ArticleEnvironment
  private var binding: ObservationBinding?
  /// The one render pass of the app's views: the navigation first, then the pages, window by
  /// window in the order they opened.
  private let renderQueue: RenderQueue

  /// The navigation view of `appViewModel`, with the list page at its root, rendering in the
  /// app's `renderQueue`.
  init(appViewModel: AppViewModel, environment: ArticleEnvironment, renderQueue: RenderQueue) {
    self.appViewModel = appViewModel
    self.environment = environment
    self.renderQueue = renderQueue
    listPage = ArticleListViewController(
      viewModel: appViewModel.list, trace: environment.trace, renderQueue: renderQueue)
    navigation = NavigationController(rootViewController: listPage)
    navigation.delegate = self
    environment.lifetimes.track(listPage)
    environment.lifetimes.track(navigation)
    environment.lifetimes.track(renderQueue)
  }

  /// Reconciles the pages to the route now, and after every change of it.
  func start() {
    guard binding == nil else { return }
    let binding = ObservationBinding(queue: renderQueue) { [weak self] in self?.render() }
    environment.lifetimes.track(binding, as: "ObservationBinding (navigation)")
    self.binding = binding
    binding.start()
  }

  /// Stops reacting, and stops every page from rendering: the feature is being left.
  func stop() {
    binding?.stop()
    listPage.stopObserving()
    for page in detailPages { page.stopObserving() }
    loginPage?.stopObserving()
  }

  private var detailPages: [ArticleDetailViewController] {
    navigation.viewControllers.compactMap { $0 as? ArticleDetailViewController }
  }

  // MARK: Reconciling

  private func render() {
    // The login page goes before pages are pushed beneath it, and comes after they settle.
    reconcileLogin(to: appViewModel.login)
    reconcileStack(to: appViewModel.path)
  }

  /// Makes the pages above the list show `path`, keeping the pages already shown for it.
  private func reconcileStack(to path: [ArticleDetailViewModel]) {
    let shown = detailPages
    guard !shown.map(\.viewModel).elementsEqual(path, by: ===) else { return }
    let kept = zip(shown, path).prefix { page, model in page.viewModel === model }.map(\.0)
    let added = path.dropFirst(kept.count).map(makePage)
    for page in shown.dropFirst(kept.count) { page.stopObserving() }
    navigation.show([listPage] + kept + added)
  }

  /// Presents the login page of `login`, or dismisses the one shown when `login` is `nil`.
  private func reconcileLogin(to login: LoginViewModel?) {
    guard loginPage?.viewModel !== login else { return }
    if let shown = loginPage {
      loginPage = nil
      navigation.dismiss()
      shown.stopObserving()
    }
    guard let login else { return }
    let page = LoginViewController(
      viewModel: login, trace: environment.trace, renderQueue: renderQueue)
    environment.lifetimes.track(page)
    // Loaded now: on a cold start the page is presented before the window shows anything.
    page.loadViewIfNeeded()
    loginPage = page
    navigation.present(page)
  }

  private func makePage(for detail: ArticleDetailViewModel) -> ArticleDetailViewController {
    let page = ArticleDetailViewController(
      viewModel: detail, trace: environment.trace, renderQueue: renderQueue)
    environment.lifetimes.track(page)
    return page
  }

  // MARK: NavigationControllerDelegate

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    // Fewer pages than routes: the user went back. The stack's own pushes and replacements
    // always match the route, so they never get here.
    let depth = navigation.viewControllers.count - 1
    if depth < appViewModel.path.count {
      appViewModel.didPop(toDepth: depth)
    }
  }
}
