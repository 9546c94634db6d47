import ArticleDomain
import HeadlessUI

/// What the list page shows, derived from the view model's state: the properties the page's
/// `render` reads (and so observes).
///
/// Every "what is visible when" rule of the list page is here, in one place.
extension ArticleListViewModel {
  /// Whether a query is typed: the rows are then search results, not the full list.
  var isSearching: Bool { !query.isEmpty }

  /// The rows: search results once the query has answered, else the full list — each with the
  /// star the shared favorites model says.
  ///
  /// - Complexity: O(n) in the rows shown, one look-up in the favorites model each.
  var rows: [ListView.Row] {
    let shown = isSearching ? (results?.articles ?? articles) : articles
    return shown.map { article in
      ListView.Row(
        id: article.id, title: article.title,
        isFavorite: favorites.isFavorite(article.id, default: article.isFavorite),
        isPendingSync: favorites.isPendingSync(article.id))
    }
  }

  /// The banner's text, or `nil` for none. A rejected link is the newer news, so it shows over
  /// the offline notice.
  var banner: String? {
    if isOnScreen, let rejection = notices.linkRejection { return rejection }
    return network.isOnline ? nil : "You are offline"
  }

  /// The spinner is for the first load only; a refresh shows the refresh control instead.
  var showsSpinner: Bool { !isSearching && load == .firstLoad }

  var isRefreshing: Bool { !isSearching && load == .refresh }

  var isLoadingNextPage: Bool { !isSearching && load?.cursor != nil }

  /// The error on the page and whether it offers Retry. The page's own failure, with its
  /// Retry, comes first; a failed favorite, shown while this page is on top and has none, has no
  /// Retry.
  var error: (message: String, canRetry: Bool)? {
    let failure = isSearching ? searchFailure : self.failure
    if let failure { return (failure.message, true) }
    if isOnScreen, let favoriteFailure = notices.favoriteFailure {
      return (favoriteFailure, false)
    }
    return nil
  }

  /// The message under the list: an empty first page, or a query without matches.
  var message: String? {
    if isSearching {
      guard let results, results.articles.isEmpty, searchFailure == nil else { return nil }
      return "No results for \"\(results.query)\""
    }
    return hasLoaded && articles.isEmpty && failure == nil ? "No articles yet" : nil
  }
}
