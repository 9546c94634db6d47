import ArticleDomain
import HeadlessUI

/// The feature's pages and their navigation controller, rendered from the store's state.
///
/// Rule: navigation is route state. The store's ``ArticlesState/path`` says which pages are on
/// screen; ``render(_:)`` reconciles the navigation controller to it (push, pop or replace),
/// presents or dismisses the login page, and never the other way round. The one thing the
/// navigation controller decides on its own — the user going back with the back button or a
/// completed back swipe — comes back to the store as an action, ``DetailAction/closed``, which
/// pops the route state. The login page is dismissed only by the route: "Cancel" and a
/// successful login set ``ArticlesState/login`` to `nil`, and the render dismisses it.
@MainActor
final class ArticlesScreens: NavigationControllerDelegate {
  let navigation: NavigationController
  let listPage: ListViewController

  private let environment: ArticleEnvironment
  private let send: (ArticlesAction) -> Void
  /// The route the navigation controller and the modal page were last reconciled to.
  private var path: [Route] = [.list]
  /// The login page while it is presented.
  private var loginPage: LoginViewController?

  /// The screens of the feature, reading the store's current state with `state` and sending
  /// their users' actions to `send`.
  init(
    environment: ArticleEnvironment, state: @escaping () -> ArticlesState?,
    send: @escaping (ArticlesAction) -> Void
  ) {
    self.environment = environment
    self.send = send
    listPage = ListViewController(trace: environment.trace, state: state, send: send)
    navigation = NavigationController(rootViewController: listPage)
    navigation.delegate = self
    environment.lifetimes.track(listPage)
    environment.lifetimes.track(navigation)
  }

  /// Renders `state`: first the route, then every page on screen.
  func render(_ state: ArticlesState) {
    reconcileNavigation(to: state.path)
    listPage.render(state)
    if let detail = state.detail, let page = detailPage(showing: detail.id) {
      page.render(detail, in: state)
    }
    if let login = state.login { loginPage?.render(login) }
  }

  /// Records `action` in the trace as the store is about to reduce it, marking stale answers.
  ///
  /// Nothing is formatted when nobody listens: the text is built inside the trace's
  /// autoclosure.
  func trace(_ action: ArticlesAction, meeting state: ArticlesState) {
    environment.trace.record(
      .action, "\(action)\(state.isStale(action) ? " (stale, dropped)" : "")")
  }

  // MARK: Navigation

  /// Makes the pages show `path`: the modal login page first, then the navigation stack,
  /// keeping the pages already shown for its routes.
  private func reconcileNavigation(to path: [Route]) {
    guard path != self.path else { return }
    // Updated before the stack changes, so that the pop below is not taken for the user's.
    self.path = path
    environment.trace.record(.route, path.map(\.description).joined(separator: " > "))
    reconcileModal(showsLogin: path.last == .login)
    navigation.show(path.filter { $0 != .login }, routeOf: route(of:), makePage: makePage(for:))
  }

  /// Presents the login page over the stack, or dismisses it.
  private func reconcileModal(showsLogin: Bool) {
    if showsLogin, loginPage == nil {
      let page = LoginViewController(trace: environment.trace, send: send)
      environment.lifetimes.track(page)
      loginPage = page
      navigation.present(page)
    } else if !showsLogin, loginPage != nil {
      loginPage = nil
      navigation.dismiss()
    }
  }

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    // The stack is shorter than the route: the user went back. A cancelled back swipe never
    // gets here, so the detail and its request stay.
    if navigation.viewControllers.count < path.filter({ $0 != .login }).count {
      send(.detail(.closed))
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
    case .detail(let id):
      let page = DetailViewController(id: id, trace: environment.trace, send: send)
      environment.lifetimes.track(page)
      return page
    case .login:
      preconditionFailure("the login page is presented modally, never pushed")
    }
  }

  private func detailPage(showing id: Article.ID) -> DetailViewController? {
    navigation.viewControllers.lazy.compactMap { $0 as? DetailViewController }.first { $0.id == id }
  }
}
