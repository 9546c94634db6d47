package import ArticleDomain

/// The list view model of the Coordinator module with its shared models, preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`).
///
/// A star tap goes view model → coordinator (login gate, logged in) → favorites model, as the
/// articles coordinator wires it. The render half is the list page's rows. Pages enter where
/// the view model applies the current load's answer (`apply(_:of:)`), past the stale-result
/// guard that a load with a task in flight would pass.
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

  /// A next page answered, as the view model applies the current load's answer.
  package func receiveNextPage(_ articles: [Article]) {
    list.apply(
      .success(Page(articles: articles)), of: .nextPage(after: PageCursor(rawValue: "next")))
  }

  /// A refresh answered: the list is replaced.
  package func receiveRefresh(_ articles: [Article]) {
    list.apply(.success(Page(articles: articles)), of: .refresh)
  }

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
