import ArticleDomain
import HeadlessUI

/// What the list page shows, derived from the feature's state: the input of its `render`.
///
/// Props (as Redux calls them) are a pure function of the state. Deriving them first lets the
/// page skip a render when nothing it shows changed, and keeps every "what is visible when"
/// rule of the screen in this one initializer.
struct ListProps: Equatable {
  /// The banner's text; `nil` hides it.
  var banner: String?
  /// The rows: search results while a query has answered, else the full list — each with the
  /// star the one source of truth says.
  var rows: [ListView.Row]
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  /// The error view's message; `nil` hides it.
  var errorMessage: String?
  /// Whether the error has Retry: list and search errors do, a failed favorite does not.
  var canRetry: Bool
  /// The message view's text; `nil` hides it.
  var message: String?

  /// The props of `state`.
  ///
  /// - Complexity: O(n) in the rows shown: each row reads its star from
  ///   ``FavoritesState``, the one source of truth, rather than from the row's own copy.
  init(_ state: ArticlesState) {
    searchText = state.search.text
    // A rejected link and a favorite's error belong to the page on top: the list, unless a
    // detail is pushed over it. The offline banner is on every page, beneath the detail too.
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
    canRetry = errorMessage != nil
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if isOnTop, errorMessage == nil, let failure = state.favorites.failure {
      errorMessage = failure
      canRetry = false
    }
    let favorites = state.favorites
    rows = articles.map { article in
      ListView.Row(
        id: article.id, title: article.title,
        isFavorite: favorites.isFavorite(article.id, default: article.isFavorite),
        isPendingSync: favorites.isPendingSync(article.id))
    }
  }
}
