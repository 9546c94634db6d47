import ArticleDomain
import ComposableRuntime

/// What the list page shows besides its rows, derived from its feature's state and the context
/// of the window: every "what is visible when" rule of the page, in one initializer. The UIKit
/// chapter's `ListViewState`, which a SwiftUI page computes in its `body`: observation records
/// what it reads, so the page is evaluated again only when one of those changed.
struct ListPageState: Equatable {
  var banner: String?
  var isRefreshing: Bool
  /// Whether the list shows its refresh above the rows: a refresh nobody pulled, for which
  /// SwiftUI has no refresh control to spin.
  var showsRefreshProgress: Bool
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

  /// The view state of `list`, with what the page is lent.
  ///
  /// - Complexity: O(1): the rows are not mapped.
  init(_ list: ListFeature.State, context: PageContext) {
    let search = list.search
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
      isRefreshing = list.isRefreshShown
      isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      retry = errorMessage == nil ? nil : .list
      message =
        list.hasLoaded && list.articles.isEmpty && errorMessage == nil ? "No articles yet" : nil
    }
    showsRefreshProgress = isRefreshing && !list.isPullInFlight
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if errorMessage == nil, let failure = context.favoriteFailure {
      errorMessage = failure
      retry = nil
    }
  }
}
