import ArticleDomain
import Observation

/// The feature's root view model: which pages are shown, and what waits for a login.
///
/// Rule: navigation is state the view model publishes. ``path`` holds the view models of the
/// pages pushed on the list (SwiftUI's `NavigationStack(path:)` holds the same), and ``login``
/// the view model of the login page while it is presented (`.sheet(item:)`). The navigation
/// view observes both and pushes, pops or presents to match; it never decides a route itself.
/// The one thing the navigation controller does on its own — the user going back with the back
/// button or a completed back swipe — is reported back through ``didPop(toDepth:)``.
///
/// Rule: the parent owns its children and hears from them through closures. The list reports
/// "open this article", and a screen whose star needs a login reports the tap as a
/// ``LoginIntent``; this view model decides what that means for the route (a detail pushed,
/// the login presented) and, once the user has logged in, hands the tap back to a screen,
/// whose view model writes the star. The root view model navigates; it writes no star.
///
/// Rule: a page's work ends when its route ends. A detail view model is closed — its request
/// cancelled — the moment it leaves ``path``, and never merely because its page disappeared:
/// a back swipe that is cancelled leaves the route, and so the request, in place. When the
/// whole feature is left, nothing needs saying: the window lets go of the pages, the app lets
/// go of this view model, and every screen's work ends with the screen (each view model
/// cancels its tasks in `deinit`; every task holds its view model weakly, so nothing keeps a
/// screen alive).
///
/// The screens are the very files the Coordinator chapter compiles (`Screens/`): they say what
/// the user wants and never navigate. Only this view model, and the navigation view that
/// follows it, are MVVM's own.
@Observable
@MainActor
final class AppViewModel {
  /// The view models of the detail pages on top of the list, bottom to top.
  private(set) var path: [ArticleDetailViewModel] = []
  /// The login page's view model while the login page is presented.
  private(set) var login: LoginViewModel?

  /// The list page's view model, the root of the navigation.
  let list: ArticleListViewModel
  let shared: SharedModels

  /// Remembered while the login page is up; carried out once the user is logged in.
  @ObservationIgnored private var pendingIntent: LoginIntent?
  private let environment: ArticleEnvironment

  /// The root view model of the feature on `environment`, whose screens share `shared`.
  init(environment: ArticleEnvironment, shared: SharedModels) {
    self.environment = environment
    self.shared = shared
    list = ArticleListViewModel(environment: environment, shared: shared)
    environment.lifetimes.track(list)
    list.onOpenArticle = { [weak self] id in self?.openArticle(id) }
    list.onLoginRequired = { [weak self] intent in self?.presentLogin(for: intent) }
  }

  /// The routes on screen, bottom to top, as every pattern names them.
  var routes: [Route] {
    [.list] + path.map { .detail($0.id) } + (login == nil ? [] : [.login])
  }

  // MARK: Intents

  /// Saves the pages shown, as the scene shows them.
  func start() {
    savePages()
  }

  /// A row was opened: its detail is pushed on the list.
  func openArticle(_ id: Article.ID) {
    path.append(makeDetail(id))
    traceRoutes()
  }

  /// Opens a link such as `app://articles/a2`: the list with that detail on top.
  ///
  /// A link that does not parse changes no page; the page on top says it cannot be opened.
  func open(_ link: String) {
    guard let id = OutsideRequests.article(openedBy: link, trace: environment.trace) else {
      return shared.notices.showLinkRejection()
    }
    openLinkedArticle(id)
  }

  /// Restores the pages the last run saved, before any link the app is launched with: a saved
  /// detail opens as a link to it would, login gate included. Pages this app cannot read are
  /// rejected whole, and the list stays, as on a first launch.
  func restorePages() {
    let saved = environment.restoration.loadPages()
    if let id = OutsideRequests.article(restoredFrom: saved, trace: environment.trace) {
      openLinkedArticle(id)
    }
  }

  /// The detail of `id`, asked for from outside the run (a link, the saved pages): it needs a
  /// logged-in user.
  private func openLinkedArticle(_ id: Article.ID) {
    guard environment.session.isLoggedIn else {
      presentLogin(for: .openArticle(id))
      return
    }
    showOnly(id)
  }

  /// The user went back: the pages above `depth` are gone, and so is their work.
  func didPop(toDepth depth: Int) {
    guard depth < path.count else { return }
    let gone = path[depth...]
    path.removeSubrange(depth...)
    for detail in gone { detail.close() }
    traceRoutes()
  }

  // MARK: Navigation

  /// Replaces the pages above the list with the detail of `id`; the old detail's request ends.
  private func showOnly(_ id: Article.ID) {
    // A link to the article already open asks for what is shown: the page and its work stay.
    if path.count == 1, path[0].id == id { return }
    let replaced = path
    path = [makeDetail(id)]
    for detail in replaced { detail.close() }
    traceRoutes()
  }

  private func makeDetail(_ id: Article.ID) -> ArticleDetailViewModel {
    let detail = ArticleDetailViewModel(id: id, environment: environment, shared: shared)
    detail.onLoginRequired = { [weak self] intent in self?.presentLogin(for: intent) }
    environment.lifetimes.track(detail)
    return detail
  }

  /// The route changed: traced, and saved for the next launch.
  private func traceRoutes() {
    environment.trace.record(.route, routes.map(\.description).joined(separator: " > "))
    savePages()
  }

  /// Saves the route for the next launch: the stack, not the login over it.
  private func savePages() {
    environment.restoration.savePages(SavedPages(showing: routes).text)
  }

  // MARK: Login gate

  /// Presents the login page and remembers `intent`; a newer intent replaces an older one.
  private func presentLogin(for intent: LoginIntent) {
    environment.trace.record(.action, "login required to \(intent)")
    pendingIntent = intent
    guard login == nil else { return }
    let login = LoginViewModel(environment: environment)
    login.onFinish = { [weak self] outcome in self?.loginFinished(outcome) }
    environment.lifetimes.track(login)
    self.login = login
    traceRoutes()
  }

  /// The login page ends: it goes, and only a successful login carries out the intent.
  private func loginFinished(_ outcome: LoginViewModel.Outcome) {
    let intent = pendingIntent
    pendingIntent = nil
    login?.close()
    login = nil
    traceRoutes()
    guard outcome == .loggedIn, let intent else { return }
    switch intent {
    case .favorite(let id, let isFavorite):
      // The tap goes back to a screen, which writes it: the list, the scene's root, there
      // whichever page asked. A detail writes a star the same way, into the same store.
      list.setFavorite(isFavorite, of: id)
    case .openArticle(let id): showOnly(id)
    }
  }
}
