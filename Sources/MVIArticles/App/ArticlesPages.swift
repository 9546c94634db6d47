import ArticleDomain
import HeadlessUI

/// The feature's pages and their navigation controller, rendered from the store's state.
///
/// The route is state: ``ArticlesState/path`` says which pages are on screen, and
/// ``render(_:)`` makes the navigation controller and the modal login page show it, then hands
/// the state to every page's own `render`. The one thing the navigation controller decides by
/// itself — the user going back with the back button or a completed back swipe — comes back as
/// an intent, ``DetailIntent/closed``.
@MainActor
final class ArticlesPages: NavigationControllerDelegate {
  let navigation: NavigationController
  let listPage: ListViewController

  private let environment: ArticleEnvironment
  private let dispatch: (ArticlesIntent) -> Void
  /// The route the pages show now.
  private var shownPath: [Route] = [.list]
  private var detailPage: DetailViewController?
  private var loginPage: LoginViewController?

  /// The pages of the feature, dispatching their user's intents to `dispatch`.
  init(environment: ArticleEnvironment, dispatch: @escaping (ArticlesIntent) -> Void) {
    self.environment = environment
    self.dispatch = dispatch
    listPage = ListViewController(dispatch: dispatch)
    navigation = NavigationController(rootViewController: listPage)
    navigation.delegate = self
    environment.lifetimes.track(listPage)
    environment.lifetimes.track(navigation)
  }

  /// Renders `state`: the route first, then every page on screen.
  func render(_ state: ArticlesState) {
    if state.path != shownPath { show(state.path) }
    listPage.render(state)
    detailPage?.render(state)
    loginPage?.render(state)
  }

  /// Makes the pages show `path`: the modal login page, then the navigation stack, keeping
  /// the detail page already shown when its article stays on top.
  private func show(_ path: [Route]) {
    // Updated before the stack changes, so that the pop below is not taken for the user's.
    shownPath = path
    environment.trace.record(.route, path.map(\.description).joined(separator: " > "))
    let showsLogin = path.last == .login
    if showsLogin, loginPage == nil {
      let page = LoginViewController(dispatch: dispatch)
      environment.lifetimes.track(page)
      loginPage = page
      navigation.present(page)
    } else if !showsLogin, let page = loginPage {
      loginPage = nil
      page.dismiss()
    }
    let detailID = path.lazy.compactMap { route -> Article.ID? in
      if case .detail(let id) = route { id } else { nil }
    }.first
    if detailPage?.id != detailID {
      detailPage = detailID.map { id in
        let page = DetailViewController(id: id, dispatch: dispatch)
        environment.lifetimes.track(page)
        return page
      }
    }
    navigation.show([listPage] + (detailPage.map { [$0] } ?? []))
  }

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    // The stack is shorter than the route: the user went back. A cancelled back swipe never
    // gets here, so the detail and its request stay.
    if detailPage != nil, !navigation.viewControllers.contains(where: { $0 === detailPage }) {
      detailPage = nil
      shownPath = shownPath.filter { if case .detail = $0 { false } else { true } }
      dispatch(.detail(.closed))
    }
  }
}
