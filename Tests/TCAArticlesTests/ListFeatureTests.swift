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
    try withFeatureStore(initialState: initialState, reducer: ListFeature(), ports: .list, body)
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
      store.finish()
      #expect(world.cachedArticles == page.articles)
    }
  }

  /// A page says what the server holds of its stars: a star the account touched takes it in,
  /// where the page arrives, unless the user's own change still waits for the server.
  @Test func aPageTakesTheServersStarsInUnlessAChangeWaits() throws {
    let stars = Shared(value: FavoritesFeature.Stars())
    stars.withLock {
      $0.stars["a1"] = FavoritesFeature.Star(confirmed: true)
      var waiting = FavoritesFeature.Star(confirmed: false)
      waiting.isFavorite = true
      waiting.isPendingSync = true
      $0.stars["a2"] = waiting
    }
    let list = ListFeature.State(favorites: stars, isOnline: connection())
    try withListStore(initialState: list) { store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      // Changed on another device meanwhile: the server holds a1 off and a2 on.
      let served = [
        Article(id: "a1", title: "Article a1"),
        Article(id: "a2", title: "Article a2", isFavorite: true),
      ]
      world.isLoggedIn = true
      world.server.setArticles(served)
      try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
      let page = Page(articles: served)
      store.receive(.pageAnswered(after: nil, .success(page))) {
        $0.load = nil
        $0.articles = IdentifiedArray(page.articles)
        $0.hasLoaded = true
        $0.$favorites.withLock {
          $0.stars["a1"] = FavoritesFeature.Star(confirmed: false)
          $0.stars["a2"]?.confirmed = true
        }
      }
      #expect(stars.wrappedValue.stars["a2"]?.isFavorite == true, "the user's change still shows")
      store.finish()
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
