import ArticleDomain
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// Rule: the controller owns its page's task. It starts the detail request when the page
/// first appears, keeps the task's handle, and cancels it when the page really goes away —
/// in `viewDidDisappear` with `isMovingFromParent` (the back button, a completed back swipe,
/// a link that replaces the page, teardown), never in `viewWillDisappear`, because a back
/// swipe that is cancelled brings the page back with its request still running. After the
/// `await` it checks that the answer belongs to the latest request before it writes a view.
@MainActor
final class ArticleDetailViewController: ViewController, LinkRejectionShowing,
  ConnectivityModelObserver
{
  /// The article this page shows, fixed for the page's life.
  let articleID: Article.ID

  let bannerView = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  let dependencies: PageDependencies
  /// The loaded detail, as the server sent it; its star is read from the favorites model.
  private(set) var detail: ArticleDetail?
  private var loadTask: Task<Void, Never>?
  /// The number of the latest request; an answer for another one is stale.
  private var latestRequest = 0
  private var hasAppeared = false
  /// Whether the page is on screen, so that a view is recorded once per coming on top.
  private var isOnScreen = false
  private var isOffline = false
  private var linkRejection: String?
  /// Why the detail did not load, with Retry; `nil` while it loads or has loaded.
  private var loadFailure: String?
  /// A failed favorite's message, shown without Retry while the page has no failure of its own.
  private var favoriteFailure: String?
  /// The star the user tapped while logged out, set once the login this page presented ends
  /// with the user logged in.
  private var favoriteAfterLogin: Bool?

  /// The detail page of `articleID`, titled with the id.
  init(articleID: Article.ID, dependencies: PageDependencies) {
    self.articleID = articleID
    self.dependencies = dependencies
    super.init(title: articleID.rawValue)
    dependencies.favorites.addObserver(self)
    dependencies.connectivity.addObserver(self)
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [bannerView, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
      subview.isHidden = true
    }
    detailView.onTapStar = { [weak self] in self?.tappedStar() }
    isOffline = !dependencies.connectivity.isOnline
    updateBanner()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    // A cancelled back swipe appears the page again without its having gone: not a view.
    if !isOnScreen {
      isOnScreen = true
      dependencies.environment.analytics.record(.screenView(.detail(articleID)))
    }
    // Loads on the first appearance only: a cancelled back swipe appears the page again.
    guard !hasAppeared else { return }
    hasAppeared = true
    loadDetail()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    isOnScreen = false
    if isMovingFromParent { cancelAllWork() }
  }

  /// Cancels the detail request; an answer that comes anyway is dropped.
  func cancelAllWork() {
    latestRequest += 1
    guard let loadTask else { return }
    loadTask.cancel()
    self.loadTask = nil
    dependencies.trace(.effectCancelled, "load detail of \(articleID)")
  }
  /// A page let go of — its window closed, the app left, the account logged out — ends its
  /// work, wherever it was in the stack.
  isolated deinit {
    cancelAllWork()
  }

  // MARK: Loading

  /// Asks for the detail: shows the spinner, starts the request and keeps its task, so the
  /// page can cancel it; the answer is shown only if it is still the latest.
  private func loadDetail() {
    latestRequest += 1
    let number = latestRequest
    showLoading()
    dependencies.trace(.effectStarted, "load detail of \(articleID) #\(number)")
    dependencies.environment.debugLog.write("detail \(articleID) loading")
    let (repository, clock) = (dependencies.environment.repository, dependencies.environment.clock)
    let id = articleID
    // Teaching variant: a fire-and-forget task — its handle is dropped, so nothing can cancel
    // it, and it holds the page strongly and writes its answer unchecked. The correct file keeps
    // the handle in `loadTask`, captures `[weak self]` and checks `latestRequest` after the await.
    Task {
      do {
        show(
          try await withTimeout(RequestPolicy.timeout, on: clock) {
            try await repository.detail(of: id)
          })
      } catch {
        showFailure(error)
      }
    }
  }

  /// Shows the spinner and nothing else, as a load starts: the old error goes at once.
  private func showLoading() {
    spinner.isHidden = false
    loadFailure = nil
    updateError()
    messageView.isHidden = true
  }

  /// Shows `detail`; the model keeps its star from now on, so the row beneath agrees.
  private func show(_ detail: ArticleDetail) {
    self.detail = detail
    dependencies.favorites.record(detail.isFavorite, of: detail.id)
    spinner.isHidden = true
    updateDetailView()
  }

  /// Shows why the detail could not load: a missing article is a message, anything else an
  /// error with Retry.
  private func showFailure(_ error: any Error) {
    spinner.isHidden = true
    if case .notFound? = error as? ArticleError {
      messageView.text = error.userMessage
      messageView.isHidden = false
    } else {
      loadFailure = error.userMessage
      updateError()
    }
  }

  // MARK: Views

  /// The page's own failure, with its Retry, comes first; a favorite's message shows while the
  /// page has none.
  func updateError() {
    errorView.message = loadFailure ?? favoriteFailure ?? ""
    errorView.onRetry = loadFailure == nil ? nil : { [weak self] in self?.retryTapped() }
    errorView.isHidden = loadFailure == nil && favoriteFailure == nil
  }

  /// Sets the detail view from the loaded detail and the model's star.
  func updateDetailView() {
    guard let detail else { return }
    let favorites = dependencies.favorites
    detailView.content = DetailView.Content(
      id: detail.id, title: detail.title, body: detail.body,
      isFavorite: favorites.isFavorite(detail.id, default: detail.isFavorite),
      isPendingSync: favorites.isPendingSync(detail.id))
    detailView.isHidden = false
  }

  func showLinkRejection(_ message: String) {
    linkRejection = message
    updateBanner()
  }

  /// The device went offline or came back: the banner follows.
  func connectivityModel(_ model: ConnectivityModel, didChangeIsOnline isOnline: Bool) {
    isOffline = !isOnline
    updateBanner()
  }

  private func updateBanner() {
    guard isViewLoaded else { return }
    // A rejected link is the newer news: it shows over the offline banner.
    let banner = linkRejection ?? (isOffline ? "You are offline" : nil)
    bannerView.text = banner ?? ""
    bannerView.isHidden = banner == nil
  }

  // MARK: Actions

  private func retryTapped() {
    dependencies.trace(.action, "retry tapped")
    loadDetail()
  }

  private func tappedStar() {
    dependencies.trace(.action, "star of \(articleID) tapped")
    // A new tap starts over: a failed favorite's error (the one without Retry) is no longer news.
    if favoriteFailure != nil {
      favoriteFailure = nil
      updateError()
    }
    // The star is on screen only once the detail has loaded: its star is the server's.
    let serverValue = detail?.isFavorite ?? false
    let isFavorite = !dependencies.favorites.isFavorite(articleID, default: serverValue)
    guard dependencies.environment.session.isLoggedIn else {
      // The controller that needs the login presents it, and hears back as its delegate.
      let verb = isFavorite ? "favorite" : "unfavorite"
      dependencies.trace(.action, "login needed to \(verb) \(articleID)")
      favoriteAfterLogin = isFavorite
      presentLogin(environment: dependencies.environment, delegate: self)
      return
    }
    dependencies.favorites.setFavorite(isFavorite, of: articleID)
  }
}

extension ArticleDetailViewController: LoginViewControllerDelegate {
  func loginViewControllerDidLogIn(_ controller: LoginViewController) {
    let isFavorite = favoriteAfterLogin
    favoriteAfterLogin = nil
    controller.dismiss()
    if let isFavorite { dependencies.favorites.setFavorite(isFavorite, of: articleID) }
  }

  func loginViewControllerDidCancel(_ controller: LoginViewController) {
    // Cancelling carries out nothing: the star the user tapped is simply forgotten.
    favoriteAfterLogin = nil
    controller.dismiss()
  }
}

extension ArticleDetailViewController: FavoritesModelObserver {
  func favoritesModel(_ model: FavoritesModel, didChangeFavoriteOf id: Article.ID) {
    guard id == articleID else { return }
    updateDetailView()
  }

  func favoritesModel(
    _ model: FavoritesModel, didFailToSaveFavoriteOf id: Article.ID, error: any Error
  ) {
    // The page on top shows the message, without Retry — also while a back swipe that may
    // still be cancelled is uncovering the page beneath.
    guard appearance == .appeared || appearance == .disappearing else { return }
    favoriteFailure = error.userMessage
    updateError()
  }
}
