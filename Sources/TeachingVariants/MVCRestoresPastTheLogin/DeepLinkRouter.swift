import ArticleDomain
import HeadlessUI

/// A page that can say a link was rejected, on its banner.
@MainActor
protocol LinkRejectionShowing: AnyObject {
  /// Shows `message` on the page's banner.
  func showLinkRejection(_ message: String)
}

/// Opens links into the feature, and restores the pages of the last run: the part of a scene
/// delegate that handles URLs and state restoration.
///
/// Rule: in MVC the controllers navigate themselves (the list pushes a detail when a row is
/// tapped). A link comes from outside every controller, so this object — the scene
/// delegate's helper — turns it into pages: it replaces the stack with the list and the
/// linked detail, and lets the navigation controller tell the page that goes away. It never
/// touches a page's data or work; each page loads and cancels its own.
///
/// Rule: the saved pages are an outside request too. As the navigation controller's delegate
/// the router saves the stack each time it settles; when the scene connects it reads what the
/// last run saved and opens a saved detail exactly as a link to it, login gate included.
@MainActor
final class DeepLinkRouter: NavigationControllerDelegate {
  /// The message a rejected link shows, on the page on top.
  static let rejectionMessage = "This link cannot be opened."

  private let navigation: NavigationController
  private let listPage: ArticleListViewController
  private let dependencies: PageDependencies
  /// The article a link asked for while the user was logged out, opened once they log in.
  private var articleAfterLogin: Article.ID?
  /// Whether the login page waits for the window to show before it is presented.
  private var presentsLoginWhenVisible = false

  init(
    navigation: NavigationController, listPage: ArticleListViewController,
    dependencies: PageDependencies
  ) {
    self.navigation = navigation
    self.listPage = listPage
    self.dependencies = dependencies
    navigation.delegate = self
  }

  /// Opens `text`: an article link opens its detail (once the user is logged in); any other
  /// text is rejected on the page on top, and the pages stay as they are.
  func open(_ text: String) {
    dependencies.trace(.action, "open link \"\(text)\"")
    let link: DeepLink
    do {
      link = try DeepLink(parsing: text)
    } catch {
      dependencies.trace(.action, "link rejected: \(error)")
      let top = navigation.topViewController as? any LinkRejectionShowing
      top?.showLinkRejection(Self.rejectionMessage)
      return
    }
    switch link {
    case .article(let id): openArticle(id)
    }
  }

  /// Restores the pages the last run saved, before a link the scene was launched with. Pages
  /// this app cannot read are rejected whole: the list stays, as on a first launch.
  func restorePages() {
    guard let text = dependencies.environment.restoration.loadPages() else { return }
    do {
      let pages = try SavedPages(reading: text)
      dependencies.trace(.action, "restore \(pages)")
      // Teaching variant: the saved detail is put back as it was, as a controller restores its
      // own children, without asking whether the user may open it now. The correct file opens
      // it as a link: `openArticle(id)`, login gate included.
      if let id = pages.article { showArticle(id) }
    } catch {
      dependencies.trace(.action, "saved pages rejected: \(error)")
    }
  }

  /// Saves the pages on the stack for the next launch.
  func savePages() {
    let pages = SavedPages(
      article: (navigation.topViewController as? ArticleDetailViewController)?.articleID)
    dependencies.environment.restoration.savePages(pages.text)
  }

  /// Opens the detail of `id` as a link does: every article link needs a logged-in user.
  private func openArticle(_ id: Article.ID) {
    guard dependencies.environment.session.isLoggedIn else {
      askToLogIn(toOpen: id)
      return
    }
    showArticle(id)
  }

  /// The window has shown: presents a login page that was asked for before it could show,
  /// as on a cold start by link.
  func windowDidBecomeVisible() {
    guard presentsLoginWhenVisible else { return }
    presentsLoginWhenVisible = false
    presentLogin()
  }

  /// Forgets the article a login was shown for; called when the app is torn down.
  func tearDown() {
    articleAfterLogin = nil
    presentsLoginWhenVisible = false
  }

  /// Shows the list with the detail of `id` on top. A detail already open is replaced: the
  /// navigation controller tells it that it is moving from its parent, and it cancels its
  /// own request.
  func showArticle(_ id: Article.ID) {
    // A link to the article already open asks for what is shown: the page and its work stay.
    let pages = navigation.viewControllers
    if pages.count == 2, (pages[1] as? ArticleDetailViewController)?.articleID == id { return }
    let detail = dependencies.makeDetailPage(for: id)
    navigation.setViewControllers([listPage, detail])
  }

  private func askToLogIn(toOpen id: Article.ID) {
    dependencies.trace(.action, "login needed to open \(id)")
    articleAfterLogin = id
    // A login already shown (for a star) now answers to the link: only the latest intent is
    // carried out, and the page that asked first is no longer told.
    if let login = navigation.presentedLogin ?? navigation.topViewController?.presentedLogin {
      login.delegate = self
      return
    }
    presentLogin()
  }

  /// Presents the login over the navigation controller, as a scene presents from its root.
  private func presentLogin() {
    guard navigation.appearance == .appeared else {
      presentsLoginWhenVisible = true
      return
    }
    navigation.presentLogin(environment: dependencies.environment, delegate: self)
  }

  // MARK: NavigationControllerDelegate

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    savePages()
  }
}

extension DeepLinkRouter: LoginViewControllerDelegate {
  func loginViewControllerDidLogIn(_ controller: LoginViewController) {
    let id = articleAfterLogin
    articleAfterLogin = nil
    controller.dismiss()
    if let id { showArticle(id) }
  }

  func loginViewControllerDidCancel(_ controller: LoginViewController) {
    // Cancelling opens nothing: the pages stay as they were.
    articleAfterLogin = nil
    controller.dismiss()
  }
}
