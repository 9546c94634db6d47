package import ArticleDomain
package import HeadlessUI

/// The list module of the VIPER module — interactor, presenter and view — preloaded, for the
/// state-copy benchmark (`Benchmarks/StateCopy`). Assembled as `ListRouter.assembleModule`
/// does, with a router that goes nowhere.
///
/// With `rendersViews: false` the interactor has no output, so a star tap measures the
/// interactor and the favorites store alone; with `true` the module is assembled with its real
/// page, its view loaded: the tap enters through the presenter, which tells the page the one
/// row that changed, and the page's table asks the presenter for that row. Pages enter where the
/// interactor applies the newest load's answer (``ListInteractor/apply(_:of:after:)``), past
/// the stale-result guard that a load with a task in flight would pass.
@MainActor
package final class VIPERBenchmarkHarness {
  private let favorites: FavoritesStore
  private let interactor: ListInteractor
  private let presenter: ListPresenter?
  private let view: ListViewController?
  private let router = StayingRouter()

  /// - Parameter environment: Logged in and offline; the list loads the cache.
  package init(environment: ArticleEnvironment, rendersViews: Bool) {
    let status = AppStatus(environment: environment)
    favorites = FavoritesStore(environment: environment, status: status)
    interactor = ListInteractor(environment: environment, favorites: favorites, status: status)
    if rendersViews {
      let presenter = ListPresenter(
        interactor: interactor, router: router, analytics: environment.analytics,
        trace: environment.trace)
      let view = ListViewController(output: presenter)
      presenter.view = view
      interactor.output = presenter
      view.loadViewIfNeeded()
      self.presenter = presenter
      self.view = view
    } else {
      presenter = nil
      view = nil
    }
    interactor.loadFirstPage()
  }

  /// The page's table, when the module renders: the benchmark reads its render work.
  package var listView: ListView? { view?.listView }

  package func tapStar(of id: Article.ID) {
    if let presenter { presenter.didTapStar(id) } else { interactor.toggleFavorite(of: id) }
  }

  /// A next page answered, as the interactor applies the newest load's answer.
  package func receiveNextPage(_ articles: [Article]) {
    interactor.apply(
      .success(Page(articles: articles)), of: .nextPage, after: PageCursor(rawValue: "next"))
  }

  /// A refresh answered: the list is replaced.
  package func receiveRefresh(_ articles: [Article]) {
    interactor.apply(.success(Page(articles: articles)), of: .refresh, after: nil)
  }

  /// The answer of a superseded load: its ticket is not the newest (none is in flight).
  package func receiveStaleRefresh(_ articles: [Article]) {
    interactor.load(
      .none, of: .refresh, after: nil, didFinishWith: .success(Page(articles: articles)))
  }

  /// The star of `id` as the list shows it: the store's, else the entity's server star.
  package func isFavorite(_ id: Article.ID) -> Bool {
    favorites.isFavorite(id, default: interactor.list.serverStar(of: id))
  }
  /// The articles the list holds, in order.
  package var articles: [Article] { interactor.list.elements }
}

/// A router for a list shown on its own: nothing to push, nothing to present.
@MainActor
private final class StayingRouter: ListRouterInput {
  func showDetail(of id: Article.ID) {}
  func presentLogin(for intent: LoginIntent) {}
}
