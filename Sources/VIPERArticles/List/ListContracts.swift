import ArticleDomain

// The boundaries of the list module, as VIPER draws them. Protocols stand only at these
// boundaries — view ↔ presenter, presenter ↔ interactor, presenter → router — so that each side
// can be tested with a small spy of the other; the types inside a module are plain classes.

// MARK: View ↔ presenter

/// What the presenter asks of the list page.
///
/// Rule: the view is passive. It shows the view model it is given and decides nothing; it is
/// told which rows changed, and asks its presenter for the number of rows and for the view
/// model of one row when its table configures that row's cell (``ListViewOutput/row(at:)``).
@MainActor
protocol ListViewInput: AnyObject {
  func display(_ viewModel: ListViewModel)
  /// The rows were replaced: every visible cell is configured again.
  func reloadAllRows()
  /// `count` rows were added at the end.
  func insertRows(count: Int)
  /// The row of `id` changed (its star): its cell, if on screen, is configured again.
  func reloadRow(of id: Article.ID)
}

/// What the list page tells its presenter: its lifecycle and its user's gestures.
@MainActor
protocol ListViewOutput: AnyObject {
  func viewDidLoad()
  func viewDidAppear()
  func viewDidDisappear()
  /// The page is really gone (popped, replaced, torn down), not merely covered.
  func viewDidClose()
  func didPullToRefresh()
  func didReachEnd()
  func didTapRetry()
  func didChangeSearchText(_ text: String)
  func didSelectRow(_ id: Article.ID)
  func didTapStar(_ id: Article.ID)
  /// How many rows the list shows.
  var numberOfRows: Int { get }
  /// The view model of the row at `index`, asked when its cell is configured.
  func row(at index: Int) -> ArticleRowViewModel
}

// MARK: Presenter ↔ interactor

/// The list's use cases, as the presenter asks for them.
@MainActor
protocol ListInteractorInput: AnyObject {
  /// The page is loaded: says what its banner must tell (offline, a rejected link) before it
  /// first appears — a list beneath a linked detail shows while a back swipe uncovers it.
  func reportStatus()
  /// The list's first appearance: says whether the device is offline, then loads the first
  /// page — or, offline, shows the articles saved last time.
  func loadFirstPage()
  func refresh()
  func loadNextPage()
  /// Repeats what failed: the same page, the same refresh, the same query.
  func retry()
  /// One keystroke in the search field, with the field's whole text.
  func search(for text: String)
  func toggleFavorite(of id: Article.ID)
  /// Sets the star of `id` to `isFavorite`: a choice the user already made, on a page that
  /// sent it through the login page.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID)
  /// The page is gone: cancels every request and timer, and reports nothing any more.
  func stop()
  /// The article of the row at `index` of the rows last reported, with its star: what the
  /// presenter maps when the view asks for one row.
  ///
  /// - Complexity: O(1).
  func article(at index: Int) -> ArticleSummary
}

/// What the list interactor reports to its presenter.
///
/// Rule: the interactor hands over plain values (``ListContent``), never its entities' storage,
/// and says only what happened; what that looks like is the presenter's to decide.
@MainActor
protocol ListInteractorOutput: AnyObject {
  func didStartLoading(_ request: ListRequest)
  func didLoad(_ content: ListContent, for request: ListRequest)
  func didFail(_ request: ListRequest, message: String)
  /// The rows to show changed without a request answering: the saved articles.
  func didUpdate(_ content: ListContent)
  /// The article `id`, which a row shows, changed, and nothing else did: a star the user or a
  /// detail touched.
  func didChangeArticle(_ id: Article.ID)
  /// The search field was cleared: the full list shows again, and nothing of the search stays.
  func didClearSearch(_ content: ListContent)
  func favoriteDidFail(message: String)
  func favoriteRequiresLogin(_ intent: LoginIntent)
  func noticeDidChange(_ notice: AppStatus.Notice?, isOffline: Bool)
}

// MARK: Presenter → router

/// The navigation the list presenter asks for.
@MainActor
protocol ListRouterInput: AnyObject {
  func showDetail(of id: Article.ID)
  func presentLogin(for intent: LoginIntent)
}

// MARK: Other modules → presenter

/// What the app asks of the list module (VIPER's module input): the list is the root of every
/// window, so a choice that waited for a login is carried out here, whichever page asked.
@MainActor
protocol ListModuleInput: AnyObject {
  /// The user logged in to set the star of `id` to `isFavorite`.
  func favoriteAfterLogin(_ isFavorite: Bool, of id: Article.ID)
}

// MARK: Values that cross the boundaries

/// A request of the list, as far as the presenter needs to know it: what shows while it loads,
/// and what a failure was about.
enum ListRequest: Hashable, Sendable {
  case firstPage
  case refresh
  case nextPage
  case search(String)
}

/// The rows the list shows — how many, what they are, and what changed — without the rows
/// themselves: the presenter asks for one (``ListInteractorInput/article(at:)``) when the view
/// shows it, so a report costs the same for ten rows and for 100 000.
struct ListContent: Hashable, Sendable {
  /// What happened to the rows since the last report.
  enum Change: Hashable, Sendable {
    /// A new list: a first page, a refresh, search results, a cleared query, the saved rows.
    case replaced
    /// `count` rows added at the end: a next page.
    case appended(count: Int)
    /// The rows shown are the same: a next page arrived behind search results.
    case unchanged
  }

  enum Kind: Hashable, Sendable {
    /// Nothing answered yet: an empty list is loading, not empty.
    case notLoaded
    /// The full list, as loaded (or as saved on the device, offline).
    case fullList
    /// The results of the query.
    case searchResults(query: String)
  }

  /// How many rows.
  var count: Int
  var kind: Kind
  var change: Change = .replaced
}
