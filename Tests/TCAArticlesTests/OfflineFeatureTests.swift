import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// Offline search and the catch-up when the device is back online, with a TestStore: the
/// connection is one `@Shared` value, which the list, the search and the stars read.
///
/// A window tested alone reads a connection the test holds and writes, as a test of a
/// feature with `@Shared` state does; back online, the test sends the list
/// `.connectionRestored`, as the app does. A test of the app sends `.connectivityChanged`,
/// the action the app's listener sends, so no listener runs.
@Suite(.serialized)
struct OfflineFeatureTests {
  @Test func offlineTheListBeneathALinkedDetailReadsTheCacheWhenItAppears() {
    let pages = newPages(isOnline: Shared(value: false))
    withArticlesStore(initialState: pages) { store, world, _ in
      world.cacheArticles(articles("a1", "a2"))
      store.send(.linkOpened("app://articles/a2")) {
        $0.detail = DetailFeature.State(id: "a2", favorites: $0.$favorites)
      }
      store.send(.launched) { $0.hasLaunched = true }
      // The list beneath has not appeared: it reads nothing yet (the next send would fail on a
      // cacheLoaded left unreceived).
      store.send(.detail(.dismiss)) { $0.detail = nil }
      store.send(.list(.appeared)) { $0.list.hasAppeared = true }
      store.receive(.list(.cacheLoaded(articles("a1", "a2")))) {
        $0.list.articles = articles("a1", "a2")
      }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func goingOfflineDuringTheFirstLoadReadsNoCache() throws {
    let isOnline = Shared(value: true)
    let pages = newPages(isOnline: isOnline)
    try withArticlesStore(initialState: pages) { store, world, _ in
      world.cacheArticles(articles("a1", "a2"))
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      isOnline.withLock { $0 = false }
      // The first load still answers, and it is what the list shows.
      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: articles("a3")))))) {
        $0.list.load = nil
        $0.list.hasLoaded = true
        $0.list.articles = articles("a3")
      }
      store.finish()
    }
  }

  @Test func aQueryTypedOfflineAsksNothing() {
    let pages = loadedList(isOnline: Shared(value: false))
    withArticlesStore(initialState: pages) { store, world, loop in
      store.send(.list(.search(.textChanged("a2")))) {
        $0.list.search.text = "a2"
        $0.list.search.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.list(.search(.debounceElapsed(query: "a2")))) {
        $0.list.search.isDebouncing = false
      }
      // The search knows the device is offline: the query waits, and nothing is asked.
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func aConnectionLostDuringTheSearchWaitAsksNothing() {
    let isOnline = Shared(value: true)
    withArticlesStore(initialState: loadedList(isOnline: isOnline)) { store, world, loop in
      store.send(.list(.search(.textChanged("a2")))) {
        $0.list.search.text = "a2"
        $0.list.search.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(200))
      isOnline.withLock { $0 = false }
      loop.advance(world.clock, by: .milliseconds(100))
      store.receive(.list(.search(.debounceElapsed(query: "a2")))) {
        $0.list.search.isDebouncing = false
      }
      // The search knows the device is offline: the query waits, and nothing is asked.
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func backOnlineWithAQueryPendingFavoritesGoFirstThenTheSearch() throws {
    try withAppStore(pages: loadFirstPage, isOnline: false) { store, world, loop in
      tapStar(store, "a2", isFavorite: true, shown: false) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        star.isPendingSync = true
        $0.favorites.stars["a2"] = star
        $0.favorites.pendingSync = ["a2"]
      }
      store.send(.list(.search(.textChanged("a2")))) {
        $0.list.search.text = "a2"
        $0.list.search.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.list(.search(.debounceElapsed(query: "a2")))) {
        $0.list.search.isDebouncing = false
      }
      // The search knows the device is offline: the query waits, and nothing is asked.

      store.send(app: .connectivityChanged(isOnline: true)) { $0.isOnline = true }
      store.receive(account: .connectionRestored) {
        $0.favorites.pendingSync = []
        $0.favorites.stars["a2"]?.request = FavoritesFeature.Star.Request(
          number: 1, isFavorite: true)
        $0.favorites.lastRequest = 1
      }
      // The search shows the rows, so it catches up; the full list asks nothing.
      store.receive(.list(.connectionRestored))
      store.receive(.list(.search(.searchRequested("a2")))) { $0.list.search.isSearching = true }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .search("a2")])

      try world.answer(2, with: .succeeds(articles: ["a2"], hasNextPage: false))
      store.receive(
        .list(.search(.answered(query: "a2", .success(Page(articles: articles("a2"))))))
      ) {
        $0.list.search.isSearching = false
        $0.list.search.results = SearchFeature.Results(query: "a2", articles: articles("a2"))
      }
      // The list takes the server's star in as its search hands the results up.
      store.receive(.list(.search(.delegate(.resultsLoaded(articles("a2")))))) {
        $0.favorites.stars["a2"]?.confirmed = false
      }
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// Taps the star of a2 online, so that its favorite is request 1, then loses the connection.
  @MainActor func favoriteInFlightThenOffline(_ store: WindowTestStore) {
    tapStar(store, "a2", isFavorite: true, shown: false) {
      var star = FavoritesFeature.Star(confirmed: false)
      star.isFavorite = true
      star.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
      $0.favorites.stars["a2"] = star
      $0.favorites.lastRequest = 1
    }
    store.send(app: .connectivityChanged(isOnline: false)) { $0.isOnline = false }
  }

  @Test func aChangeOfflineWhileItsSaveIsInFlightIsSentWhenBackOnline() throws {
    try withAppStore(pages: loadFirstPage) { store, world, _ in
      favoriteInFlightThenOffline(store)
      // The server will hold the favorite in flight: the change from it waits to be sent.
      tapStar(store, "a2", isFavorite: false, shown: true) {
        $0.favorites.stars["a2"]?.isFavorite = false
        $0.favorites.stars["a2"]?.isPendingSync = true
        $0.favorites.pendingSync = ["a2"]
      }
      try world.answer(1, with: .serverAnswer)
      store.receive(account: .favoriteAnswered("a2", .success(true), request: 1)) {
        $0.favorites.stars["a2"]?.confirmed = true
        $0.favorites.stars["a2"]?.request = nil
      }

      store.send(app: .connectivityChanged(isOnline: true)) { $0.isOnline = true }
      store.receive(account: .connectionRestored) {
        $0.favorites.pendingSync = []
        $0.favorites.stars["a2"]?.request = FavoritesFeature.Star.Request(
          number: 2, isFavorite: false)
        $0.favorites.lastRequest = 2
      }
      store.receive(.list(.connectionRestored)) { $0.list.load = .refresh }
      #expect(
        world.ledger.requests.map(\.kind) == [
          .setFavorite(true, "a2"), .setFavorite(false, "a2"), .page(nil),
        ])

      try world.answer(2, with: .serverAnswer)
      store.receive(account: .favoriteAnswered("a2", .success(false), request: 2)) {
        $0.favorites.stars["a2"]?.confirmed = false
        $0.favorites.stars["a2"]?.request = nil
        $0.favorites.stars["a2"]?.isPendingSync = false
      }
      // The catch-up's page, asked after the favorites, shows what the server now holds.
      try world.answer(3, with: .succeeds(articles: ["a1", "a2"], hasNextPage: false))
      store.receive(
        .list(.pageAnswered(after: nil, .success(Page(articles: articles("a1", "a2")))))
      ) {
        $0.list.load = nil
      }
      store.finish()
    }
  }

  @Test func aStarBroughtBackOfflineToTheValueInFlightLeavesNothingToSend() throws {
    try withAppStore(pages: loadFirstPage) { store, world, _ in
      favoriteInFlightThenOffline(store)
      tapStar(store, "a2", isFavorite: false, shown: true) {
        $0.favorites.stars["a2"]?.isFavorite = false
        $0.favorites.stars["a2"]?.isPendingSync = true
        $0.favorites.pendingSync = ["a2"]
      }
      tapStar(store, "a2", isFavorite: true, shown: false) {
        $0.favorites.stars["a2"]?.isFavorite = true
        $0.favorites.stars["a2"]?.isPendingSync = false
        $0.favorites.pendingSync = []
      }
      try world.answer(1, with: .serverAnswer)
      store.receive(account: .favoriteAnswered("a2", .success(true), request: 1)) {
        $0.favorites.stars["a2"]?.confirmed = true
        $0.favorites.stars["a2"]?.request = nil
      }

      store.send(app: .connectivityChanged(isOnline: true)) { $0.isOnline = true }
      store.receive(account: .connectionRestored)
      store.receive(.list(.connectionRestored)) { $0.list.load = .refresh }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .page(nil)])
      // The catch-up's page brings the star the server now holds, the one the user left.
      try world.answer(2, with: .succeeds(articles: ["a1", "a2"], hasNextPage: false))
      let page = [article("a1"), Article(id: "a2", title: "Article a2", isFavorite: true)]
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: page))))) {
        $0.list.load = nil
        $0.list.articles = IdentifiedArray(page)
      }
      store.finish()
    }
  }

  @Test func backOnlineDuringARefreshTheRefreshInFlightIsKept() throws {
    let isOnline = Shared(value: true)
    try withArticlesStore(initialState: loadedList(isOnline: isOnline)) { store, world, _ in
      store.send(.list(.refreshPulled)) { $0.list.load = .refresh }
      isOnline.withLock { $0 = false }
      isOnline.withLock { $0 = true }
      // The refresh still running is the catch-up already: no second request races it.
      store.send(.list(.connectionRestored))
      #expect(world.ledger.requests.count == 1)
      #expect(world.ledger.request(1)?.wasCancelled == false)

      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: articles("a3")))))) {
        $0.list.load = nil
        $0.list.articles = articles("a3")
      }
      store.finish()
    }
  }

  @Test func backOnlineDuringAPageLoadTheListRefreshesInstead() throws {
    let isOnline = Shared(value: true)
    var state = loadedList(isOnline: isOnline)
    state.list.next = PageCursor(rawValue: "2")
    try withArticlesStore(initialState: state) { store, world, _ in
      store.send(.list(.endReached)) { $0.list.load = .nextPage(after: PageCursor(rawValue: "2")) }
      isOnline.withLock { $0 = false }
      isOnline.withLock { $0 = true }
      // Catching up means the first page again: cancelInFlight replaces the page, as a pull.
      store.send(.list(.connectionRestored)) { $0.list.load = .refresh }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      #expect(world.ledger.request(2)?.kind == .page(nil))
      try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
      store.receive(.list(.pageAnswered(after: nil, .success(Page(articles: articles("a3")))))) {
        $0.list.load = nil
        $0.list.articles = articles("a3")
        $0.list.next = nil
      }
      store.finish()
    }
  }

  /// Taps the star of `id` on its row: the list tells the root, which lets the choice through
  /// to the favorites, which read the connection themselves.
  @MainActor func tapStar(
    _ store: WindowTestStore, _ id: Article.ID, isFavorite: Bool, shown: Bool,
    _ assert: @escaping (inout WindowAssertion) -> Void,
    line: Int = #line
  ) {
    store.send(.list(.starTapped(id)), line: line)
    store.receive(.list(.delegate(.starTapped(id))), line: line)
    store.receive(
      .delegate(.favoriteChosen(isFavorite, of: id, shown: shown)),
      line: line)
    store.receive(
      account: .favoriteChosen(isFavorite, of: id, shown: shown),
      assert: assert, line: line)
  }
}
