import ArticleDomain
import HeadlessUI

/// What the detail page shows, as a pure function of the window's state: the state-to-model
/// mapping of MVIKotlin's views, as ``ListViewState`` is the list page's. The page renders it
/// and decides nothing.
struct DetailViewState: Equatable {
  var banner: String?
  var showsSpinner: Bool
  var errorMessage: String?
  /// Whether the error offers Retry: the page's own failure does, a favorite's does not.
  var canRetry: Bool
  var message: String?
  /// The article, with the star read from the one source of truth, as the row beneath reads it.
  var content: DetailView.Content?

  /// The view state of the detail of `id` in `state`, or `nil` when the state's detail is
  /// another article's (or none): a page on its way out renders nothing more.
  init?(_ state: ArticlesState, id: Article.ID) {
    guard let detail = state.detail, detail.id == id else { return nil }
    banner = state.banner
    showsSpinner = detail.isLoading
    errorMessage = nil
    message = nil
    if let failure = detail.failure {
      // A missing article is not an error to retry: it is a message.
      if case .notFound = failure {
        message = failure.message
      } else {
        errorMessage = failure.message
      }
    }
    (errorMessage, canRetry) = state.errorOnTop(own: errorMessage)
    content = detail.detail.map { loaded in
      DetailView.Content(
        id: loaded.id, title: loaded.title, body: loaded.body,
        isFavorite: state.favorites.isFavorite(loaded.id, default: loaded.isFavorite),
        isPendingSync: state.favorites.isPendingSync(loaded.id))
    }
  }
}
