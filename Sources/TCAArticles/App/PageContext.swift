import ArticleDomain

/// What a page shows that another feature owns, read from the window's state on each render:
/// the stars, and the banner and favorite failure of the window.
///
/// Rule: a page renders its own feature's state, from its own store; what it shows of another
/// feature it is handed with each render, never given a copy to keep. The stars belong to
/// ``FavoritesFeature`` and the banner to the window, yet the list page and the detail page both
/// show them: the window reads the stars through its `@SharedReader`, and derives this value
/// from its state on every render.
struct PageContext: Equatable {
  /// The banner of this page: a rejected link on the page on top, being offline on every page.
  var banner: String?
  /// The last favorite that failed, shown without Retry by the page on top only.
  var favoriteFailure: String?
  /// The one source of truth for the stars.
  var favorites: FavoritesFeature.Stars

  /// The star of `article` as every page shows it.
  func isFavorite(_ article: Article.ID, default serverValue: Bool) -> Bool {
    favorites.isFavorite(article, default: serverValue)
  }
}

extension ArticlesFeature.State {
  /// The context lent to a page: the one on top, or one beneath it.
  func pageContext(isOnTop: Bool) -> PageContext {
    PageContext(
      banner: isOnTop ? banner : bannerBeneath, favoriteFailure: isOnTop ? favoriteFailure : nil,
      favorites: favorites)
  }
}

extension ArticlesFeature.State {
  /// The context lent to the list page: on top unless a detail is pushed over it.
  var listPageContext: PageContext { pageContext(isOnTop: detail == nil) }
}
