import ArticleDomain
import HeadlessUI

/// What reaches the list from outside its own views: the shared favorites, the connection and
/// rejected links.
extension ArticleListViewController: FavoritesModelObserver {
  func favoritesModel(_ model: FavoritesModel, didChangeFavoriteOf id: Article.ID) {
    updateViews()
  }

  func favoritesModel(
    _ model: FavoritesModel, didFailToSaveFavoriteOf id: Article.ID, error: any Error
  ) {
    // The message shows on the page on top only, without Retry; the star already went back.
    guard appearance == .appeared else { return }
    shownError = ShownError(message: error.userMessage, retry: nil)
    updateViews()
  }

  /// The device went offline or came back. Back online, the list refreshes — after the
  /// favorites made offline were sent, which the app does first.
  func connectivityDidChange(isOnline: Bool) {
    isOffline = !isOnline
    if isOnline, hasAppeared {
      refresh()
    }
    updateViews()
  }

  func showLinkRejection(_ message: String) {
    linkRejection = message
    updateViews()
  }
}
