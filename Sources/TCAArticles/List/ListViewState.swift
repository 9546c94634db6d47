import ArticleDomain
import HeadlessUI

/// What the list page shows, derived from the feature's state: TCA's view state.
///
/// A pure function of the state, so that the page can skip a render when nothing it shows
/// changed, and so that every "what is visible when" rule of the page is in this initializer.
struct ListViewState: Equatable {
  var banner: String?
  var rows: [ListView.Row]
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  var errorMessage: String?
  /// What Retry sends, or `nil` for an error without Retry (a failed favorite).
  var retry: ArticlesFeature.Action?
  var message: String?

  /// The view state of `state`.
  ///
  /// - Complexity: O(n) in the rows shown: each reads its star from the one source of truth.
  init(_ state: ArticlesFeature.State) {
    searchText = state.search.text
    // A rejected link and a favorite's error belong to the page on top; the offline banner is
    // on every page, beneath the detail too.
    let isOnTop = state.detail == nil
    banner = isOnTop ? state.banner : state.bannerBeneath
    let articles: [Article]
    if state.search.isActive {
      // A query is typed: its results replace the rows; until they arrive, the rows stay.
      let results = state.search.results
      articles = results?.articles ?? state.list.articles
      isRefreshing = false
      isLoadingNextPage = false
      showsSpinner = false
      errorMessage = state.search.failure?.message
      retry = errorMessage == nil ? nil : .search(.retryTapped)
      message =
        if let results, results.articles.isEmpty, errorMessage == nil {
          "No results for \"\(results.query)\""
        } else {
          nil
        }
    } else {
      let list = state.list
      articles = list.articles
      isRefreshing = list.load == .refresh
      isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      retry = errorMessage == nil ? nil : .list(.retryTapped)
      message =
        list.hasLoaded && list.articles.isEmpty && errorMessage == nil ? "No articles yet" : nil
    }
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if isOnTop, errorMessage == nil, let failure = state.sync.failure {
      errorMessage = failure
      retry = nil
    }
    let sync = state.sync
    rows = articles.map { article in
      ListView.Row(
        id: article.id, title: article.title,
        isFavorite: sync.isFavorite(article.id, default: article.isFavorite),
        isPendingSync: sync.isPendingSync(article.id))
    }
  }
}
