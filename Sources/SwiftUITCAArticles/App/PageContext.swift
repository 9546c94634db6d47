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
  /// The one source of truth for the stars, as the window reads it. Kept as the reader and
  /// read only by a page that shows a star (``favorites``): a shared value is observed whole,
  /// and a page that shows none must not be evaluated at every star.
  let stars: SharedReader<FavoritesFeature.Stars>

  /// The stars, read now: the reading body depends on every star.
  var favorites: FavoritesFeature.Stars { stars.wrappedValue }
}

extension ArticlesFeature.State {
  /// The context of a page: the one on top, or one beneath it.
  func pageContext(isOnTop: Bool) -> PageContext {
    PageContext(
      banner: isOnTop ? banner : bannerBeneath, favoriteFailure: isOnTop ? favoriteFailure : nil,
      stars: $favorites)
  }

  /// The context of the list page: on top unless a detail is pushed over it.
  var listPageContext: PageContext { pageContext(isOnTop: path.isEmpty) }
}
