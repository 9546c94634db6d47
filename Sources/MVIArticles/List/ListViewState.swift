import ArticleDomain

/// What the list page shows besides its rows, as a pure function of the window's state: the
/// state-to-model mapping of MVIKotlin's views, which the page renders and decides nothing of.
/// Every "what is visible when" rule of the page is in this initializer, testable without a
/// page.
struct ListViewState: Equatable {
  var banner: String?
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  var errorMessage: String?
  /// Whether the error offers Retry: the page's own failure does, a favorite's does not.
  var canRetry: Bool
  var message: String?

  /// The view state of `state`.
  ///
  /// - Complexity: O(1): no row is mapped.
  init(_ state: ArticlesState) {
    let search = state.search
    let list = state.list
    // A rejected link and a favorite's error belong to the page on top; the offline banner is
    // on every page, beneath the detail too.
    let isOnTop = state.detail == nil
    banner = isOnTop ? state.banner : state.bannerBeneath
    searchText = search.text
    message = nil
    if search.isActive {
      // A query is typed: only the search may speak. Its results replace the rows; until they
      // arrive the rows stay, but the full list's spinner, controls and error are hidden.
      isRefreshing = false
      isLoadingNextPage = false
      showsSpinner = false
      errorMessage = search.failure?.message
      // "No results" names a query: once the user types on, one the field no longer holds.
      if let results = search.results, results.articles.isEmpty, errorMessage == nil,
        results.query == search.text
      {
        message = "No results for \"\(results.query)\""
      }
    } else {
      isRefreshing = list.load == .refresh
      isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      if list.hasLoaded, list.articles.isEmpty, errorMessage == nil { message = "No articles yet" }
    }
    // The page's own error, with its Retry, comes first; a favorite's message shows on the
    // page on top while the page has none, without Retry.
    if isOnTop {
      (errorMessage, canRetry) = state.errorOnTop(own: errorMessage)
    } else {
      canRetry = errorMessage != nil
    }
  }
}
