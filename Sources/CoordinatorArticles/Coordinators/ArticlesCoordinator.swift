public import ArticleDomain
public import HeadlessUI

/// The articles flow: the list at the root of the navigation stack and the details pushed on
/// it.
///
/// Rule: the coordinator owns navigation, the screens own their state. It creates the list and
/// each detail with their view models, injects the shared models, and is told by them what the
/// user wants (``ArticleListViewModel/onSelectArticle``, the stars); it decides what to push,
/// and reports what needs the login gate to its parent through ``onIntent``.
///
/// Rule: route state is reconciled with the real stack. ``routes`` names the pages on screen
/// with stable ids (`[.list, .detail("a2")]`). The user can change the stack without asking —
/// the back button, a completed back swipe — so after every change the navigation controller
/// settles on (its delegate's `didShow`), the routes are read back from the stack, and a detail
/// page that left it is closed: its request is cancelled. A cancelled back swipe never settles
/// on a new page, so its detail and its request stay.
///
/// The class is open for the teaching variants: a subclass may change how the article on top
/// is known (``articleOnTop``) or how an article is shown (``showArticle(_:)``).
@MainActor
open class ArticlesCoordinator: Coordinator, NavigationControllerDelegate {
  public var childCoordinators: [any Coordinator] = []
  /// The pages on the stack, bottom to top, as last read back from the navigation controller.
  public private(set) var routes: [Route] = [.list]
  /// Called with what the user asked for that may need a login; set by the parent.
  public var onIntent: ((ArticleIntent) -> Void)?

  let navigation: NavigationController
  let listPage: ArticleListViewController
  private let services: FeatureServices
  /// The detail pages this coordinator pushed and has not closed yet.
  private var detailPages: [ArticleDetailViewController] = []

  /// The articles flow in `navigation`, its screens built on `services`.
  public required init(navigation: NavigationController, services: FeatureServices) {
    self.navigation = navigation
    self.services = services
    let listViewModel = ArticleListViewModel(
      environment: services.environment, favorites: services.favorites,
      network: services.network, notices: services.notices)
    listPage = ArticleListViewController(
      viewModel: listViewModel, trace: services.environment.trace, renderPass: services.renderPass)
    listViewModel.onSelectArticle = { [weak self] id in self?.didSelectArticle(id) }
    listViewModel.onToggleFavorite = { [weak self] id in self?.onIntent?(.favorite(id)) }
    for object: AnyObject in [self, listViewModel, listPage] {
      services.environment.lifetimes.track(object)
    }
  }

  /// Puts the list at the root of the stack and starts listening to it.
  public func start() {
    navigation.setViewControllers([listPage])
    navigation.delegate = self
    reconcileRoutes()
  }

  /// Stops every page's work; nothing renders afterwards.
  public func stop() {
    navigation.delegate = nil
    listPage.stopRendering()
    listPage.viewModel.stop()
    for page in detailPages { close(page) }
    detailPages = []
  }

  // MARK: Route decisions

  /// The article whose detail is on top of the stack, as the route state says.
  open var articleOnTop: Article.ID? {
    if case .detail(let id)? = routes.last { id } else { nil }
  }

  /// Shows the detail of `id` with the list beneath it: pushed over the list, or replacing a
  /// detail already open (whose request is then cancelled). Nothing changes when it is already
  /// on top.
  open func showArticle(_ id: Article.ID) {
    guard articleOnTop != id else { return }
    let page = makeDetailPage(for: id)
    if articleOnTop == nil {
      navigation.push(page)
    } else {
      navigation.setViewControllers([listPage, page])
    }
  }

  /// A row was tapped. One detail at a time: a second tap that lands while a detail is
  /// already on top (a double tap during the push) opens nothing more.
  func didSelectArticle(_ id: Article.ID) {
    guard articleOnTop == nil else { return }
    showArticle(id)
  }

  // MARK: Reconciliation

  public func navigationController(
    _ navigationController: NavigationController, didShow: ViewController
  ) {
    reconcileRoutes()
  }

  /// Reads the routes back from the stack, and closes every detail page that left it.
  func reconcileRoutes() {
    let stack = navigation.viewControllers
    for page in detailPages where !stack.contains(where: { $0 === page }) { close(page) }
    detailPages.removeAll { page in !stack.contains { $0 === page } }
    let shown = stack.compactMap(route(of:))
    guard shown != routes else { return }
    routes = shown
    services.environment.trace.record(.route, shown.map(\.description).joined(separator: " > "))
    // What was said about the old page on top is no longer news.
    services.notices.dismissAll()
  }

  private func route(of page: ViewController) -> Route? {
    if page === listPage { return .list }
    return (page as? ArticleDetailViewController).map { .detail($0.viewModel.id) }
  }

  // MARK: Screens

  private func makeDetailPage(for id: Article.ID) -> ArticleDetailViewController {
    let viewModel = ArticleDetailViewModel(
      id: id, environment: services.environment, favorites: services.favorites,
      network: services.network, notices: services.notices)
    viewModel.onToggleFavorite = { [weak self] id in self?.onIntent?(.favorite(id)) }
    let page = ArticleDetailViewController(
      viewModel: viewModel, trace: services.environment.trace, renderPass: services.renderPass)
    for object: AnyObject in [viewModel, page] { services.environment.lifetimes.track(object) }
    detailPages.append(page)
    return page
  }

  private func close(_ page: ArticleDetailViewController) {
    page.stopRendering()
    page.viewModel.close()
  }
}
