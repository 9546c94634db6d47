package import ArticleDomain
package import HeadlessUI

/// The MVI store as the state-copy benchmark (`Benchmarks/StateCopy`) drives it: the app's
/// own configuration (``MVIArticlesApp/historyLimit``), intents dispatched through
/// ``ArticlesStore/dispatch(_:)``, and with `rendersList` the list page rendering every state.
///
/// The store starts at the state the app is in after its first page: the articles shown, and
/// either offline (a star tap then starts no request) or online, where a page answer is taken
/// only for the request in flight: ``awaitRefresh()`` and ``awaitNextPage()`` send the user's
/// intents (a pull, the end of the list reached) that start one, and ``receivePage(_:)``
/// answers it with its revision — the store's side-effect tasks are the benchmark's to run.
@MainActor
package final class MVIBenchmarkHarness {
  private let page: ListViewController?
  private let store: ArticlesStore
  private let next = PageCursor(rawValue: "next")

  /// A harness whose store shows `articles`, offline or online, nothing in flight.
  package init(
    environment: ArticleEnvironment, articles: [Article], isOnline: Bool, rendersList: Bool
  ) {
    var state = ArticlesState()
    state.offline.isOnline = isOnline
    state.list.hasAppeared = true
    state.list.hasLoaded = true
    state.list = state.list.replacingArticles(with: articles)
    state.list.next = next
    store = ArticlesStore(
      environment: environment, initialState: AppState(state),
      historyLimit: MVIArticlesApp.historyLimit)
    page = rendersList ? ListViewController(dispatch: { _ in }) : nil
    if let page {
      page.loadViewIfNeeded()
      store.stateDidChange = { $0.scene(.first).map(page.render) }
      page.render(state)
    }
  }

  /// The list page's table when the harness renders: the real page, its view loaded, its
  /// diffable data source fed by each new state as the app's is.
  package var listView: ListView? { page?.listView }

  /// The user taps the star of `id`.
  package func tapStar(of id: Article.ID) {
    store.dispatch(.scene(.first, .favorites(.starTapped(id))))
  }

  package func isFavorite(_ id: Article.ID) -> Bool {
    store.state.scene(.first)?.isFavorite(id) ?? false
  }

  /// The user pulls to refresh (online): a refresh is in flight.
  package func awaitRefresh() {
    store.dispatch(.scene(.first, .list(.refreshPulled)))
    precondition(list.request != nil, "MVI: a pull started no refresh")
  }

  /// The user reaches the end of the list (online): the next page is in flight.
  package func awaitNextPage() {
    store.dispatch(.scene(.first, .list(.endReached)))
    precondition(list.request != nil, "MVI: the end of the list asked nothing")
  }

  /// The request in flight answers with `articles`: appended after a next page, replacing the
  /// rows after a refresh.
  package func receivePage(_ articles: [Article]) {
    guard let request = list.request else {
      preconditionFailure("MVI: no list request in flight to answer")
    }
    store.dispatch(
      .scene(
        .first,
        .list(
          .pageLoaded(
            after: request.load.cursor, .success(Page(articles: articles, next: next)),
            revision: request.revision))))
  }

  /// The answer of a superseded request, which the reducer must drop.
  package func receiveStalePage(_ articles: [Article]) {
    let revision = (list.request?.revision ?? 0) - 1
    store.dispatch(
      .scene(
        .first,
        .list(.pageLoaded(after: nil, .success(Page(articles: articles)), revision: revision))))
  }

  /// The articles the list holds, in order.
  package var articles: [Article] { list.articles }

  /// The first window's list, as the store holds it.
  private var list: ListState { store.state.scenes[.first]?.list ?? ListState() }
}
