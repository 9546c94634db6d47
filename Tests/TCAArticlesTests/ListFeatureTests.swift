import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// The list, tested the TCA way: the feature alone, in a test store of its own domain — every
/// action, every answer, every state change, and the delegate actions it tells its parent. What
/// the window does with them is the window's tests' (`OfflineFeatureTests`, `WindowStarTests`).
///
/// Serialised: the deterministic loop is process-wide.
@Suite(.serialized)
struct ListFeatureTests {
  /// The list alone, on stars and a connection of the test's own, starting from `initialState`.
  private func withListStore(
    initialState: ListFeature.State = ListFeature.State(
      favorites: noStars(), isOnline: connection()),
    _ body:
      @MainActor (
        TestStore<ListFeature.State, ListFeature.Action>, ScriptedWorld, DeterministicLoop
      ) throws -> Void
  ) rethrows {
    try withFeatureStore(initialState: initialState, reducer: ListFeature(), body)
  }

  @Test func theFirstLoadFillsTheRowsAndSavesThem() throws {
    try withListStore { store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: true))
      let page = Page(articles: articles("a1", "a2"), next: PageCursor(rawValue: "2"))
      store.receive(.pageAnswered(after: nil, .success(page))) {
        $0.load = nil
        $0.articles = IdentifiedArray(page.articles)
        $0.next = page.next
        $0.hasLoaded = true
      }
      // The list tells its parent, which takes the server's stars in.
      store.receive(.delegate(.articlesLoaded(page.articles)))
      store.finish()
      #expect(world.cachedArticles == page.articles)
    }
  }

  @Test func aRefreshCancelsTheFirstLoadInFlight() throws {
    try withListStore { store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      store.send(.refreshPulled) { $0.load = .refresh }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.pageAnswered(after: nil, .success(Page(articles: articles("a3"))))) {
        $0.load = nil
        $0.articles = articles("a3")
        $0.hasLoaded = true
      }
      store.receive(.delegate(.articlesLoaded(articles("a3"))))
      store.finish()
    }
  }

  @Test func aFirstLoadThatAnswersAfterARefreshIsDropped() throws {
    try withListStore { store, world, _ in
      world.ledger.cancellationBehaviour = .answersLateAnyway
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      store.send(.refreshPulled) { $0.load = .refresh }
      // The cancelled first load answers anyway: its effect's send does nothing, so the next
      // action received is the refresh's (an exhaustive receive would fail on a stale page).
      try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
      try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.pageAnswered(after: nil, .success(Page(articles: articles("a3"))))) {
        $0.load = nil
        $0.articles = articles("a3")
        $0.hasLoaded = true
      }
      store.receive(.delegate(.articlesLoaded(articles("a3"))))
      store.finish()
    }
  }

  @Test func retryClearsTheErrorAtOnceAndAsksAgain() throws {
    try withListStore { store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      try world.answer(1, with: .fails(.server(message: "Down")))
      store.receive(.pageAnswered(after: nil, .failure(.server(message: "Down")))) {
        $0.load = nil
        $0.failure = ListFeature.Failure(message: "Down", retry: .firstLoad)
      }
      store.send(.retryTapped) {
        $0.load = .firstLoad
        $0.failure = nil
      }
      #expect(world.ledger.requests.count == 2)
      try world.answer(2, with: .succeeds(articles: ["a1"], hasNextPage: false))
      store.receive(.pageAnswered(after: nil, .success(Page(articles: articles("a1"))))) {
        $0.load = nil
        $0.articles = articles("a1")
        $0.hasLoaded = true
      }
      store.receive(.delegate(.articlesLoaded(articles("a1"))))
      store.finish()
    }
  }

  /// A list whose first page, a1 and a2, has loaded, with a next page after `next`.
  private func loadedList(next: PageCursor? = nil) -> ListFeature.State {
    var loaded = ListFeature.State(favorites: noStars(), isOnline: connection())
    loaded.hasAppeared = true
    loaded.hasLoaded = true
    loaded.articles = articles("a1", "a2")
    loaded.next = next
    return loaded
  }

  @Test func aNextPageIsAppendedAndAskedForOnceWhileItLoads() throws {
    let second = PageCursor(rawValue: "2")
    try withListStore(initialState: loadedList(next: second)) { store, world, _ in
      store.send(.endReached) { $0.load = .nextPage(after: second) }
      // The end reached again while the page loads asks for nothing more.
      store.send(.endReached)
      #expect(world.ledger.requests.map(\.kind) == [.page(second)])
      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.pageAnswered(after: second, .success(Page(articles: articles("a3"))))) {
        $0.load = nil
        $0.articles = articles("a1", "a2", "a3")
        $0.next = nil
      }
      store.receive(.delegate(.articlesLoaded(articles("a3"))))
      store.finish()
    }
  }

  @Test func theLastPageStopsPagination() {
    withListStore(initialState: loadedList()) { store, world, _ in
      store.send(.endReached)
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }
}
