import ArticleDomain

/// What a page controller needs from the rest of the app, handed to it when it is made.
///
/// UIKit apps pass dependencies into a controller's initializer rather than reaching for
/// singletons; this is that bundle.
@MainActor
struct PageDependencies {
  /// The ports: repository, session, cache, connectivity, clock, trace and lifetimes.
  let environment: ArticleEnvironment
  /// The favorites every page reads and changes: the model shared by list and detail.
  let favorites: FavoritesModel
  /// Whether the device is online, which every page's banner follows.
  let connectivity: ConnectivityModel
  /// A new detail page of `id`, registered for the leak check.
  func makeDetailPage(for id: Article.ID) -> ArticleDetailViewController {
    let page = ArticleDetailViewController(articleID: id, dependencies: self)
    environment.lifetimes.track(page)
    return page
  }

  /// Records `event` in the trace.
  func trace(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    environment.trace.record(kind, detail())
  }
}
