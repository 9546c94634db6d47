import ArticleDomain

/// What the detail page shows: every "what is visible when" rule of the page, as computed
/// properties of the state, which the page reads as `store.loadFailure`. The UIKit chapter's
/// `DetailViewState` makes the same decisions in one value.
extension DetailFeature.State {
  /// The message of a failed load, which Retry loads again; a missing article is not one.
  var loadFailure: String? {
    switch failure {
    case .none, .notFound?: nil
    case let failure?: failure.message
    }
  }

  /// A missing article's message: not an error to retry.
  var missingMessage: String? {
    guard case .notFound? = failure else { return nil }
    return failure?.message
  }

  /// The star of the loaded article, read from the one source of truth: the account's stars,
  /// or the server's value when the account has none.
  var isFavorite: Bool {
    guard let detail else { return false }
    return favorites.isFavorite(detail.id, default: detail.isFavorite)
  }

  /// Whether the loaded article's star waits to be sent.
  var isPendingSync: Bool {
    guard let detail else { return false }
    return favorites.isPendingSync(detail.id)
  }
}
