package import ArticleDomain

/// The list view model of the MVVM module with its shared models, preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`).
///
/// A star tap goes view model → (the app view model's login gate, logged in) → the shared
/// favorites store, as `AppViewModel` wires it. The render half is the list page's rows,
/// computed from the view model as the page's `render()` reads them.
@MainActor
package final class MVVMBenchmarkHarness {
  private let shared: SharedModels
  private let list: ArticleListViewModel

  /// - Parameter environment: Logged in and offline; the list appears and shows the cache.
  package init(environment: ArticleEnvironment) {
    shared = SharedModels(environment: environment)
    list = ArticleListViewModel(environment: environment, shared: shared)
    list.onToggleFavorite = { [favorites = shared.favorites] id in favorites.toggle(id) }
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
  /// The rows the list page renders, mapped by the view model.
  package func renderRows() -> Int { list.rows.count }
  /// The star of `id` as the list shows it: the store's, else the row's server star.
  package func isFavorite(_ id: Article.ID) -> Bool {
    shared.favorites.isFavorite(id, default: list.serverStar(of: id))
  }
  /// The articles the list holds, in order.
  package var articles: [Article] { list.articles.elements }
}
