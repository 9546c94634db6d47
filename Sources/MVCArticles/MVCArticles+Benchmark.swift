package import ArticleDomain
package import HeadlessUI

/// The list page of the MVC module with its shared favorites model, preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`). Built as ``MVCArticlesApp`` builds them.
///
/// In MVC the state lives in the controller (`articles`, with the server's stars) and in the
/// favorites model (the stars the user changed); a star tap goes controller → model, and the
/// model tells its observers (the list controller), which tells its table the one row that
/// changed; the table, whose data source the controller is, asks for that row's cell. Without a
/// loaded view the controller renders nothing, so `rendersViews: false` measures the update
/// path alone.
@MainActor
package final class MVCBenchmarkHarness {
  private let favorites: FavoritesModel
  private let list: ArticleListViewController
  private let rendersViews: Bool

  /// - Parameters:
  ///   - environment: Must be logged in; offline keeps a star tap free of request tasks.
  ///   - articles: The list's first page, delivered as the pager hands it to its delegate.
  ///   - rendersViews: Whether the list page's view is loaded, so each change re-renders it.
  package init(environment: ArticleEnvironment, articles: [Article], rendersViews: Bool) {
    favorites = FavoritesModel(environment: environment)
    let dependencies = PageDependencies(environment: environment, favorites: favorites)
    list = ArticleListViewController(dependencies: dependencies)
    self.rendersViews = rendersViews
    if rendersViews { list.loadViewIfNeeded() }
    list.pager(list.pager, didLoad: Page(articles: articles), for: .firstPage)
  }

  /// The list page's table, when its view is loaded: the benchmark reads its render work.
  package var listView: ListView? { rendersViews ? list.listView : nil }

  /// A tap on the star of `id`: through the list view's callback when the view is loaded;
  /// otherwise the same call the controller's `tappedStar(of:)` makes for a logged-in user.
  package func tapStar(of id: Article.ID) {
    if rendersViews {
      list.listView.onTapStar?(id)
    } else {
      let isFavorite = !favorites.isFavorite(id, default: list.serverStar(of: id))
      favorites.setFavorite(isFavorite, of: id)
    }
  }

  /// A next page answered, as the pager hands it to its delegate (the controller).
  package func receiveNextPage(_ articles: [Article]) {
    list.pager(
      list.pager, didLoad: Page(articles: articles), for: .nextPage(PageCursor(rawValue: "next")))
  }

  /// A refresh answered: the list is replaced.
  package func receiveRefresh(_ articles: [Article]) {
    list.pager(list.pager, didLoad: Page(articles: articles), for: .refresh)
  }

  /// The answer of a superseded refresh, as its task hands it to the pager: its number is not
  /// the latest, so the pager drops it before the controller hears of it.
  package func receiveStaleRefresh(_ articles: [Article]) {
    list.pager.finish(
      list.pager.latestLoad - 1, .refresh, with: .success(Page(articles: articles)))
  }

  /// The star of `id` as the list shows it: the model's entry, else the row's server star.
  package func isFavorite(_ id: Article.ID) -> Bool {
    favorites.isFavorite(id, default: list.serverStar(of: id))
  }
  /// The articles the list holds, in order.
  package var articles: [Article] { list.articles.elements }
}
