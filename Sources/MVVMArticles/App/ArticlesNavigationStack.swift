import ArticleDomain
import HeadlessUI

/// The feature's navigation view: a navigation controller kept in step with the route the app
/// view model publishes — the stand-in for SwiftUI's `NavigationStack(path:)`, written as a
/// UIKit app writes it, a `UINavigationController` subclass that reconciles its stack in
/// `updateProperties()`.
///
/// Rule: the view reacts to the route; it does not decide it. ``updateProperties()`` reads
/// ``AppViewModel/path`` and ``AppViewModel/login`` and reconciles the pages to them: a push
/// for one more detail, a pop for one fewer, a replacement otherwise; a presentation or a
/// dismissal for the login page. The toolkit calls it again whenever either changes. The only
/// decision it passes upwards is the user's own: a pop by the back button or a completed back
/// swipe, reported as ``AppViewModel/didPop(toDepth:)``. A back swipe that is cancelled
/// reports nothing, so the detail's route, and its request, stay.
@MainActor
final class ArticlesNavigationStack: NavigationController, NavigationControllerDelegate {
  private let listPage: ArticleListViewController
  private var loginPage: LoginViewController?
  private let appViewModel: AppViewModel
  private let environment: ArticleEnvironment

  /// The navigation view of `appViewModel`, with the list page at its root.
  init(appViewModel: AppViewModel, environment: ArticleEnvironment) {
    self.appViewModel = appViewModel
    self.environment = environment
    listPage = ArticleListViewController(viewModel: appViewModel.list, environment: environment)
    super.init(rootViewController: listPage)
    delegate = self
    environment.lifetimes.track(listPage)
  }

  /// Reconciles the pages to the route now — on a cold start, before the window shows
  /// anything — and, through the toolkit, after every change of it.
  func start() {
    loadViewIfNeeded()
  }

  private var detailPages: [ArticleDetailViewController] {
    viewControllers.compactMap { $0 as? ArticleDetailViewController }
  }

  // MARK: Reconciling

  override func updateProperties() {
    super.updateProperties()
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
    show([listPage] + kept + added)
  }

  /// Presents the login page of `login`, or dismisses the one shown when `login` is `nil`.
  private func reconcileLogin(to login: LoginViewModel?) {
    guard loginPage?.viewModel !== login else { return }
    if loginPage != nil {
      loginPage = nil
      dismiss()
    }
    guard let login else { return }
    let page = LoginViewController(viewModel: login, environment: environment)
    environment.lifetimes.track(page)
    // Loaded now: on a cold start the page is presented before the window shows anything.
    page.loadViewIfNeeded()
    loginPage = page
    present(page)
  }

  private func makePage(for detail: ArticleDetailViewModel) -> ArticleDetailViewController {
    let page = ArticleDetailViewController(viewModel: detail, environment: environment)
    environment.lifetimes.track(page)
    return page
  }

  // MARK: NavigationControllerDelegate

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    // Fewer pages than routes: the user went back. The stack's own pushes and replacements
    // always match the route, so they never get here.
    let depth = viewControllers.count - 1
    if depth < appViewModel.path.count {
      appViewModel.didPop(toDepth: depth)
    }
  }
}
