import ArticleDomain

/// What a page controller needs from the rest of the app, handed to it when it is made.
///
/// UIKit apps pass dependencies into a controller's initializer rather than reaching for
/// singletons; this is that bundle. It is public only so that a subclass of
/// ``ArticleDetailViewController`` in another module can inherit the initializer; its
/// contents stay internal.
@MainActor
public struct PageDependencies {
  /// The ports: repository, session, cache, connectivity, clock, trace and lifetimes.
  let environment: ArticleEnvironment
  /// The favorites every page reads and changes: the model shared by list and detail.
  let favorites: FavoritesModel
  /// Where a page sends what needs a logged-in user.
  let loginGate: LoginGate
  /// The class of detail page to push, as a storyboard names a custom class.
  let detailPageClass: ArticleDetailViewController.Type

  /// A new detail page of `id`, registered for the leak check.
  func makeDetailPage(for id: Article.ID) -> ArticleDetailViewController {
    let page = detailPageClass.init(articleID: id, dependencies: self)
    environment.lifetimes.track(page)
    return page
  }

  /// Records `event` in the trace.
  func trace(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    environment.trace.record(kind, detail())
  }
}
