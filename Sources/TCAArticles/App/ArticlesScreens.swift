import ArticleDomain
import ComposableRuntime
import ComposableUIKit
import HeadlessUI

/// The feature's pages and their navigation controller, rendered from the store's state.
///
/// Rule: navigation is presented child state, shown by UIKitNavigation's helpers. The detail
/// page is the navigation destination of the presented detail's store
/// (`navigationDestination(item:)`), the login page the modal presentation of the presented
/// login's (`present(item:)`): a child presented pushes or presents its page, a child gone pops
/// or dismisses it, another child replaces it. The one thing the navigation controller decides
/// on its own, the user going back (back button or completed swipe), the helper writes back to
/// the binding, which sends `.detail(.dismiss)`. A cancelled swipe writes nothing.
///
/// Rule: each page holds the store of its own feature, scoped from the app's store
/// (`store.scope(state:action:)`), and observes it: the list page the list's (and the
/// search's), the detail page the presented detail's, the login page the presented login's.
/// What the window shows on a page — the banner, a favorite's failure — the page reads from the
/// window's store in its own `observe { }`, through the reading its screens give it
/// (``PageContext``): a page renders in one place, from what it read.
@MainActor
final class ArticlesScreens {
  let navigation: NavigationController
  let listPage: ListViewController

  private let environment: ArticleEnvironment
  /// The store of this window's pages, scoped from the app's.
  @UIBindable var store: Store<ArticlesFeature.State, ArticlesFeature.Action>

  init(store: Store<ArticlesFeature.State, ArticlesFeature.Action>, environment: ArticleEnvironment)
  {
    self.environment = environment
    self.store = store
    listPage = ListViewController(
      store: store.scope(state: \.list, action: .list), context: { store.listPageContext },
      trace: environment.trace)
    navigation = NavigationController(rootViewController: listPage)
    environment.lifetimes.track(listPage)
    environment.lifetimes.track(navigation)
  }

  /// Shows the presented children's pages, now and whenever the window presents another.
  /// Started before the pages observe their own stores, so that in a turn's renders a page
  /// pushed by a change is on the stack before it renders.
  func observe() {
    // The login first: a login that ends by opening an article is gone before it shows.
    navigation.present(item: $store.scope(state: \.login, action: .login)) {
      [environment] login in
      let page = LoginViewController(store: login, trace: environment.trace)
      environment.lifetimes.track(page)
      page.loadViewIfNeeded()
      return page
    }
    navigation.navigationDestination(item: $store.scope(state: \.detail, action: .detail)) {
      [environment, store = self.store] detail in
      let page = DetailViewController(
        store: detail, context: { store.topPageContext }, trace: environment.trace)
      environment.lifetimes.track(page)
      // Loaded now, so that it observes its store and renders before it is on screen.
      page.loadViewIfNeeded()
      return page
    }
    // The list page observes its store once it is loaded: from the first render on, as the
    // window's pages are first shown (or a link is opened before launch).
    listPage.loadViewIfNeeded()
  }
}
