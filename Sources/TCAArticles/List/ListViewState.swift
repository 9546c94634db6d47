import ArticleDomain
import ComposableRuntime
import HeadlessUI

/// What the list page shows, derived from its feature's state and what its window hands it:
/// TCA's view state.
///
/// A pure function of the state, so that the page can skip a render when nothing it shows
/// changed, and so that every "what is visible when" rule of the page is in this initializer.
/// The rows are not in it: the page is its table's data source, tells the table which rows
/// were added or changed (``ListFeature/State/shownArticles``), and its cells read them from
/// the store.
struct ListViewState: Equatable {
  var banner: String?
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  var errorMessage: String?
  /// Whose request Retry repeats, or `nil` for an error without Retry (a failed favorite).
  var retry: Retry?
  var message: String?

  /// The feature whose failed request Retry sends again.
  enum Retry: Equatable {
    case list, search
  }

  /// The view state of `list`, with what the window hands the page.
  ///
  /// - Complexity: O(1): the rows are not mapped.
  init(_ list: ListFeature.State, context: PageContext) {
    let search = list.search
    searchText = search.text
    // A rejected link and a favorite's error belong to the page on top; the offline banner is
    // on every page, beneath the detail too — the context says which.
    banner = context.banner
    if search.isActive {
      // A query is typed: its results replace the rows; until they arrive, the rows stay.
      let results = search.results
      isRefreshing = false
      isLoadingNextPage = false
      showsSpinner = false
      errorMessage = search.failure?.message
      retry = errorMessage == nil ? nil : .search
      // "No results" names a query: once the user types on, one the field no longer holds.
      message =
        if let results, results.articles.isEmpty, errorMessage == nil, results.query == search.text
        {
          "No results for \"\(results.query)\""
        } else {
          nil
        }
    } else {
      isRefreshing = list.load == .refresh
      isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      retry = errorMessage == nil ? nil : .list
      message =
        list.hasLoaded && list.articles.isEmpty && errorMessage == nil ? "No articles yet" : nil
    }
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if errorMessage == nil, let failure = context.favoriteFailure {
      errorMessage = failure
      retry = nil
    }
  }
}

extension ListFeature.State {
  /// The rows the page shows: the search results while a query has answered, else the full
  /// list.
  var shownArticles: IdentifiedArrayOf<Article> {
    if search.isActive, let results = search.results { return results.articles }
    return articles
  }
}

extension FavoritesFeature.Stars {
  /// The row that shows `article`, with the star these stars say.
  func row(of article: Article) -> ListView.Row {
    ListView.Row(
      id: article.id, title: article.title,
      isFavorite: isFavorite(article.id, default: article.isFavorite),
      isPendingSync: isPendingSync(article.id))
  }
}
