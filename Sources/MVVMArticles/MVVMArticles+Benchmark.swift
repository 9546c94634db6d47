package import ArticleDomain
package import HeadlessUI

/// The list view model of the MVVM module with its shared models, preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`).
///
/// A star tap goes view model → (the app view model's login gate, logged in) → the shared
/// favorites store, as `AppViewModel` wires it. With `rendersViews`, the list page is built
/// over the view model as the app builds it, its view loaded: it renders through its
/// observation binding on the next pass of its render queue — a task, which the benchmark runs
/// with the operation — and tells its table's diffable data source what changed.
@MainActor
package final class MVVMBenchmarkHarness {
  private let shared: SharedModels
  private let list: ArticleListViewModel
  private let page: ArticleListViewController?
  private let renderQueue = RenderQueue()

  /// - Parameters:
  ///   - environment: Logged in and offline; the list appears and shows the cache.
  ///   - rendersViews: Whether the list page is built, its view loaded, to render each change.
  package init(environment: ArticleEnvironment, rendersViews: Bool) {
    shared = SharedModels(environment: environment)
    list = ArticleListViewModel(environment: environment, shared: shared)
    list.onToggleFavorite = { [favorites = shared.favorites] id in favorites.toggle(id) }
    if rendersViews {
      let page = ArticleListViewController(
        viewModel: list, environment: environment, renderQueue: renderQueue)
      page.loadViewIfNeeded()
      self.page = page
    } else {
      page = nil
    }
    list.onAppear()
  }

  /// The list page's table, when the page is built: the benchmark reads its render work.
  package var listView: ListView? { page.flatMap(listView(of:)) }

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
    shared.favorites.isFavorite(id, default: list.serverStar(of: id))
  }
  /// The articles the list holds, in order.
  package var articles: [Article] { list.articles.elements }
}

/// The table of a page whose view is loaded, found among its views as a UI test finds it.
@MainActor
func listView(of page: ViewController) -> ListView? {
  page.view.subviews.lazy.compactMap { $0 as? ListView }.first
}
