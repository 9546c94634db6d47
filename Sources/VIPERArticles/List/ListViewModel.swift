import ArticleDomain

/// What the list page shows: the presenter's output, the view's only input.
///
/// Rule: the presenter maps interactor results to view models. Everything here is ready to be
/// set on a view — texts and flags — and nothing is an entity. The rows are not in it: the
/// view asks for one row's view model when its table shows that row
/// (``ListViewOutput/row(at:)``).
struct ListViewModel: Equatable {
  /// An error as the error view shows it.
  struct ErrorMessage: Equatable {
    var text: String
    /// List and search errors offer Retry; a failed favorite does not.
    var canRetry: Bool
  }

  /// The banner's text; `nil` hides it.
  var banner: String?
  var isRefreshing = false
  var isLoadingNextPage = false
  var showsSpinner = false
  /// The error view's content; `nil` hides it.
  var error: ErrorMessage?
  /// The message view's text (an empty list, a query without results); `nil` hides it.
  var message: String?
}

/// One row as the list page shows it: the presenter's output for the row the view's table asks
/// for, which the view sets on its cell.
struct ArticleRowViewModel: Equatable {
  var id: Article.ID
  var title: String
  var isFavorite: Bool
  /// A change made offline that has not reached the server yet.
  var isPendingSync: Bool
}

extension AppStatus.Notice {
  /// The banner's text for this notice.
  var bannerText: String {
    switch self {
    case .rejectedLink: "This link cannot be opened."
    case .offline: "You are offline"
    }
  }
}
