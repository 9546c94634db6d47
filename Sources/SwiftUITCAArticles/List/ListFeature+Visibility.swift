import ArticleDomain
import ComposableRuntime

/// What the list page shows besides its rows: every "what is visible when" rule of the page,
/// as computed properties of the state, which the page reads as `store.showsSpinner`.
/// Observation records the stored properties each one reads, so the page is evaluated again
/// only when one of those changed. The UIKit chapter's `ListViewState` makes the same
/// decisions in one value, which its page compares with the last it rendered.
extension ListFeature.State {
  /// A failed request the page shows, with whose request Retry repeats.
  struct PageFailure: Equatable {
    var message: String
    var retry: Retry
  }

  /// The feature whose failed request Retry sends again.
  enum Retry: Equatable {
    case list, search
  }

  /// The failure of the request whose rows the page shows: the search's while a query is
  /// typed, else the list's.
  var pageFailure: PageFailure? {
    if isSearchActive {
      search.failure.map { PageFailure(message: $0.message, retry: .search) }
    } else {
      failure.map { PageFailure(message: $0.message, retry: .list) }
    }
  }

  /// The spinner is for the first load only; a refresh shows the refresh control.
  var showsSpinner: Bool { !isSearchActive && load == .firstLoad }

  /// Whether the list shows its refresh above the rows: a refresh nobody pulled, for which
  /// SwiftUI has no refresh control to spin.
  var showsRefreshProgress: Bool { isRefreshShown && !isPullInFlight }

  var isLoadingNextPage: Bool { !isSearchActive && load?.cursor != nil }

  /// What the page says in place of rows: no articles, or no results for the query the field
  /// holds — never beside a failure of the same rows.
  var emptyMessage: String? {
    guard pageFailure == nil else { return nil }
    guard isSearchActive else { return hasLoaded && articles.isEmpty ? "No articles yet" : nil }
    // "No results" names a query: once the user types on, one the field no longer holds.
    guard let results = search.results, results.articles.isEmpty, results.query == search.text
    else { return nil }
    return "No results for \"\(results.query)\""
  }
}
