import ArticleDomain

/// What the list page shows, derived from the view model's state: the properties the view
/// reads while it renders.
///
/// Rule: the view decides nothing. Every "what is visible when" rule of the list page lives in
/// these computed properties, which read observable state only, so the view that reads them is
/// evaluated again whenever one of their inputs changes — the notices and the network status
/// included. The view model never imports SwiftUI.
extension ArticleListViewModel {
  /// The rows shown: the search's results once a query has answered, else the full list.
  var shownArticles: ArticleList {
    query.isEmpty ? articles : (searchResults?.articles ?? articles)
  }

  /// The star the server sent with the row of `id` on screen: the search's results once a
  /// query has answered, else the full list.
  ///
  /// - Complexity: O(1), one set look-up.
  func serverStar(of id: Article.ID) -> Bool {
    if !query.isEmpty, let searchResults { return searchResults.articles.serverStar(of: id) }
    return articles.serverStar(of: id)
  }

  /// The spinner is for a first load with nothing to show; a refresh uses its own control.
  var showsSpinner: Bool {
    query.isEmpty && loadInFlight == .firstPage && articles.isEmpty
  }

  /// Whether the list shows a refresh.
  var isRefreshing: Bool {
    query.isEmpty && loadInFlight == .refresh
  }

  /// Whether the list shows its refresh above the rows: a refresh nobody pulled (a Retry, the
  /// connection coming back), for which SwiftUI has no refresh control to show.
  var showsRefreshProgress: Bool {
    isRefreshing && pullsWaiting == 0
  }

  /// Whether the footer shows the next page loading.
  var isLoadingNextPage: Bool {
    guard query.isEmpty, case .nextPage = loadInFlight else { return false }
    return true
  }

  /// The failure the error view shows: the search's while a query is in the field, else the
  /// list's — which waits behind a query and shows again once the field is cleared.
  var shownFailure: ListFailure? {
    query.isEmpty ? failure : searchFailure
  }

  /// The error view: the page's own failure with Retry, else (while on screen) a failed
  /// favorite without Retry.
  var error: ScreenError? {
    if let failure = shownFailure { return ScreenError(message: failure.message, canRetry: true) }
    if isOnScreen, let message = notices.favoriteFailure {
      return ScreenError(message: message, canRetry: false)
    }
    return nil
  }

  /// The message view: an empty list or a search without results says so.
  var message: String? {
    guard shownFailure == nil else { return nil }
    if !query.isEmpty {
      // It names a query: once the user types on, one the field no longer holds.
      guard let searchResults, searchResults.articles.isEmpty, searchResults.query == query
      else { return nil }
      return "No results for \"\(searchResults.query)\""
    }
    return hasLoaded && articles.isEmpty ? "No articles yet" : nil
  }

  /// The banner: a rejected link while the page is on top, else the offline notice.
  var banner: String? {
    if isOnScreen, let rejection = notices.linkRejection { return rejection }
    return network.isOnline ? nil : "You are offline"
  }
}
