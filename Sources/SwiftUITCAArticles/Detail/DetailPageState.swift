import ArticleDomain

/// What the detail page shows, derived from its ``DetailFeature/State`` and the context of the
/// window: the UIKit chapter's `DetailViewState`, computed in the SwiftUI page's `body`.
struct DetailPageState: Equatable {
  var banner: String?
  var showsSpinner: Bool
  var errorMessage: String?
  /// Whether the error has Retry: a failed detail does, a failed favorite does not.
  var canRetry: Bool
  /// A missing article's message.
  var message: String?
  /// The loaded content, its star read from the one source of truth.
  var content: Content?

  /// The loaded article as the page shows it.
  struct Content: Equatable {
    var title: String
    var body: String
    var isFavorite: Bool
    var isPendingSync: Bool
  }

  init(_ detail: DetailFeature.State, context: PageContext) {
    banner = context.banner
    showsSpinner = detail.isLoading
    content = detail.detail.map { loaded in
      Content(
        title: loaded.title, body: loaded.body,
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
