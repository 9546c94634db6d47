/// What a page shows of its window rather than of its own feature: the banner, and the last
/// favorite that failed.
///
/// Rule: a page renders its own feature's state, from its own store — the stars of its rows
/// included, which its state reads through a `@SharedReader`. What is the window's, not any
/// page's — a rejected link, being offline, which favorite failure this window has not
/// dismissed — the page reads from the window's store as it renders, so a change of either
/// renders it again: in its `observe { }` through a reading its screens give it (UIKit), or in
/// its view's body (SwiftUI, whose chapter links this file).
struct PageContext: Equatable {
  /// The banner of this page: a rejected link on the page on top, being offline on every page.
  var banner: String?
  /// The last favorite that failed, shown without Retry by the page on top only.
  var favoriteFailure: String?
}

extension ArticlesFeature.State {
  /// The context of a page: the one on top, or one beneath it.
  func pageContext(isOnTop: Bool) -> PageContext {
    PageContext(
      banner: isOnTop ? banner : bannerBeneath, favoriteFailure: isOnTop ? favoriteFailure : nil)
  }

  /// The context of the list page: on top unless a detail is pushed over it.
  var listPageContext: PageContext { pageContext(isOnTop: detail == nil) }

  /// The context of the page on top.
  var topPageContext: PageContext { pageContext(isOnTop: true) }
}
