import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// The list, tested the TCA way: every action, every answer, every state change.
///
/// Serialised: the deterministic loop is process-wide.
@Suite(.serialized)
struct ListFeatureTests {
  @Test func theFirstLoadFillsTheRowsAndSavesThem() throws {
    try withArticlesStore { store, world, _ in
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: true))
      let page = Page(articles: articles("a1", "a2"), next: PageCursor(rawValue: "2"))
      store.receive(.list(.pageAnswered(after: nil, .success(page)))) {
        $0.list.load = nil
        $0.list.articles = IdentifiedArray(page.articles)
        $0.list.next = page.next
        $0.list.hasLoaded = true
      }
      // The list tells its parent, which hands the server's stars to the favorites.
      store.receive(.list(.delegate(.articlesLoaded(page.articles))))
      store.finish()
      #expect(world.cachedArticles == page.articles)
    }
  }

  @Test func aRefreshCancelsTheFirstLoadInFlight() throws {
    try withArticlesStore { store, world, _ in
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      store.send(.list(.refreshPulled)) { $0.list.load = .refresh }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: articles("a3")))))) {
        $0.list.load = nil
        $0.list.articles = articles("a3")
        $0.list.hasLoaded = true
      }
      store.receive(.list(.delegate(.articlesLoaded(articles("a3")))))
      store.finish()
    }
  }

  @Test func aFirstLoadThatAnswersAfterARefreshIsDropped() throws {
    try withArticlesStore { store, world, _ in
      world.ledger.cancellationBehaviour = .answersLateAnyway
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      store.send(.list(.refreshPulled)) { $0.list.load = .refresh }
      // The cancelled first load answers anyway: its effect's send does nothing, so the next
      // action received is the refresh's (an exhaustive receive would fail on a stale page).
      try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
      try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: articles("a3")))))) {
        $0.list.load = nil
        $0.list.articles = articles("a3")
        $0.list.hasLoaded = true
      }
      store.receive(.list(.delegate(.articlesLoaded(articles("a3")))))
      store.finish()
    }
  }

  @Test func retryClearsTheErrorAtOnceAndAsksAgain() throws {
    try withArticlesStore { store, world, _ in
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      try world.answer(1, with: .fails(.server(message: "Down")))
      store.receive(.list(.pageAnswered(after: nil, .failure(.server(message: "Down"))))) {
        $0.list.load = nil
        $0.list.failure = ListFeature.Failure(message: "Down", retry: .firstLoad)
      }
      store.send(.list(.retryTapped)) {
        $0.list.load = .firstLoad
        $0.list.failure = nil
      }
      #expect(world.ledger.requests.count == 2)
      store.skipInFlightEffects()
      store.finish()
    }
  }

  @Test func theLastPageStopsPagination() {
    withArticlesStore(initialState: loadedList()) { store, world, _ in
      store.send(.list(.endReached))
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }
}
