import ArticleDomain
import HeadlessUI

/// The root of one scene's flows: it starts the articles flow in the navigation controller it
/// is given, opens links, and runs the login gate.
///
/// Rule: route decisions are the coordinator's. A link is parsed into a typed intent here; a
/// screen whose star needs a login reports it as an intent too. With a logged-in user a link's
/// intent is carried out at once; otherwise the login flow starts as a child and the intent
/// waits in `pendingIntent` — a value, so a newer intent replaces it. When the child reports
/// `.loggedIn`, the intent is carried out against the pages of now; `.cancelled` drops it.
///
/// Rule: coordinators navigate; screens do the work. The coordinator keeps the route and the
/// intent, never the stars, the rows or the details, and it writes none of them: a star that
/// waited for the login is handed back to a screen (``ArticlesCoordinator/setFavorite(_:of:)``),
/// whose view model writes it. What it holds of the scene's models is the notices, to say that
/// a link cannot be opened.
///
/// Rule: a coordinator's dependencies are fixed for its life. The scene delegate makes one app
/// coordinator per scene with its navigation controller and its screen factory; when the
/// session ends it makes new ones, on the new account's models, rather than handing new
/// models to a running coordinator.
///
/// ```text
/// AppCoordinator ── ArticlesCoordinator (list, details: push, replace, reconcile)
///       │       └── LoginCoordinator     (while the login page is shown)
///       └── ScreenFactory ── SharedModels (favorites, network status, notices)
/// ```
@MainActor
final class AppCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// The navigation controller every page of the scene is shown in.
  let navigation: NavigationController

  /// The intent that waits for the login, while the login page is shown.
  private var pendingIntent: LoginIntent?
  private let factory: ScreenFactory
  /// The scene's notices: a link that cannot be opened says so on the page on top.
  private let notices: PageNotices
  private let environment: ArticleEnvironment

  /// The root coordinator of one scene on `environment`, showing its pages in `navigation`,
  /// built by `factory`; `notices` are the scene's. Shows nothing until ``start()``.
  init(
    navigation: NavigationController, environment: ArticleEnvironment, notices: PageNotices,
    factory: ScreenFactory
  ) {
    self.navigation = navigation
    self.environment = environment
    self.notices = notices
    self.factory = factory
    environment.lifetimes.track(self)
    environment.lifetimes.track(navigation)
  }

  /// The articles flow, running from ``start()`` on.
  var articles: ArticlesCoordinator? { child(ofType: ArticlesCoordinator.self) }

  /// Shows the list, the flow's first screen.
  func start() {
    guard articles == nil else { return }
    let articles = ArticlesCoordinator(
      navigation: navigation, factory: factory, environment: environment)
    articles.onLoginRequired = { [weak self] intent in self?.showLogin(for: intent) }
    addChild(articles)
    articles.start()
  }

  /// Starts the flow as the app launches: the list, then the pages the last run saved over it,
  /// as a link to them would open them, login gate included.
  func startRestoringPages() {
    // Read before the new flow saves its own pages over them.
    let saved = environment.restoration.loadPages()
    start()
    if let id = OutsideRequests.article(restoredFrom: saved, trace: environment.trace) {
      handle(.openArticle(id))
    }
  }

  // MARK: Links and intents

  /// Opens `link`: a link that does not parse changes no page, and the page on top says so.
  func open(_ link: String) {
    guard let id = OutsideRequests.article(openedBy: link, trace: environment.trace) else {
      return notices.showLinkRejection()
    }
    handle(.openArticle(id))
  }

  /// Carries out `intent` now, or — with nobody logged in — shows the login page and keeps
  /// the intent for when the user has logged in.
  private func handle(_ intent: LoginIntent) {
    guard environment.session.isLoggedIn else { return showLogin(for: intent) }
    carryOut(intent)
  }

  /// A child's flow finished: let go of it, which releases it and its screens.
  func childDidFinish(_ child: any Coordinator) {
    // Teaching variant: the finished child is kept alive, and the parent believes a login is
    // still shown, so the next gate shows no page. The correct file calls `removeChild(child)`.
  }

  // MARK: The login gate

  /// Keeps `intent` — a newer intent replaces one still waiting — and starts the login flow
  /// unless it runs.
  private func showLogin(for intent: LoginIntent) {
    environment.trace.record(.action, "login required to \(intent)")
    pendingIntent = intent
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

  /// Carries out an intent the user may now do: a page to show, or a star handed back to the
  /// screen that writes it.
  private func carryOut(_ intent: LoginIntent) {
    switch intent {
    case .favorite(let id, let isFavorite): articles?.setFavorite(isFavorite, of: id)
    case .openArticle(let id): articles?.showArticle(id)
    }
  }
}
