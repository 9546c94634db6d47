import ArticleDomain
import HeadlessUI

/// What the detail page shows, derived from its ``DetailState`` and the feature's state: the
/// input of its `render`.
struct DetailProps: Equatable {
  /// The banner's text; `nil` hides it.
  var banner: String?
  var showsSpinner: Bool
  /// The error view's message; `nil` hides it.
  var errorMessage: String?
  /// Whether the error has Retry: a failed detail does, a failed favorite does not.
  var canRetry: Bool
  /// The message view's text, for an article that does not exist; `nil` hides it.
  var message: String?
  /// The loaded content, its star read from the one source of truth; `nil` hides the view.
  var content: DetailView.Content?

  /// The props of `detail`, the page on top of the pages in `state`.
  init(_ detail: DetailState, in state: ArticlesState) {
    banner = state.banner
    showsSpinner = detail.isLoading
    content = detail.detail.map { loaded in
      // The same star as the row beneath: both read FavoritesState.
      DetailView.Content(
        id: loaded.id, title: loaded.title, body: loaded.body,
        isFavorite: state.favorites.isFavorite(loaded.id, default: loaded.isFavorite),
        isPendingSync: state.favorites.isPendingSync(loaded.id))
    }
    switch detail.failure {
    case .none:
      errorMessage = nil
      message = nil
    case .notFound?:
      // A missing article is not an error to retry: it is a message.
      errorMessage = nil
      message = detail.failure?.message
    case let failure?:
      errorMessage = failure.message
      message = nil
    }
    canRetry = errorMessage != nil
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if errorMessage == nil, let failure = state.favoriteFailure {
      errorMessage = failure
      canRetry = false
    }
  }
}
