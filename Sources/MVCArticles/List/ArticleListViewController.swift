import ArticleDomain
import HeadlessUI

/// The list page: a banner, the search field, an error, a spinner, a message and the rows.
///
/// Rule: in MVC the controller holds the page's state and sets its views itself. It reacts to
/// its views' events and its page's lifecycle, asks its child objects to do the work — an
/// ``ArticlePager`` for the list's loads, an ``ArticleSearcher`` for the debounced search —
/// and reads every star from the shared ``FavoritesModel``. After each change it calls
/// ``updateViews()``, the one place that decides what each view shows — except the rows:
/// the controller is its list view's data source, and tells the table which rows changed
/// (`ArticleListViewController+Rows.swift`).
///
/// The first load starts when the page *first appears*, not when it is built, so a list
/// created beneath a linked detail loads only when the user goes back to it.
@MainActor
final class ArticleListViewController: ViewController, LinkRejectionShowing {
  /// A failure of the page's own work, and what its Retry button repeats.
  struct ShownError {
    enum Retry {
      case load(ArticlePager.Load)
      case search(String)
    }

    var message: String
    var retry: Retry
  }

  let bannerView = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  let dependencies: PageDependencies
  let pager: ArticlePager
  let searcher: ArticleSearcher

  // The page's state: in MVC it lives here, in the controller.
  /// The full list, as the server (or, offline, the cache) gave it, each article once: each
  /// row carries the server's star, which the favorites model overrides only for the stars the
  /// user touched, and the list finds a tapped row's server star by id rather than by
  /// searching its rows.
  var articles = ArticleList()
  /// Whether a first page (or the cache) has been shown, so an empty list says so.
  var hasLoaded = false
  /// The results of the current query, once they came.
  var searchResults: (query: String, articles: ArticleList)?
  var shownError: ShownError?
  /// A failed favorite's message, shown without Retry while the page has no failure of its own.
  var favoriteFailure: String?
  /// A failed list load while a query is typed: the rows are the search's, so its error waits
  /// and shows again when the field is cleared.
  var listErrorBehindSearch: ShownError?
  var isOffline = false
  /// The banner of a rejected link, while the page stays on top.
  var linkRejection: String?
  /// Whether the page has appeared once: the first load has started (or the cache shown).
  var hasAppeared = false
  /// Whether the page is on screen, so that a view is recorded once per coming on top.
  private var isOnScreen = false
  /// The star the user tapped while logged out, set once the login this page presented ends
  /// with the user logged in.
  var favoriteAfterLogin: (isFavorite: Bool, id: Article.ID)?

  init(dependencies: PageDependencies) {
    self.dependencies = dependencies
    pager = ArticlePager(environment: dependencies.environment)
    searcher = ArticleSearcher(
      environment: dependencies.environment, connectivity: dependencies.connectivity)
    super.init(title: "Articles")
    pager.delegate = self
    searcher.delegate = self
    dependencies.favorites.addObserver(self)
    dependencies.connectivity.addObserver(self)
    dependencies.environment.lifetimes.track(pager)
    dependencies.environment.lifetimes.track(searcher)
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [bannerView, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    isOffline = !dependencies.connectivity.isOnline
    // Every handler holds the controller weakly: the views must not keep their page alive.
    searchField.onTextChange = { [weak self] text in self?.searchTextDidChange(text) }
    listView.onPullToRefresh = { [weak self] in self?.pulledToRefresh() }
    listView.onReachEnd = { [weak self] in self?.reachedEnd() }
    listView.onSelectRow = { [weak self] id in self?.selectedRow(id) }
    listView.onTapStar = { [weak self] id in self?.tappedStar(of: id) }
    // The controller is the table's data source (held weakly by the table, as in UIKit).
    listView.dataSource = self
    updateViews()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    // A cancelled back swipe appears the page again without its having gone: not a view.
    if !isOnScreen {
      isOnScreen = true
      dependencies.environment.analytics.record(.screenView(.list))
    }
    guard !hasAppeared else { return }
    hasAppeared = true
    if isOffline {
      showCachedArticles()
    } else {
      startLoad(.firstPage)
    }
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    isOnScreen = false
    // A rejected link and a failed favorite are news for the page they were shown on only.
    linkRejection = nil
    favoriteFailure = nil
    updateViews()
    // Not in viewWillDisappear: a back swipe that is cancelled must leave the work running.
    if isMovingFromParent { cancelAllWork() }
  }

  /// Cancels the page's work: its loads, its search wait and its search.
  func cancelAllWork() {
    pager.cancel()
    searcher.cancel()
  }

  /// A page let go of — its window closed, the app left, the account logged out — ends its
  /// work, wherever it was in the stack.
  isolated deinit {
    cancelAllWork()
  }

  // MARK: Actions

  private func pulledToRefresh() {
    dependencies.trace(.action, "pulled to refresh")
    // The rows are search results while a query is active; offline there is no server.
    guard !searcher.isActive, !isOffline else { return }
    refresh()
  }

  private func reachedEnd() {
    dependencies.trace(.action, "reached the end")
    guard !searcher.isActive, !isOffline, pager.loadNextPage() else { return }
    // A list load that starts takes the list's old error away, as Retry does.
    if case .load? = shownError?.retry { shownError = nil }
    updateViews()
  }

  private func selectedRow(_ id: Article.ID) {
    dependencies.trace(.action, "row \(id) selected")
    // Controllers push controllers.
    navigationController?.push(dependencies.makeDetailPage(for: id))
  }

  private func tappedStar(of id: Article.ID) {
    dependencies.trace(.action, "star of \(id) tapped")
    // A new tap starts over: a failed favorite's error is no longer news.
    if favoriteFailure != nil {
      favoriteFailure = nil
      updateViews()
    }
    let isFavorite = !dependencies.favorites.isFavorite(id, default: serverStar(of: id))
    guard dependencies.environment.session.isLoggedIn else {
      // The controller that needs the login presents it, and hears back as its delegate.
      dependencies.trace(.action, "login needed to \(isFavorite ? "favorite" : "unfavorite") \(id)")
      favoriteAfterLogin = (isFavorite, id)
      presentLogin(environment: dependencies.environment, delegate: self)
      return
    }
    dependencies.favorites.setFavorite(isFavorite, of: id)
  }

  private func searchTextDidChange(_ text: String) {
    dependencies.trace(.action, "search text \"\(text)\"")
    let showedResults = showsSearchResults
    searcher.textDidChange(text)
    // A failed search's error was about a query the field no longer holds.
    if case .search? = shownError?.retry { shownError = nil }
    if text.isEmpty {
      // The full list is already known: it shows again at once, with no request — and with
      // the error of its last load, if that failed.
      searchResults = nil
      if shownError == nil { shownError = listErrorBehindSearch }
      listErrorBehindSearch = nil
      if showedResults { reloadRows() }
    } else if case .load? = shownError?.retry {
      // The list's error is about the full list; while a query is typed it waits.
      listErrorBehindSearch = shownError
      shownError = nil
    }
    updateViews()
  }

  private func retryTapped(_ retry: ShownError.Retry) {
    dependencies.trace(.action, "retry tapped")
    // Offline, nothing reaches the server, whichever control asks; the banner says why.
    guard !isOffline else { return }
    switch retry {
    case .load(let load): startLoad(load)
    case .search(let query):
      shownError = nil
      searcher.search(query)
      updateViews()
    }
  }

  // MARK: Work

  /// Starts `load`; the old error goes at once, before the request is even made.
  func startLoad(_ load: ArticlePager.Load) {
    shownError = nil
    pager.start(load)
    updateViews()
  }

  /// Starts a refresh unless one is in flight.
  func refresh() {
    guard pager.refresh() else { return }
    // The list's old error goes; a failed favorite's stays, as it is about a star.
    shownError = nil
    updateViews()
  }

  private func showCachedArticles() {
    let saved = dependencies.environment.cache.loadArticles()
    articles.replace(with: saved ?? [])
    // The saved rows are older news than anything the server said in this run (a linked
    // detail's star, say): they tell the favorites nothing.
    reloadRows()
    // With no rows saved the app cannot know whether the server has articles now: no message.
    hasLoaded = saved?.isEmpty == false
    updateViews()
  }

  // MARK: Views

  /// Sets every view but the rows from the controller's state: the page's one rendering
  /// method. The rows are the table's, which asks the controller for them.
  func updateViews() {
    guard isViewLoaded else { return }
    // The full list's indicators belong to the full list: a typed query hides them.
    let showsFullList = !searcher.isActive
    listView.isRefreshing = showsFullList && pager.inFlight == .refresh
    listView.isLoadingNextPage =
      showsFullList && { if case .nextPage? = pager.inFlight { true } else { false } }()
    spinner.isHidden = !showsFullList || pager.inFlight != .firstPage

    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    errorView.message = shownError?.message ?? favoriteFailure ?? ""
    errorView.onRetry = shownError.map { shown in
      { [weak self] in self?.retryTapped(shown.retry) }
    }
    errorView.isHidden = shownError == nil && favoriteFailure == nil

    let message = emptyMessage
    messageView.text = message ?? ""
    messageView.isHidden = message == nil

    // A rejected link is the newer news: it shows over the offline banner.
    let banner = linkRejection ?? (isOffline ? "You are offline" : nil)
    bannerView.text = banner ?? ""
    bannerView.isHidden = banner == nil
  }

  /// The star the server sent with the row of `id` on screen: the search's results while a
  /// query is active, else the full list.
  ///
  /// - Complexity: O(1), one set look-up.
  private func serverStar(of id: Article.ID) -> Bool {
    if searcher.isActive, let searchResults { return searchResults.articles.serverStar(of: id) }
    return articles.serverStar(of: id)
  }

  /// What an empty list says, when it is empty and no failure of the page explains why. A
  /// favorite's failure is about a star: the list is still empty for its own reason.
  private var emptyMessage: String? {
    guard shownError == nil else { return nil }
    if searcher.isActive {
      // It names a query: once the user types on, one the field no longer holds.
      guard let searchResults, searchResults.articles.isEmpty, searchResults.query == searcher.text
      else { return nil }
      return "No results for \"\(searchResults.query)\""
    }
    guard hasLoaded, articles.isEmpty else { return nil }
    return "No articles yet"
  }
}
