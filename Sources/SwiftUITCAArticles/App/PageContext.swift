import ArticleDomain
import ComposableRuntime

/// What a page shows that another feature owns, read from the window's store: the stars, and
/// the banner and favorite failure of the window.
///
/// Rule: a page renders its own feature's state, from its own store; what it shows of another
/// feature it reads from the window's store, whose `@SharedReader` reads the app's stars. A
/// page reads it in its `body`, so observation tells it when what it read changed.
struct PageContext {
  /// The banner of this page: a rejected link on the page on top, being offline on every page.
  var banner: String?
  /// The last favorite that failed, shown without Retry by the page on top only.
  var favoriteFailure: String?
  /// The one source of truth for the stars.
  var favorites: FavoritesFeature.State
}

extension ArticlesFeature.State {
  /// The context of a page: the one on top, or one beneath it.
  func pageContext(isOnTop: Bool) -> PageContext {
    PageContext(
      banner: isOnTop ? banner : bannerBeneath, favoriteFailure: isOnTop ? favoriteFailure : nil,
      favorites: favorites)
  }

  /// The context of the list page: on top unless a detail is pushed over it.
  var listPageContext: PageContext { pageContext(isOnTop: path.isEmpty) }
}
