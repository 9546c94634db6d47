import ArticleDomain

/// The detail module's presenter: gestures to use cases, results to the page's view model.
///
/// Rule: the presenter never holds entities. The loaded detail is mapped to the detail view's
/// content at once; what is kept is what the page shows.
@MainActor
final class DetailPresenter: DetailViewOutput, DetailInteractorOutput {
  weak var view: (any DetailViewInput)?
  private let interactor: any DetailInteractorInput
  private let router: any DetailRouterInput
  private let analytics: any Analytics
  private let trace: Trace
  private let articleID: Article.ID

  private var content: DetailViewModel.Content?
  private var isLoading = false
  /// A failed load's message, with Retry.
  private var failure: String?
  /// The message of an article that does not exist.
  private var message: String?
  private var favoriteFailure: String?
  private var notice: AppStatus.Notice?

  private var hasAppeared = false
  private var isVisible = false
  private var rendered: DetailViewModel?

  init(
    articleID: Article.ID, interactor: any DetailInteractorInput, router: any DetailRouterInput,
    analytics: any Analytics, trace: Trace
  ) {
    self.articleID = articleID
    self.interactor = interactor
    self.router = router
    self.analytics = analytics
    self.trace = trace
  }

  // MARK: DetailViewOutput

  func viewDidLoad() {
    render()
  }

  func viewDidAppear() {
    // Once per coming on top, as the list's presenter records it.
    if !isVisible { analytics.record(.screenView(.detail(articleID))) }
    isVisible = true
    // Only the first appearance loads: a cancelled back swipe makes the page appear again,
    // and its request is still running.
    guard !hasAppeared else { return }
    hasAppeared = true
    interactor.loadDetail()
  }

  func viewDidDisappear() {
    isVisible = false
    favoriteFailure = nil
    render()
  }

  func viewDidClose() {
    trace.record(.action, "detail \(articleID) closed")
    interactor.stop()
  }

  func didTapRetry() {
    trace.record(.action, "detail \(articleID) retry tapped")
    interactor.retry()
  }

  func didTapStar() {
    trace.record(.action, "star of detail \(articleID) tapped")
    favoriteFailure = nil
    interactor.toggleFavorite()
    render()
  }

  // MARK: DetailInteractorOutput

  func didStartLoading() {
    isLoading = true
    // Retry clears the error at once.
    failure = nil
    message = nil
    render()
  }

  func didLoad(_ detail: ArticleDetail, star: FavoriteStar) {
    isLoading = false
    content = DetailViewModel.Content(
      id: detail.id, title: detail.title, body: detail.body, isFavorite: star.isFavorite,
      isPendingSync: star.isPendingSync)
    render()
  }

  func didFail(_ error: ArticleError) {
    isLoading = false
    // A missing article is not an error to retry: it is a message.
    if case .notFound = error {
      message = error.message
    } else {
      failure = error.message
    }
    render()
  }

  func starDidChange(_ star: FavoriteStar) {
    content?.isFavorite = star.isFavorite
    content?.isPendingSync = star.isPendingSync
    render()
  }

  func favoriteDidFail(message: String) {
    guard isVisible else { return }
    favoriteFailure = message
    render()
  }

  func favoriteRequiresLogin(_ intent: LoginIntent) {
    router.presentLogin(for: intent)
  }

  func noticeDidChange(_ notice: AppStatus.Notice?) {
    self.notice = notice
    render()
  }

  // MARK: Mapping to the view model

  var viewModel: DetailViewModel {
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none. A missing article's message is the page's content, not a failure: it stays
    // beside a favorite's message.
    let error =
      failure.map { DetailViewModel.ErrorMessage(text: $0, canRetry: true) }
      ?? favoriteFailure.map { DetailViewModel.ErrorMessage(text: $0, canRetry: false) }
    return DetailViewModel(
      banner: notice?.bannerText, showsSpinner: isLoading, error: error,
      message: message, content: content)
  }

  private func render() {
    guard let view else { return }
    let viewModel = viewModel
    guard viewModel != rendered else { return }
    rendered = viewModel
    trace.record(.render, "detail \(articleID)")
    view.display(viewModel)
  }
}
