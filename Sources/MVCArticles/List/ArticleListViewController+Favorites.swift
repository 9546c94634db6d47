import ArticleDomain
import HeadlessUI

/// What reaches the list from outside its own views: the shared favorites, the connection and
/// rejected links.
extension ArticleListViewController: FavoritesModelObserver, ConnectivityModelObserver {
  func favoritesModel(_ model: FavoritesModel, didChangeFavoriteOf id: Article.ID) {
    // One star changed: the table reloads that article's row, if the list shows it.
    reloadRow(of: id)
    updateViews()
  }

  func favoritesModel(
    _ model: FavoritesModel, didFailToSaveFavoriteOf id: Article.ID, error: any Error
  ) {
    // The message shows on the page on top only, without Retry; the star already went back.
    guard appearance == .appeared else { return }
    favoriteFailure = error.userMessage
    updateViews()
  }

  /// The device went offline or came back. Back online, the list catches up — after the
  /// favorites made offline were sent, which the app does first: it refreshes, or with a query
  /// in the field searches it.
  ///
  /// A first load, refresh or search still in flight is that catch-up already (going offline
  /// did not stop it), so it is kept; a next-page load gives way to the refresh, as on a pull.
  /// With no rows on screen the catch-up is a first load, with its spinner.
  func connectivityModel(_ model: ConnectivityModel, didChangeIsOnline isOnline: Bool) {
    isOffline = !isOnline
    if isOnline, hasAppeared {
      if searcher.isActive {
        // A catch-up search is a retry the user did not tap: the old error goes at once.
        if !searcher.isBusy {
          if case .search? = shownError?.retry { shownError = nil }
          searcher.search(searcher.text)
        }
      } else if pager.inFlight != .firstPage, pager.inFlight != .refresh {
        // With no rows there is nothing to refresh: the list loads as it first would.
        if articles.isEmpty { startLoad(.firstPage) } else { refresh() }
      }
    }
    updateViews()
  }

  func showLinkRejection(_ message: String) {
    linkRejection = message
    updateViews()
  }
}

extension ArticleListViewController: LoginViewControllerDelegate {
  func loginViewControllerDidLogIn(_ controller: LoginViewController) {
    let favorite = favoriteAfterLogin
    favoriteAfterLogin = nil
    controller.dismiss()
    if let favorite { dependencies.favorites.setFavorite(favorite.isFavorite, of: favorite.id) }
  }

  func loginViewControllerDidCancel(_ controller: LoginViewController) {
    // Cancelling carries out nothing: the star the user tapped is simply forgotten.
    favoriteAfterLogin = nil
    controller.dismiss()
  }
}
