import ArticleDomain

/// What the list page shows, derived from the view model's state: the properties the view
/// reads while it renders.
///
/// Rule: the view decides nothing. Every "what is visible when" rule of the list page lives in
/// these computed properties, which read observable state only, so the view that reads them is
/// re-rendered whenever one of their inputs changes — favorites and the network status
/// included. The view model speaks in values of its own (``Row``), not in the view toolkit's
/// types: a view model never imports UIKit.
extension ArticleListViewModel {
  /// One row as the list shows it.
  struct Row: Hashable, Sendable {
    var id: Article.ID
    var title: String
    var isFavorite: Bool
    var isPendingSync: Bool
  }

  /// The star the server sent with the row of `id` on screen: the search's results once a
  /// query has answered, else the full list.
  ///
  /// - Complexity: O(1), one set look-up.
  func serverStar(of id: Article.ID) -> Bool {
    if search.isActive, let results = search.results { return results.articles.serverStar(of: id) }
    return articles.serverStar(of: id)
  }

  /// The spinner is for a first load with nothing to show; a refresh uses its own control.
  var showsSpinner: Bool {
    !search.isActive && loadInFlight == .firstPage && articles.isEmpty
  }

  /// Whether the refresh control spins.
  var isRefreshing: Bool {
    !search.isActive && loadInFlight == .refresh
  }

  /// Whether the footer shows the next page loading.
  var isLoadingNextPage: Bool {
    guard !search.isActive, case .nextPage = loadInFlight else { return false }
    return true
  }

  /// The failure the error view shows: the search's while a query is in the field, else the
  /// list's — which waits behind a query and shows again once the field is cleared.
  var shownFailure: ListFailure? {
    search.isActive ? search.failure : failure
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
    if search.isActive {
      // It names a query: once the user types on, one the field no longer holds.
      guard let results = search.results, results.articles.isEmpty, results.query == search.query
      else { return nil }
      return "No results for \"\(results.query)\""
    }
    return hasLoaded && articles.isEmpty ? "No articles yet" : nil
  }

  /// The banner: a rejected link while the page is on top, else the offline notice.
  var banner: String? {
    if isOnScreen, let rejection = notices.linkRejection { return rejection }
    return network.isOnline ? nil : "You are offline"
  }
}
