import ArticleDomain
import HeadlessUI

/// The app's router (VIPER's root wireframe): it installs the list module, follows links, and
/// presents the login page for an intent and carries the intent out afterwards.
///
/// Rule: navigation that crosses modules goes through routers. A module's router handles its
/// own screen's navigation (the list pushes a detail) and hands this router what belongs to the
/// app: a link replaces the pages, and the login page is presented over whatever is on screen.
///
/// Rule: the login continuation is data. ``presentLogin(for:)`` keeps the ``LoginIntent``; a
/// newer intent replaces it; ``loginDidFinish(loggedIn:)`` carries it out against the pages of
/// now, or drops it when the user cancelled.
///
/// Rule: a router holds view controllers weakly. The window owns the pages; this router only
/// finds them.
///
/// Rule: the saved pages are navigation too. The router saves the stack each time the
/// navigation controller settles, and restores the last run's as it opens a link: a saved
/// detail goes through the same login gate.
@MainActor
final class AppRouter: NavigationControllerDelegate {
  private var dependencies: ModuleDependencies
  private weak var navigation: NavigationController?
  private weak var listPage: ViewController?
  /// The list module, which carries out a favorite that waited for a login.
  private weak var listModule: (any ListModuleInput)?
  private weak var loginPage: ViewController?
  /// The intent the login page is shown for.
  private var pendingIntent: LoginIntent?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
    self.dependencies.flow = self
  }

  private var trace: Trace { dependencies.environment.trace }

  /// Assembles the list module as the root of a navigation controller and gives it to
  /// `window`, which shows nothing until it is made visible. A rejected link's banner was
  /// about the pages this root replaces (after a logout).
  func installRootModule(in window: Window) {
    dependencies.status.clearRejectedLink()
    let (list, module) = ListRouter.assembleModule(dependencies: dependencies)
    let navigation = NavigationController(rootViewController: list)
    navigation.delegate = self
    dependencies.track(navigation)
    self.navigation = navigation
    listPage = list
    listModule = module
    window.rootViewController = navigation
    savePages()
  }

  // MARK: Restoration

  /// Restores the pages the last run saved (`text`), before a link the app is launched with.
  /// Pages this app cannot read are rejected whole: the list stays, as on a first launch.
  func restorePages(from text: String?) {
    guard let text else { return }
    do {
      let pages = try SavedPages(reading: text)
      trace.record(.route, "restore \(pages)")
      if let id = pages.article { openArticle(id) }
    } catch {
      trace.record(.route, "saved pages rejected: \(error)")
    }
  }

  /// Saves the pages on the stack for the next launch.
  private func savePages() {
    let detail = navigation?.topViewController as? DetailViewController
    dependencies.environment.restoration.savePages(SavedPages(article: detail?.articleID).text)
  }

  // MARK: Links

  /// Opens `link`: a link that does not parse says so on the page on top and changes no page;
  /// an article link opens its detail over the list, after a login when the user needs one.
  func open(_ link: String) {
    trace.record(.action, "open link \(link)")
    let parsed: DeepLink
    do {
      parsed = try DeepLink(parsing: link)
    } catch {
      trace.record(.route, "link rejected: \(error)")
      dependencies.status.rejectLink()
      return
    }
    switch parsed {
    case .article(let id): openArticle(id)
    }
  }

  /// Opens the detail of `id` asked for from outside the run (a link, the saved pages).
  private func openArticle(_ id: Article.ID) {
    // Reading an article needs a logged-in user: the login page comes first, and the link
    // waits as data.
    guard dependencies.environment.session.isLoggedIn else {
      presentLogin(for: .openArticle(id))
      return
    }
    showDetail(of: id)
  }

  /// Shows the detail of `id` with the list beneath it, replacing a detail already open — whose
  /// module closes, and whose interactor cancels its request.
  ///
  /// On a cold start the list is built beneath the detail but has not appeared, so it asks for
  /// nothing until the user goes back to it.
  func showDetail(of id: Article.ID) {
    guard let navigation, let listPage else { return }
    if let top = navigation.topViewController as? DetailViewController, top.articleID == id {
      return
    }
    let detail = DetailRouter.assembleModule(articleID: id, dependencies: dependencies)
    trace.record(.route, "Articles > \(id)")
    navigation.setViewControllers([listPage, detail])
  }

  // MARK: The login gate

  /// Presents the login page for `intent`, or — when it is already shown — makes `intent` the
  /// one carried out after logging in: only the latest intent counts.
  func presentLogin(for intent: LoginIntent) {
    pendingIntent = intent
    trace.record(.route, "login for \(intent)")
    guard loginPage == nil, let navigation else { return }
    let login = LoginRouter.assembleModule(dependencies: dependencies)
    loginPage = login
    navigation.present(login)
  }

  /// Dismisses the login page and, when the user logged in, carries out the intent it was shown
  /// for. Cancelling carries out nothing.
  func loginDidFinish(loggedIn: Bool) {
    let intent = pendingIntent
    pendingIntent = nil
    if loginPage != nil {
      loginPage = nil
      trace.record(.route, "dismiss login")
      navigation?.dismiss()
    }
    guard loggedIn, let intent else { return }
    carryOut(intent)
  }

  /// Carries out an intent that waited for a login, against the pages of now.
  ///
  /// The router navigates and sets no star: a favorite is a use case, handed to the list
  /// module (the root of the window, there whichever page asked), whose interactor sets it in
  /// the shared favorites store; every page showing that star follows — the detail the user
  /// came from included.
  private func carryOut(_ intent: LoginIntent) {
    trace.record(.action, "carry out \(intent)")
    switch intent {
    case .favorite(let id, let isFavorite): listModule?.favoriteAfterLogin(isFavorite, of: id)
    case .openArticle(let id): showDetail(of: id)
    }
  }

  // MARK: NavigationControllerDelegate

  /// The pages changed: a rejected link's banner was about the old ones.
  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    dependencies.status.clearRejectedLink()
    savePages()
  }
}
