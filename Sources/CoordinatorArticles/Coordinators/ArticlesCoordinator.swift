import ArticleDomain
import HeadlessUI

/// The articles flow: the list at the root of the navigation stack and the details pushed on
/// it.
///
/// Rule: the coordinator owns navigation, the screens own their state and their work. It asks
/// the factory for the list and each detail, listens to what they report (a row opened, a star
/// that needs a login), decides what to push, and hands what needs the login gate to its parent
/// through ``onLoginRequired``. A star the login let through goes back to a screen
/// (``setFavorite(_:of:)``): the coordinator writes nothing.
///
/// Rule: route state is reconciled with the real stack. ``routes`` names the pages on screen
/// with stable ids (`[.list, .detail("a2")]`). The user can change the stack without asking —
/// the back button, a completed back swipe — so after every change the navigation controller
/// settles on (its delegate's `didShow`), the routes are read back from the stack, and a detail
/// page that left it is closed: its request is cancelled. A cancelled back swipe never settles
/// on a new page, so its detail and its request stay.
@MainActor
final class ArticlesCoordinator: Coordinator, NavigationControllerDelegate {
  var childCoordinators: [any Coordinator] = []
  /// The pages on the stack, bottom to top, as last read back from the navigation controller.
  private(set) var routes: [Route] = []
  /// Told what a screen asked for that needs a login; set by the parent.
  var onLoginRequired: ((LoginIntent) -> Void)?

  private let navigation: NavigationController
  private let factory: ScreenFactory
  private let trace: Trace
  private let restoration: any PageStore
  private var listPage: ArticleListViewController?
  /// The detail pages this coordinator pushed and has not closed yet.
  private var detailPages: [ArticleDetailViewController] = []

  /// The articles flow in `navigation`, its screens built by `factory`. Shows nothing yet.
  init(navigation: NavigationController, factory: ScreenFactory, environment: ArticleEnvironment) {
    self.navigation = navigation
    self.factory = factory
    trace = environment.trace
    restoration = environment.restoration
    environment.lifetimes.track(self)
  }

  /// Puts the list at the root of the stack and starts following the stack.
  func start() {
    let listPage = factory.makeList()
    listPage.viewModel.onOpenArticle = { [weak self] id in self?.didSelectArticle(id) }
    listPage.viewModel.onLoginRequired = { [weak self] intent in self?.onLoginRequired?(intent) }
    self.listPage = listPage
    navigation.delegate = self
    navigation.setViewControllers([listPage])
  }

  // MARK: Route decisions

  /// The article whose detail is on top of the stack, as the route state says.
  var articleOnTop: Article.ID? {
    if case .detail(let id)? = routes.last { id } else { nil }
  }

  /// Shows the detail of `id` with the list beneath it: pushed over the list, or replacing a
  /// detail already open (whose request is then cancelled). Nothing changes when it is already
  /// on top.
  func showArticle(_ id: Article.ID) {
    guard articleOnTop != id, let listPage else { return }
    let page = makeDetailPage(for: id)
    if articleOnTop == nil {
      navigation.push(page)
    } else {
      navigation.setViewControllers([listPage, page])
    }
  }

  /// Hands a star the login let through back to a screen, which writes it: the list, the
  /// root of the flow, there whichever page asked. A detail writes a star the same way, into
  /// the same store.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    listPage?.viewModel.setFavorite(isFavorite, of: id)
  }

  /// A row was tapped. One detail at a time: a second tap that lands while a detail is
  /// already on top (a double tap during the push) opens nothing more.
  private func didSelectArticle(_ id: Article.ID) {
    guard articleOnTop == nil else { return }
    showArticle(id)
  }

  // MARK: Reconciliation

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    reconcileRoutes()
  }

  /// Reads the routes back from the stack, closes every detail page that left it, and saves
  /// the routes for the next launch when they changed.
  private func reconcileRoutes() {
    let stack = navigation.viewControllers
    for page in detailPages where !stack.contains(where: { $0 === page }) { close(page) }
    detailPages.removeAll { page in !stack.contains { $0 === page } }
    let shown = stack.compactMap(route(of:))
    guard shown != routes else { return }
    routes = shown
    trace.record(.route, shown.map(\.description).joined(separator: " > "))
    restoration.savePages(SavedPages(showing: shown).text)
  }

  private func route(of page: ViewController) -> Route? {
    if page === listPage { return .list }
    return (page as? ArticleDetailViewController).map { .detail($0.viewModel.id) }
  }

  // MARK: Screens

  private func makeDetailPage(for id: Article.ID) -> ArticleDetailViewController {
    let page = factory.makeDetail(of: id)
    page.viewModel.onLoginRequired = { [weak self] intent in self?.onLoginRequired?(intent) }
    detailPages.append(page)
    return page
  }

  /// The page's route has ended: it stops rendering and its request is cancelled.
  private func close(_ page: ArticleDetailViewController) {
    page.stopObserving()
    page.viewModel.close()
  }
}
