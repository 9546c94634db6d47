import ArticleDomain
import ComposableRuntime
import ComposableUIKit
import HeadlessUI

/// The feature's pages and their navigation controller, rendered from the store's state.
///
/// Rule: navigation follows the presented child state. ``observe()`` reconciles the
/// navigation controller to ``ArticlesFeature/State/path`` — push, pop or replace — and
/// presents or dismisses the login page; it never decides a route itself. The one thing the
/// navigation controller decides on its own, the user going back (back button or completed
/// swipe), comes back as `.detail(.dismiss)`. A cancelled swipe never reaches the delegate, so
/// it sends nothing.
///
/// Rule: each page holds the store of its own feature, scoped from the app's store
/// (`store.scope(state:action:)`), and observes it: the list page the list's (and the
/// search's), the detail page the presented detail's, the login page the presented login's.
/// What the window shows on a page — the banner, a favorite's failure — the screens hand the
/// page as a value (``PageContext``) whenever the window's state changes.
@MainActor
final class ArticlesScreens: NavigationControllerDelegate {
  let navigation: NavigationController
  let listPage: ListViewController

  private let environment: ArticleEnvironment
  /// The store of this window's pages, scoped from the app's.
  let store: Store<ArticlesFeature.State, ArticlesFeature.Action>
  /// The route the pages were last reconciled to.
  private var path: [Route] = [.list]
  private var loginPage: LoginViewController?
  /// The detail page on the stack, if any.
  private weak var detailPage: DetailViewController?

  init(store: Store<ArticlesFeature.State, ArticlesFeature.Action>, environment: ArticleEnvironment)
  {
    self.environment = environment
    self.store = store
    listPage = ListViewController(
      store: store.scope(state: \.list, action: .list), trace: environment.trace)
    navigation = NavigationController(rootViewController: listPage)
    navigation.delegate = self
    environment.lifetimes.track(listPage)
    environment.lifetimes.track(navigation)
  }

  /// Reconciles the navigation to the window's route and hands the pages what the window shows
  /// on them, now and whenever what it read of the window's state changes. Started before the
  /// pages observe their own stores, so that in a turn's renders a page pushed by a change is on
  /// the stack before it renders.
  func observe() {
    navigation.observe { [weak self] in
      guard let self else { return }
      let state = store.state
      reconcileNavigation(to: state.path)
      listPage.context = state.listPageContext
      detailPage?.context = state.topPageContext
      // The list page observes its store once it is loaded: from the first render on, as the
      // window's pages are first shown (or a link is opened before launch).
      listPage.loadViewIfNeeded()
    }
  }

  // MARK: Navigation

  private func reconcileNavigation(to path: [Route]) {
    guard path != self.path else { return }
    // Updated before the stack changes, so that the pop below is not taken for the user's.
    self.path = path
    environment.trace.record(.route, path.map(\.description).joined(separator: " > "))
    reconcileModal(showsLogin: path.last == .login)
    navigation.show(path.filter { $0 != .login }, routeOf: route(of:), makePage: makePage(for:))
  }

  private func reconcileModal(showsLogin: Bool) {
    if showsLogin, loginPage == nil,
      let login = store.scope(state: \.login, action: ActionCase.login.presented())
    {
      let page = LoginViewController(store: login, trace: environment.trace)
      environment.lifetimes.track(page)
      loginPage = page
      navigation.present(page)
      page.loadViewIfNeeded()
    } else if !showsLogin, loginPage != nil {
      loginPage = nil
      navigation.dismiss()
    }
  }

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    // The stack is shorter than the route: the user went back.
    if navigation.viewControllers.count < path.filter({ $0 != .login }).count {
      store.send(.detail(.dismiss))
    }
  }

  private func route(of page: ViewController) -> Route? {
    if page === listPage { return .list }
    if let detail = page as? DetailViewController { return .detail(detail.id) }
    return nil
  }

  private func makePage(for route: Route) -> ViewController {
    switch route {
    case .list:
      return listPage
    case .detail:
      guard let detail = store.scope(state: \.detail, action: ActionCase.detail.presented())
      else { preconditionFailure("a detail route without a presented detail") }
      let page = DetailViewController(store: detail, trace: environment.trace)
      page.context = store.state.topPageContext
      detailPage = page
      environment.lifetimes.track(page)
      // Loaded now, so that it observes its store and renders before it is on screen.
      page.loadViewIfNeeded()
      return page
    case .login:
      preconditionFailure("the login page is presented modally, never pushed")
    }
  }
}
