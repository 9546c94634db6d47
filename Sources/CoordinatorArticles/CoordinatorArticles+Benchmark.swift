package import ArticleDomain

/// The list view model of the Coordinator module with its shared models, preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`).
///
/// A star tap goes view model → coordinator (login gate, logged in) → favorites model, as the
/// articles coordinator wires it. The render half is the list page's rows.
@MainActor
package final class CoordinatorBenchmarkHarness {
  private let favorites: FavoritesModel
  private let list: ArticleListViewModel

  /// - Parameter environment: Logged in and offline; the list appears and shows the cache.
  package init(environment: ArticleEnvironment) {
    let network = NetworkStatus(connectivity: environment.connectivity, trace: environment.trace)
    let notices = PageNotices()
    favorites = FavoritesModel(environment: environment, network: network, notices: notices)
    list = ArticleListViewModel(
      environment: environment, favorites: favorites, network: network, notices: notices)
    list.onToggleFavorite = { [favorites] id in favorites.toggleFavorite(of: id) }
    list.pageDidAppear()
  }

  package func tapStar(of id: Article.ID) { list.toggleFavorite(id) }

  /// The answer of a superseded refresh: no load is in flight, so it is dropped.
  package func receiveStaleRefresh(_ articles: [Article]) {
    list.finish(.refresh, with: .success(Page(articles: articles)), generation: -1)
  }
  package func renderRows() -> Int { list.rows.count }
  package func isFavorite(_ id: Article.ID) -> Bool { favorites.isFavorite(id, default: false) }
  package var articleCount: Int { list.articles.count }
  package var articlesAddress: UnsafeRawPointer? {
    list.articles.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
