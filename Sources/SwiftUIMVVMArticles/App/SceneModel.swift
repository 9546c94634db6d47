import ArticleDomain
import Observation

/// One window's navigation: the path of the stack, the login sheet and what waits for it, the
/// links the window is handed.
///
/// Rule: navigation is state the app's model owns. ``path`` is what `NavigationStack(path:)`
/// shows — a `NavigationLink` appends to it, the back button and a completed back swipe take
/// from it, and this model replaces it for a link. ``login`` is what `.sheet(item:)` presents.
/// No view pushes a page on its own.
///
/// Rule: the login gate is here, not in the pages. A star tapped while logged out, or a link
/// opened while logged out, presents the login and remembers the intent; a successful login
/// carries it out, a cancelled one drops it.
///
/// A page's work is its own view model's, owned by the page's view: a detail's load is the
/// detail view's `.task`, so taking the detail off ``path`` ends it, while a back swipe the
/// user cancels leaves it running.
@Observable
@MainActor
final class SceneModel {
  /// The details pushed on the list, bottom to top: the stack's path.
  var path: [Article.ID] = []
  /// The login page's view model while the login sheet is up.
  private(set) var login: LoginViewModel?

  let account: AccountModel
  /// The messages of this window's page on top.
  let notices: PageNotices
  @ObservationIgnored private var pendingIntent: LoginIntent?
  /// What the window restored, for the trace once it shows.
  @ObservationIgnored private var restored: Result<SavedPages, any Error>?

  /// The navigation of a window on `account`, showing the pages `saved` names if the account
  /// restores them: a saved detail opens as a link to it would, login gate included, before
  /// the window's first frame — the list beneath it loads only when the user goes back to it.
  /// Pages this app cannot read are rejected whole, and the list stays, as on a first launch.
  ///
  /// It only reads: SwiftUI may make a view's state again and throw it away, so what has
  /// effects waits for ``connect()``.
  init(account: AccountModel, restoring saved: String?) {
    self.account = account
    notices = PageNotices(favorites: account.favorites)
    guard account.restoresSavedPages, let saved else { return }
    restored = Result { try SavedPages(reading: saved) }
    if case .success(let pages) = restored, let id = pages.article {
      openLinkedArticle(id)
    }
  }

  var environment: ArticleEnvironment { account.environment }

  /// The pages on screen, bottom to top, as every pattern names them.
  var routes: [Route] {
    [.list] + path.map(Route.detail) + (login == nil ? [] : [.login])
  }

  /// What the window saves for the next launch: the stack, not the login over it.
  var savedPages: String {
    SavedPages(showing: routes).text
  }

  // MARK: Intents

  /// The window shows for the first time.
  func connect() {
    environment.lifetimes.track(self)
    trackLogin()
    switch restored {
    case .success(let pages): environment.trace.record(.action, "restore \(pages)")
    case .failure(let error): environment.trace.record(.action, "saved pages rejected: \(error)")
    case nil: break
    }
  }

  /// A star was tapped on any page, asking for `isFavorite`: set at once when logged in, else
  /// after the login.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    guard environment.session.isLoggedIn else {
      environment.trace.record(.action, "login required to favorite \(id) \(isFavorite)")
      presentLogin(for: .favorite(id, isFavorite: isFavorite))
      trackLogin()
      return
    }
    notices.dismissFavoriteFailure()
    account.favorites.setFavorite(isFavorite, of: id)
  }

  /// Opens a link such as `app://articles/a2`: the list with that detail on top.
  ///
  /// A link that does not parse changes no page; the page on top says it cannot be opened.
  func open(_ link: String) {
    guard let id = OutsideRequests.article(openedBy: link, trace: environment.trace) else {
      return notices.showLinkRejection()
    }
    if !environment.session.isLoggedIn {
      environment.trace.record(.action, "login required to open \(id)")
    }
    openLinkedArticle(id)
    trackLogin()
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

  /// The pages above the list become the detail of `id`; a link to the article already open
  /// asks for what is shown: the page and its work stay.
  private func showOnly(_ id: Article.ID) {
    if path != [id] { path = [id] }
  }

  // MARK: Login gate

  /// Presents the login page and remembers `intent`; a newer intent replaces an older one.
  private func presentLogin(for intent: LoginIntent) {
    pendingIntent = intent
    guard login == nil else { return }
    let login = LoginViewModel(environment: environment)
    login.onFinish = { [weak self] outcome in self?.loginFinished(outcome) }
    self.login = login
  }

  /// The teardown check follows the login page's view model once the window shows it.
  private func trackLogin() {
    if let login { environment.lifetimes.track(login) }
  }

  /// The sheet went without a login (dismissed by the system): as a cancel.
  func loginDismissed() {
    guard login != nil else { return }
    loginFinished(.cancelled)
  }

  /// The login page ends: it goes, and only a successful login carries out the intent.
  private func loginFinished(_ outcome: LoginViewModel.Outcome) {
    let intent = pendingIntent
    pendingIntent = nil
    login?.close()
    login = nil
    guard outcome == .loggedIn, let intent else { return }
    switch intent {
    case .favorite(let id, let isFavorite):
      notices.dismissFavoriteFailure()
      account.favorites.setFavorite(isFavorite, of: id)
    case .openArticle(let id): showOnly(id)
    }
  }
}
