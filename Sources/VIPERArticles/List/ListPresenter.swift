import ArticleDomain

/// The list module's presenter: it turns the page's gestures into use cases and navigation, and
/// the interactor's results into the page's view model.
///
/// Rule: the presenter never holds entities. It keeps what the page shows — how many rows,
/// which request is loading, which error is up — and maps every interactor result into it.
/// It tells its view which rows changed (all of them, some at the end, or one), and maps one
/// row's article into the row's view model when the view's table asks for it
/// (``row(at:)``), so a star tap maps one row, not the list.
///
/// Rule: the presenter decides what the screen looks like; the interactor decides what happens.
/// Which indicator a request shows, which errors offer Retry, when the list is "empty" rather
/// than "loading" — all of it is here, and only here.
@MainActor
final class ListPresenter: ListViewOutput, ListInteractorOutput, ListModuleInput {
  /// The page, held weakly: the page owns its presenter, not the other way round.
  weak var view: (any ListViewInput)?
  private let interactor: any ListInteractorInput
  private let router: any ListRouterInput
  private let analytics: any Analytics
  private let trace: Trace

  /// What the page shows, as view data: how many rows (each is mapped when it is shown).
  private var rowCount = 0
  private var message: String?
  /// The list request in flight (a search shows no indicator of its own).
  private var loading: ListRequest?
  /// The last failed list request, with its message; it offers Retry. It belongs to the full
  /// list: while a query is typed it waits, and shows again once the field is cleared.
  private var listFailure: (request: ListRequest, message: String)?
  /// The last failed search, with its message; it offers Retry while its query is typed.
  private var searchFailure: (request: ListRequest, message: String)?
  /// A failed favorite's message, shown without Retry while the page is on top.
  private var favoriteFailure: String?
  /// Whether the message is about the full list ("No articles yet"), which a query hides.
  private var messageIsAboutFullList = false
  private var searchText = ""
  private var notice: AppStatus.Notice?
  private var isOffline = false

  private var hasAppeared = false
  private var isVisible = false
  private var rendered: ListViewModel?

  init(
    interactor: any ListInteractorInput, router: any ListRouterInput, analytics: any Analytics,
    trace: Trace
  ) {
    self.interactor = interactor
    self.router = router
    self.analytics = analytics
    self.trace = trace
  }

  // MARK: ListViewOutput

  func viewDidLoad() {
    interactor.reportStatus()
    render()
  }

  func viewDidAppear() {
    // The presenter hears the view's lifecycle, so it records the screen: once per coming on
    // top, not again when a cancelled back swipe appears the page without its having gone.
    if !isVisible { analytics.record(.screenView(.list)) }
    isVisible = true
    render()
    // The first load starts on the first appearance only: coming back from a detail, or a
    // back swipe that shows the list for a moment, loads nothing.
    guard !hasAppeared else { return }
    hasAppeared = true
    interactor.loadFirstPage()
  }

  func viewDidDisappear() {
    isVisible = false
    // A failed favorite's error belongs to the page on top, which this page no longer is.
    favoriteFailure = nil
    render()
  }

  func viewDidClose() {
    trace.record(.action, "list closed")
    interactor.stop()
  }

  func didPullToRefresh() {
    trace.record(.action, "list refresh pulled")
    interactor.refresh()
  }

  func didReachEnd() {
    trace.record(.action, "list end reached")
    interactor.loadNextPage()
  }

  func didTapRetry() {
    trace.record(.action, "list retry tapped")
    interactor.retry()
  }

  func didChangeSearchText(_ text: String) {
    trace.record(.action, "search text \"\(text)\"")
    searchText = text
    // A failed search's error was about a query the field no longer holds, and so is the
    // message that names it ("No results for").
    searchFailure = nil
    if !messageIsAboutFullList { message = nil }
    interactor.search(for: text)
    render()
  }

  func didSelectRow(_ id: Article.ID) {
    trace.record(.action, "row \(id) selected")
    router.showDetail(of: id)
  }

  func didTapStar(_ id: Article.ID) {
    trace.record(.action, "star of \(id) tapped")
    favoriteFailure = nil
    interactor.toggleFavorite(of: id)
    render()
  }

  // MARK: ListInteractorOutput

  func didStartLoading(_ request: ListRequest) {
    if case .search = request {} else { loading = request }
    // Retry clears the old error at once: a stale error beside a spinner is the classic bug.
    setFailure(nil, of: request)
    render()
  }

  func didLoad(_ content: ListContent, for request: ListRequest) {
    if loading == request { loading = nil }
    setFailure(nil, of: request)
    show(content)
  }

  func didFail(_ request: ListRequest, message: String) {
    if loading == request { loading = nil }
    // The rows already shown stay; the error says why nothing new came.
    setFailure((request, message), of: request)
    render()
  }

  func didUpdate(_ content: ListContent) {
    show(content)
  }

  func didClearSearch(_ content: ListContent) {
    searchFailure = nil
    show(content)
  }

  func didChangeArticle(_ id: Article.ID) {
    // One row changed, and nothing else the page shows: the view reloads that row.
    view?.reloadRow(of: id)
  }

  func favoriteDidFail(message: String) {
    // The error shows on the page on top only.
    guard isVisible else { return }
    favoriteFailure = message
    render()
  }

  func favoriteRequiresLogin(_ intent: LoginIntent) {
    router.presentLogin(for: intent)
  }

  // MARK: ListModuleInput

  func favoriteAfterLogin(_ isFavorite: Bool, of id: Article.ID) {
    interactor.setFavorite(isFavorite, of: id)
  }

  func noticeDidChange(_ notice: AppStatus.Notice?, isOffline: Bool) {
    self.notice = notice
    self.isOffline = isOffline
    render()
  }

  // MARK: Mapping to the view model

  private func show(_ content: ListContent) {
    rowCount = content.count
    switch content.change {
    case .replaced: view?.reloadAllRows()
    case .appended(let count) where count > 0: view?.insertRows(count: count)
    case .appended, .unchanged: break
    }
    messageIsAboutFullList = content.kind == .fullList
    message =
      switch content.kind {
      case .notLoaded: nil
      case .fullList: content.count == 0 ? "No articles yet" : nil
      case .searchResults(let query): content.count == 0 ? "No results for \"\(query)\"" : nil
      }
    render()
  }

  // MARK: One row, as the view's table asks for it

  var numberOfRows: Int { rowCount }

  func row(at index: Int) -> ArticleRowViewModel {
    let article = interactor.article(at: index)
    return ArticleRowViewModel(
      id: article.id, title: article.title, isFavorite: article.star.isFavorite,
      isPendingSync: article.star.isPendingSync)
  }

  private func setFailure(
    _ failure: (request: ListRequest, message: String)?, of request: ListRequest
  ) {
    if case .search = request { searchFailure = failure } else { listFailure = failure }
  }

  /// The view model of what the presenter knows now.
  var viewModel: ListViewModel {
    let failure = searchText.isEmpty ? listFailure : searchFailure
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    let error =
      failure.map { ListViewModel.ErrorMessage(text: $0.message, canRetry: true) }
      ?? favoriteFailure.map { ListViewModel.ErrorMessage(text: $0, canRetry: false) }
    // While a query is typed only its search may speak: "No articles yet" waits.
    let message = searchText.isEmpty || !messageIsAboutFullList ? message : nil
    return ListViewModel(
      banner: banner,
      // The full list's indicators belong to the full list: a typed query hides them.
      isRefreshing: searchText.isEmpty && loading == .refresh,
      isLoadingNextPage: searchText.isEmpty && loading == .nextPage,
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      showsSpinner: searchText.isEmpty && loading == .firstPage,
      error: error,
      // Nothing to show is not news next to the page's own failure, which explains it; a
      // favorite's failure is about a star, and the list is still empty for its own reason.
      message: failure == nil ? message : nil)
  }

  /// A rejected link is news for the page on top only; a page beneath (one a back swipe
  /// uncovers) shows the connection's banner.
  private var banner: String? {
    guard notice == .rejectedLink, !isVisible else { return notice?.bannerText }
    return isOffline ? AppStatus.Notice.offline.bannerText : nil
  }

  private func render() {
    guard let view else { return }
    let viewModel = viewModel
    guard viewModel != rendered else { return }
    rendered = viewModel
    trace.record(.render, "list")
    view.display(viewModel)
  }
}
