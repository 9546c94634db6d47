public import ArticleDomain
public import HeadlessUI

/// The root of the feature's flows: it owns the navigation controller and the shared models,
/// starts the articles flow, opens links, and runs the login gate.
///
/// Rule: route decisions are the coordinator's. A link is parsed into a typed intent here; a
/// star tap arrives here as an intent too. With a logged-in user the intent is carried out at
/// once; otherwise the login flow starts as a child, and the intent waits in ``pendingIntent``
/// — a value, so a newer intent replaces it and a test can read it. When the child reports
/// `.loggedIn`, the intent is carried out against the pages of now; `.cancelled` drops it.
///
/// Rule: no second copy of business state. The coordinator keeps the route and the intent;
/// the stars, the rows and the details live in models and view models.
///
/// ```text
/// AppCoordinator ── ArticlesCoordinator (list, details: push, replace, reconcile)
///       │       └── LoginCoordinator     (while the login page is shown)
///       └── FavoritesModel, NetworkStatus, PageNotices  (shared, injected into the screens)
/// ```
///
/// The class is open for the teaching variants: a subclass may change which articles
/// coordinator it starts (``articlesCoordinatorType``) or what it does when a child finishes
/// (``childDidFinish(_:)``).
@MainActor
open class AppCoordinator: Coordinator {
  public var childCoordinators: [any Coordinator] = []
  /// The intent that waits for the login, while the login page is shown.
  public private(set) var pendingIntent: ArticleIntent?
  /// The navigation controller every page of the feature is shown in.
  public let navigation: NavigationController
  /// The articles flow, started with the coordinator and running for as long as it does.
  public let articles: ArticlesCoordinator

  /// The class of the articles coordinator; a variant overrides it.
  open class var articlesCoordinatorType: ArticlesCoordinator.Type { ArticlesCoordinator.self }

  private let environment: ArticleEnvironment
  private let favorites: FavoritesModel
  private let network: NetworkStatus
  private let notices: PageNotices
  private let renderPass: RenderPass

  /// Builds the shared models and the articles flow, with the list at the root of the stack,
  /// so that a link opened before the launch puts its pages over it.
  public required init(environment: ArticleEnvironment) {
    self.environment = environment
    let network = NetworkStatus(connectivity: environment.connectivity, trace: environment.trace)
    let notices = PageNotices()
    let favorites = FavoritesModel(environment: environment, network: network, notices: notices)
    // Back online, the favorites made offline go first; the list, which listens after them,
    // refreshes afterwards.
    network.addListener { [weak favorites] isOnline in
      if isOnline { favorites?.sendPendingChanges() }
    }
    let services = FeatureServices(
      environment: environment, favorites: favorites, network: network, notices: notices,
      renderPass: RenderPass())
    navigation = NavigationController()
    articles = Self.articlesCoordinatorType.init(navigation: navigation, services: services)
    self.network = network
    self.notices = notices
    self.favorites = favorites
    renderPass = services.renderPass
    for object: AnyObject in [self, navigation, network, notices, favorites] {
      environment.lifetimes.track(object)
    }
    articles.onIntent = { [weak self] intent in self?.handle(intent) }
    addChild(articles)
    articles.start()
  }

  /// The pages on screen, bottom to top: the stack, then the login page while it is shown.
  public var routes: [Route] {
    articles.routes + (child(ofType: LoginCoordinator.self) == nil ? [] : [.login])
  }

  /// Starts listening to the connection; the pages are already in place.
  public func start() {
    network.start()
  }

  /// Leaves the feature: every flow's work stops, every child goes, nothing is carried out.
  public func stop() {
    for child in childCoordinators.reversed() { child.stop() }
    childCoordinators = []
    pendingIntent = nil
    favorites.cancelAll()
    network.stop()
  }

  // MARK: Links and intents

  /// Opens `link`: a link that does not parse changes no page, and the page on top says so.
  public func open(_ link: String) {
    environment.trace.record(.action, "open link \(link)")
    do {
      switch try DeepLink(parsing: link) {
      case .article(let id): handle(.openArticle(id))
      }
    } catch {
      environment.trace.record(.action, "link rejected: \(error)")
      notices.showLinkRejection()
    }
  }

  /// Carries out `intent` now, or — with nobody logged in — shows the login page and keeps
  /// the intent for when the user has logged in. A newer intent replaces one still waiting.
  public func handle(_ intent: ArticleIntent) {
    guard environment.session.isLoggedIn else {
      pendingIntent = intent
      showLogin()
      return
    }
    carryOut(intent)
  }

  /// A child's flow finished: let go of it, which releases it and its screens.
  open func childDidFinish(_ child: any Coordinator) {
    removeChild(child)
  }

  // MARK: The login gate

  private func showLogin() {
    guard child(ofType: LoginCoordinator.self) == nil else { return }
    let login = LoginCoordinator(
      presenter: navigation, environment: environment, renderPass: renderPass)
    login.onFinish = { [weak self] login, outcome in self?.loginDidFinish(login, outcome) }
    addChild(login)
    login.start()
    environment.trace.record(.route, "login presented for \(pendingIntent?.description ?? "")")
  }

  private func loginDidFinish(_ login: LoginCoordinator, _ outcome: LoginOutcome) {
    childDidFinish(login)
    let intent = pendingIntent
    pendingIntent = nil
    if outcome == .loggedIn, let intent { carryOut(intent) }
  }

  private func carryOut(_ intent: ArticleIntent) {
    environment.trace.record(.action, "carry out \(intent)")
    switch intent {
    case .favorite(let id): favorites.toggleFavorite(of: id)
    case .openArticle(let id): articles.showArticle(id)
    }
  }
}
