import ArticleDomain

/// What the list page shows, derived from the feature's state: the input of its `render`.
///
/// Props (as Redux calls them) are a pure function of the state. Deriving them first lets the
/// page skip a render when nothing it shows changed, and keeps every "what is visible when"
/// rule of the screen in this one initializer.
struct ListProps: Equatable {
  /// The rows: search results while a query has answered, else the full list.
  var articles: [Article]
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  /// The error view's message; `nil` hides it. Every list error has Retry.
  var errorMessage: String?
  /// The message view's text; `nil` hides it.
  var message: String?

  /// The props of `state`.
  ///
  /// - Complexity: O(1): the rows are the state's own array, shared, not copied.
  init(_ state: ArticlesState) {
    searchText = state.search.text
    if state.search.isActive {
      // A query is typed: its results replace the rows; until they arrive, the rows stay.
      let results = state.search.results
      articles = results?.articles ?? state.list.articles
      isRefreshing = false
      isLoadingNextPage = false
      showsSpinner = false
      errorMessage = state.search.failure?.message
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
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      message =
        list.hasLoaded && list.articles.isEmpty && errorMessage == nil ? "No articles yet" : nil
    }
  }
}
