import ArticleDomain
import HeadlessUI

/// Guards what needs a logged-in user: carries it out now, or presents the login page and
/// carries it out once the user has logged in.
///
/// Rule: the continuation is data. The gate remembers *what* the user wanted as an
/// ``Intent`` value — never a closure that holds on to the page it came from — so a page that
/// went away in the meantime is neither kept alive nor written to, and cancelling the login
/// simply forgets the value.
@MainActor
final class LoginGate: LoginViewControllerDelegate {
  /// Something the user asked for that needs them to be logged in.
  enum Intent: Hashable, Sendable, CustomStringConvertible {
    /// Fill (`true`) or empty the star of an article.
    case setFavorite(Bool, of: Article.ID)
    /// Open an article's detail with the list beneath, as a link does.
    case openArticle(Article.ID)

    var description: String {
      switch self {
      case .setFavorite(let isFavorite, let id): "\(isFavorite ? "favorite" : "unfavorite") \(id)"
      case .openArticle(let id): "open \(id)"
      }
    }
  }

  /// The page the login form is presented over; the navigation controller, weakly.
  weak var presenter: ViewController?
  /// Opens articles for ``Intent/openArticle(_:)``; the router, weakly.
  weak var router: DeepLinkRouter?

  private let environment: ArticleEnvironment
  private let favorites: FavoritesModel
  private var rememberedIntent: Intent?
  /// Whether the login page waits for the window to show before it is presented.
  private var presentsWhenVisible = false

  init(environment: ArticleEnvironment, favorites: FavoritesModel) {
    self.environment = environment
    self.favorites = favorites
  }

  /// Carries out `intent` now when the user is logged in; otherwise asks them to log in.
  func perform(_ intent: Intent) {
    guard !environment.session.isLoggedIn else {
      carryOut(intent)
      return
    }
    environment.trace.record(.action, "login needed for \(intent)")
    rememberedIntent = intent
    presentLogin()
  }

  /// The window has shown: presents a login page that was asked for before it could show,
  /// as on a cold start by link.
  func windowDidBecomeVisible() {
    guard presentsWhenVisible else { return }
    presentsWhenVisible = false
    presentLogin()
  }

  /// Forgets the remembered intent; called when the app is torn down.
  func tearDown() {
    rememberedIntent = nil
    presentsWhenVisible = false
  }

  // MARK: LoginViewControllerDelegate

  func loginViewControllerDidLogIn(_ controller: LoginViewController) {
    let intent = rememberedIntent
    rememberedIntent = nil
    controller.dismiss()
    environment.trace.record(.route, "login dismissed")
    if let intent { carryOut(intent) }
  }

  func loginViewControllerDidCancel(_ controller: LoginViewController) {
    // Cancelling carries out nothing: the intent is simply forgotten.
    rememberedIntent = nil
    controller.dismiss()
    environment.trace.record(.route, "login dismissed")
  }

  // MARK: Private

  private func presentLogin() {
    guard let presenter, presenter.presentedViewController == nil else { return }
    guard presenter.appearance == .appeared else {
      presentsWhenVisible = true
      return
    }
    let login = LoginViewController(environment: environment)
    login.delegate = self
    environment.lifetimes.track(login)
    presenter.present(login)
    environment.trace.record(.route, "login presented")
  }

  private func carryOut(_ intent: Intent) {
    environment.trace.record(.action, "carry out \(intent)")
    switch intent {
    case .setFavorite(let isFavorite, let id):
      favorites.setFavorite(isFavorite, of: id)
    case .openArticle(let id):
      router?.showArticle(id)
    }
  }
}
