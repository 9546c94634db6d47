import ArticleDomain
import HeadlessUI

/// The root of the feature's flows: it owns the navigation controller and the screen factory,
/// starts the articles flow, opens links, runs the login gate and says what the connection
/// coming back sets off.
///
/// Rule: route decisions are the coordinator's. A link is parsed into a typed intent here; a
/// star tap arrives here as an intent too. With a logged-in user the intent is carried out at
/// once; otherwise the login flow starts as a child, and the intent waits in ``pendingIntent``
/// — a value, so a newer intent replaces it and a test can read it. When the child reports
/// `.loggedIn`, the intent is carried out against the pages of now; `.cancelled` drops it.
///
/// Rule: no second copy of business state. The coordinator keeps the route and the intent;
/// the stars, the rows and the details live in the screens' models and view models.
///
/// Rule: a flow lives as long as what it shows. The account's state — the favorites above all —
/// lives in the factory's shared models; when the session ends, the app gives every scene's
/// coordinator a new factory, on new shared models, and each finishes its articles flow and
/// starts a new one (``restart(models:factory:)``), as a coordinator app restarts its root flow on logout.
///
/// Rule: one app coordinator per scene, as a scene delegate makes one for its window. Each
/// owns its scene's navigation, links and login gate; the factories of all scenes share the
/// account's models, so a star tapped in one window shows in every window.
///
/// ```text
/// AppCoordinator ── ArticlesCoordinator (list, details: push, replace, reconcile)
///       │       └── LoginCoordinator     (while the login page is shown)
///       └── ScreenFactory ── SharedModels (favorites, network status, notices)
/// ```
@MainActor
final class AppCoordinator: Coordinator {
  /// What the user asked for before the login gate stopped them: the continuation the
  /// coordinator keeps while the login page is shown.
  ///
  /// Rule: the continuation is a value, never a closure holding an old screen. It names what
  /// to do and to which article, so a test can read it, a newer intent can replace it, and it
  /// is carried out against whatever page is on screen once the user has logged in.
  enum LoginIntent: Hashable, CustomStringConvertible {
    /// Set the star of an article to the value the tap asked for: a value, not a flip, so that
    /// what the server said meanwhile cannot turn it into the opposite.
    case favorite(Article.ID, isFavorite: Bool)
    case openArticle(Article.ID)

    var description: String {
      switch self {
      case .favorite(let id, let isFavorite): "favorite \(id) \(isFavorite)"
      case .openArticle(let id): "open \(id)"
      }
    }
  }

  var childCoordinators: [any Coordinator] = []
  /// The intent that waits for the login, while the login page is shown.
  private(set) var pendingIntent: LoginIntent?
  /// The navigation controller every page of the feature is shown in.
  let navigation = NavigationController()

  /// The models this scene's screens share: the account's stars, the device's status, this
  /// scene's notices. The coordinator acts on them; the factory hands them to each screen.
  private(set) var models: SharedModels
  private(set) var factory: ScreenFactory
  let environment: ArticleEnvironment
  /// This scene's ear on the connection; it stops listening when the coordinator goes.
  private let connection = SceneConnection()

  /// The root coordinator of one scene on `environment` and `models`, whose screens `factory`
  /// builds. Shows nothing until ``start()``.
  init(environment: ArticleEnvironment, models: SharedModels, factory: ScreenFactory) {
    self.environment = environment
    self.models = models
    self.factory = factory
    environment.lifetimes.track(self)
    environment.lifetimes.track(navigation)
  }

  /// The articles flow, running from ``start()`` on.
  var articles: ArticlesCoordinator? { child(ofType: ArticlesCoordinator.self) }

  /// The pages on screen, bottom to top: the stack, then the login page while it is shown.
  var routes: [Route] {
    (articles?.routes ?? []) + (child(ofType: LoginCoordinator.self) == nil ? [] : [.login])
  }

  /// Shows the list, the flow's first screen, restores the last run's pages over it, and starts
  /// listening to the connection.
  func start() {
    guard articles == nil else { return }
    // Read before the new flow saves its own pages over them.
    let saved = environment.restoration.loadPages()
    listenToConnectivity()
    startArticles()
    restorePages(from: saved)
  }

  private func startArticles() {
    let articles = ArticlesCoordinator(
      navigation: navigation, factory: factory, environment: environment)
    articles.onIntent = { [weak self] intent in self?.handle(intent) }
    addChild(articles)
    articles.start()
  }

  // MARK: Links and intents

  /// Opens `link`: a link that does not parse changes no page, and the page on top says so.
  func open(_ link: String) {
    guard let id = OutsideRequests.article(openedBy: link, trace: environment.trace) else {
      return models.notices.showLinkRejection()
    }
    handle(.openArticle(id))
  }

  /// Restores the pages the last run saved (`text`), as a link to them would open them, login
  /// gate included.
  private func restorePages(from text: String?) {
    if let id = OutsideRequests.article(restoredFrom: text, trace: environment.trace) {
      handle(.openArticle(id))
    }
  }

  /// Carries out `intent` now, or — with nobody logged in — shows the login page and keeps
  /// the intent for when the user has logged in. A newer intent replaces one still waiting.
  func handle(_ intent: LoginIntent) {
    guard environment.session.isLoggedIn else {
      environment.trace.record(.action, "login required to \(intent)")
      pendingIntent = intent
      showLogin()
      return
    }
    carryOut(intent)
  }

  /// A child's flow finished: let go of it, which releases it and its screens.
  func childDidFinish(_ child: any Coordinator) {
    removeChild(child)
  }

  // MARK: The login gate

  private func showLogin() {
    guard child(ofType: LoginCoordinator.self) == nil else { return }
    let login = LoginCoordinator(
      presenter: navigation, factory: factory, environment: environment)
    login.onFinish = { [weak self] login, outcome in self?.loginDidFinish(login, outcome) }
    addChild(login)
    login.start()
  }

  private func loginDidFinish(_ login: LoginCoordinator, _ outcome: LoginViewModel.Outcome) {
    childDidFinish(login)
    let intent = pendingIntent
    pendingIntent = nil
    guard outcome == .loggedIn, let intent else { return }
    carryOut(intent)
  }

  private func carryOut(_ intent: LoginIntent) {
    switch intent {
    case .favorite(let id, let isFavorite):
      models.notices.dismissFavoriteFailure()
      models.favorites.setFavorite(isFavorite, of: id)
    case .openArticle(let id): articles?.showArticle(id)
    }
  }

  // MARK: The session

  /// Logged out: every flow finishes — the old screens go with it, each view model cancelling
  /// its own work as it goes — and nothing waits for a login any more.
  func finishFlows() {
    pendingIntent = nil
    for child in childCoordinators {
      (child as? ArticlesCoordinator)?.finish()
      removeChild(child)
    }
  }

  /// A new articles flow on new `models`, which know nothing of the old account, built by
  /// `factory`.
  func restart(models: SharedModels, factory: ScreenFactory) {
    self.models = models
    self.factory = factory
    connection.stop()
    listenToConnectivity()
    startArticles()
  }

  // MARK: Connectivity

  /// Back online, the favorites go first, then this scene's list catches up
  /// (``SceneConnection``).
  private func listenToConnectivity() {
    connection.start(
      environment: environment, network: models.network, favorites: models.favorites
    ) { [weak self] in self?.articles?.connectionReturned() }
  }
}
