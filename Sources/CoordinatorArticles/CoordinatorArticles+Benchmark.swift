package import ArticleDomain
package import HeadlessUI

/// The list view model of the Coordinator module, started by its app coordinator and
/// preloaded, for the state-copy benchmark (`Benchmarks/StateCopy`).
///
/// The list view model is the MVVM chapter's very file (`Screens/`); what differs is the path
/// a star tap takes: view model → articles coordinator → app coordinator (the login gate,
/// logged in) → the shared favorites store, exactly as `start()` wires it. With `rendersViews`,
/// the list page the coordinator started has its view loaded: it renders through its
/// observation binding on the next pass of the feature's render queue — a task, which the
/// benchmark runs with the operation — and tells its table's diffable data source what changed.
@MainActor
package final class CoordinatorBenchmarkHarness {
  private let coordinator: AppCoordinator
  private let list: ArticleListViewModel
  /// The list page's table, when its view is loaded: the benchmark reads its render work.
  package let listView: ListView?

  /// - Parameters:
  ///   - environment: Logged in and offline; the list appears and shows the cache.
  ///   - rendersViews: Whether the list page's view is loaded, to render each change.
  package init(environment: ArticleEnvironment, rendersViews: Bool) {
    coordinator = AppCoordinator(
      environment: environment, factory: ScreenFactory(environment: environment))
    coordinator.start()
    guard let page = coordinator.navigation.viewControllers.first as? ArticleListViewController
    else { preconditionFailure("the app coordinator starts with the list") }
    list = page.viewModel
    if rendersViews {
      page.loadViewIfNeeded()
      listView = page.view.subviews.lazy.compactMap { $0 as? ListView }.first
    } else {
      listView = nil
    }
    list.onAppear()
  }

  package func tapStar(of id: Article.ID) { list.toggleFavorite(of: id) }

  /// A next page answered, as the load's task hands it to the view model.
  package func receiveNextPage(_ articles: [Article]) {
    list.finishLoad(
      .nextPage(PageCursor(rawValue: "next")), generation: list.loadGeneration,
      with: .success(Page(articles: articles)))
  }

  /// A refresh answered: the list is replaced.
  package func receiveRefresh(_ articles: [Article]) {
    list.finishLoad(
      .refresh, generation: list.loadGeneration, with: .success(Page(articles: articles)))
  }

  /// The answer of a superseded refresh: its generation is no longer the newest.
  package func receiveStaleRefresh(_ articles: [Article]) {
    list.finishLoad(
      .refresh, generation: list.loadGeneration - 1, with: .success(Page(articles: articles)))
  }

  /// The star of `id` as the list shows it: the store's, else the row's server star.
  package func isFavorite(_ id: Article.ID) -> Bool {
    list.favorites.isFavorite(id, default: list.serverStar(of: id))
  }
  /// The articles the list holds, in order.
  package var articles: [Article] { list.articles.elements }
}
