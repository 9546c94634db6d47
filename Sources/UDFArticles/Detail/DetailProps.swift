import ArticleDomain
import HeadlessUI

/// What the detail page shows, derived from its ``DetailState``: the input of its `render`.
struct DetailProps: Equatable {
  var showsSpinner: Bool
  /// The error view's message; `nil` hides it. Every detail error has Retry.
  var errorMessage: String?
  /// The message view's text, for an article that does not exist; `nil` hides it.
  var message: String?
  /// The loaded content; `nil` hides the detail view.
  var content: DetailView.Content?

  /// The props of `detail`.
  init(_ detail: DetailState) {
    showsSpinner = detail.isLoading
    content = detail.detail.map { DetailView.Content($0) }
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
  }
}
