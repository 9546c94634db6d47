import ArticleDomain
import HeadlessUI

/// What the detail page shows, derived from its ``DetailFeature/State`` and what its window
/// hands it.
struct DetailViewState: Equatable {
  var banner: String?
  var showsSpinner: Bool
  var errorMessage: String?
  /// Whether the error has Retry: a failed detail does, a failed favorite does not.
  var canRetry: Bool
  /// A missing article's message.
  var message: String?
  /// The loaded content, its star read from the one source of truth.
  var content: DetailView.Content?

  init(_ detail: DetailFeature.State, context: PageContext) {
    banner = context.banner
    showsSpinner = detail.isLoading
    content = detail.detail.map { loaded in
      DetailView.Content(
        id: loaded.id, title: loaded.title, body: loaded.body,
        isFavorite: detail.favorites.isFavorite(loaded.id, default: loaded.isFavorite),
        isPendingSync: detail.favorites.isPendingSync(loaded.id))
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
    if errorMessage == nil, let failure = context.favoriteFailure {
      errorMessage = failure
      canRetry = false
    }
  }
}
