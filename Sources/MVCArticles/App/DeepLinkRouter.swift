import ArticleDomain
import HeadlessUI

/// A page that can say a link was rejected, on its banner.
@MainActor
protocol LinkRejectionShowing: AnyObject {
  /// Shows `message` on the page's banner.
  func showLinkRejection(_ message: String)
}

/// Opens links into the feature: the part of a scene delegate that handles URLs.
///
/// Rule: in MVC the controllers navigate themselves (the list pushes a detail when a row is
/// tapped). A link comes from outside every controller, so this object — the scene
/// delegate's helper — turns it into pages: it replaces the stack with the list and the
/// linked detail, and lets the navigation controller tell the page that goes away. It never
/// touches a page's data or work; each page loads and cancels its own.
@MainActor
final class DeepLinkRouter: NavigationControllerDelegate {
  /// The message a rejected link shows, on the page on top.
  static let rejectionMessage = "This link cannot be opened."

  private let navigation: NavigationController
  private let listPage: ArticleListViewController
  private let dependencies: PageDependencies

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
    case .article(let id):
      // Every article link needs a logged-in user; the gate remembers it if not.
      dependencies.loginGate.perform(.openArticle(id))
    }
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

  // MARK: NavigationControllerDelegate

  func navigationController(_ navigationController: NavigationController, didShow: ViewController) {
    let titles = navigationController.viewControllers.map(\.title)
    dependencies.trace(.route, titles.joined(separator: " > "))
  }
}
