import ArticleDomain

/// What the detail page shows, derived from the view model's state and the shared models.
///
/// Rule: one source of truth. The star of the content is read from the shared favorites, not
/// from the loaded detail, so the detail and the row beneath it always agree — also when the
/// detail was loaded before the server saved a favorite still in flight.
extension ArticleDetailViewModel {
  /// The readable part of a loaded detail.
  struct Content: Hashable {
    var id: Article.ID
    var title: String
    var body: String
    var isFavorite: Bool
    var isPendingSync: Bool
  }

  /// The loaded content; `nil` until it has loaded.
  var content: Content? {
    guard let detail else { return nil }
    return Content(
      id: detail.id, title: detail.title, body: detail.body,
      isFavorite: favorites.isFavorite(detail.id, default: detail.isFavorite),
      isPendingSync: favorites.isPendingSync(detail.id))
  }

  var showsSpinner: Bool { isLoading }

  /// A failure with Retry, except "not found", which is a message: there is nothing to retry.
  /// While on screen, a failed favorite shows here without Retry.
  var error: ScreenError? {
    switch failure {
    case .notFound?: break
    case let failure?: return ScreenError(message: failure.message, canRetry: true)
    case nil: break
    }
    if isOnScreen, let message = notices.favoriteFailure {
      return ScreenError(message: message, canRetry: false)
    }
    return nil
  }

  /// The message view: an article that does not exist says so.
  var message: String? {
    if case .notFound? = failure { return failure?.message }
    return nil
  }

  /// The banner: a rejected link while the page is on top, else the offline notice.
  var banner: String? {
    if isOnScreen, let rejection = notices.linkRejection { return rejection }
    return network.isOnline ? nil : "You are offline"
  }
}
