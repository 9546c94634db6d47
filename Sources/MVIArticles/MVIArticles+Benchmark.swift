package import ArticleDomain

/// The MVI store as the state-copy benchmark (`Benchmarks/StateCopy`) drives it: the app's
/// own configuration (``MVIArticlesApp/historyLimit``), intents dispatched through
/// ``ArticlesStore/dispatch(_:)``, and with `rendersList` the list page rendering every state.
///
/// The benchmark's world is logged in and offline, so a star tap starts no request. A page
/// answer is only taken while its request is in flight, so ``reset(to:awaiting:)`` builds the
/// store (untimed) at the state the app is in while a request waits: the articles shown and a
/// list request in flight, as after a pull or a scroll just before the connection dropped.
@MainActor
package final class MVIBenchmarkHarness {
  private let environment: ArticleEnvironment
  private let page: ListViewController?
  private var store: ArticlesStore
  private let next = PageCursor(rawValue: "next")

  /// A harness whose store shows `articles`, with a first-page request in flight.
  package init(environment: ArticleEnvironment, articles: [Article], rendersList: Bool) {
    self.environment = environment
    page = rendersList ? ListViewController(dispatch: { _ in }) : nil
    store = ArticlesStore(environment: environment, historyLimit: MVIArticlesApp.historyLimit)
    reset(to: articles, awaiting: .refresh)
  }

  /// A new store, as the app configures it, showing `articles` offline while the list request
  /// `load` (a refresh, or the next page) is in flight.
  package func reset(to articles: [Article], awaitingNextPage: Bool) {
    reset(to: articles, awaiting: awaitingNextPage ? .nextPage(after: next) : .refresh)
  }

  private func reset(to articles: [Article], awaiting load: ListState.Load) {
    var state = ArticlesState()
    state.offline.isOnline = false
    state.list.hasAppeared = true
    state.list.hasLoaded = true
    state.list.articles = articles
    state.list.next = next
    state.list.request = ListState.Request(load: load, revision: 1)
    state.lastRevision = 1
    store = ArticlesStore(
      environment: environment, initialState: state, historyLimit: MVIArticlesApp.historyLimit)
    if let page {
      store.stateDidChange = { page.render($0) }
      page.render(state)
    }
  }

  /// The user taps the star of `id`: the tap, then the session's answer, two intents.
  package func tapStar(of id: Article.ID) {
    store.dispatch(.favorites(.starTapped(id)))
  }

  package func isFavorite(_ id: Article.ID) -> Bool {
    store.state.isFavorite(id) ?? false
  }

  /// The request in flight answers with `articles`: appended after a next page, replacing the
  /// rows after a refresh.
  package func receivePage(_ articles: [Article]) {
    guard let request = store.state.list.request else {
      preconditionFailure("MVI: no list request in flight to answer")
    }
    store.dispatch(
      .list(
        .pageLoaded(
          after: request.load.cursor, .success(Page(articles: articles, next: next)),
          revision: request.revision)))
  }

  /// The answer of a superseded request, which the reducer must drop.
  package func receiveStalePage(_ articles: [Article]) {
    let revision = (store.state.list.request?.revision ?? 0) - 1
    store.dispatch(
      .list(.pageLoaded(after: nil, .success(Page(articles: articles)), revision: revision)))
  }

  /// A new store showing the rows shown now, with a refresh in flight: what the next
  /// ``receivePage(_:)`` replaces.
  package func awaitRefresh() {
    reset(to: store.state.list.articles, awaiting: .refresh)
  }

  package var articleCount: Int { store.state.list.articles.count }

  package var articlesAddress: UnsafeRawPointer? {
    store.state.list.articles.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
