import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import Testing

/// Offline search and the catch-up when the device is back online, with a TestStore: the
/// connection reaches the list and the search as actions, and each decides from its own state.
///
/// The connection's changes are sent as `.sync(.connectivityChanged)`, the action the root's
/// listener sends, so no listener runs.
@Suite(.serialized)
struct OfflineFeatureTests {
  /// `state` on a device that is offline, as every child that asks the server knows it.
  func offline(_ state: ArticlesFeature.State) -> ArticlesFeature.State {
    var state = state
    state.sync.isOnline = false
    state.list.isOnline = false
    state.search.isOnline = false
    return state
  }

  @Test func offlineTheListBeneathALinkedDetailReadsTheCacheWhenItAppears() {
    withArticlesStore { store, world, _ in
      world.isOnline = false
      world.cacheArticles(articles("a1", "a2"))
      store.send(.linkOpened("app://articles/a2")) { $0.detail = DetailFeature.State(id: "a2") }
      store.send(.launched)
      store.receive(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
      // The list beneath has not appeared: it reads nothing yet (the next send would fail on a
      // cacheLoaded left unreceived).
      store.send(.detailClosed) { $0.detail = nil }
      store.send(.list(.appeared)) { $0.list.hasAppeared = true }
      store.receive(.list(.cacheLoaded(articles("a1", "a2")))) {
        $0.list.articles = articles("a1", "a2")
      }
      #expect(world.ledger.requests.isEmpty)
      // The connection listener lives as long as the app.
      store.skipInFlightEffects()
      store.finish()
    }
  }

  @Test func goingOfflineDuringTheFirstLoadReadsNoCache() throws {
    try withArticlesStore { store, world, _ in
      world.cacheArticles(articles("a1", "a2"))
      store.send(.list(.appeared)) {
        $0.list.hasAppeared = true
        $0.list.load = .firstLoad
      }
      store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
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
    withArticlesStore(initialState: offline(loadedList())) { store, world, loop in
      store.send(.search(.textChanged("a2"))) {
        $0.search.text = "a2"
        $0.search.isDebouncing = true
        $0.list.isSearchActive = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.search(.debounceElapsed(query: "a2"))) { $0.search.isDebouncing = false }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func aConnectionLostDuringTheSearchWaitAsksNothing() {
    withArticlesStore(initialState: loadedList()) { store, world, loop in
      store.send(.search(.textChanged("a2"))) {
        $0.search.text = "a2"
        $0.search.isDebouncing = true
        $0.list.isSearchActive = true
      }
      loop.advance(world.clock, by: .milliseconds(200))
      store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
      loop.advance(world.clock, by: .milliseconds(100))
      store.receive(.search(.debounceElapsed(query: "a2"))) { $0.search.isDebouncing = false }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func backOnlineWithAQueryPendingFavoritesGoFirstThenTheSearch() throws {
    try withArticlesStore(initialState: offline(loadedList())) { store, world, loop in
      store.send(.starTapped("a2")) {
        var star = SyncFeature.Star(confirmed: false)
        star.isFavorite = true
        star.isPendingSync = true
        $0.sync.stars["a2"] = star
        $0.sync.pendingSync = ["a2"]
      }
      store.send(.search(.textChanged("a2"))) {
        $0.search.text = "a2"
        $0.search.isDebouncing = true
        $0.list.isSearchActive = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.search(.debounceElapsed(query: "a2"))) { $0.search.isDebouncing = false }

      store.send(.sync(.connectivityChanged(isOnline: true))) {
        $0.sync.isOnline = true
        $0.sync.pendingSync = []
        $0.sync.stars["a2"]?.request = SyncFeature.Star.Request(number: 1, isFavorite: true)
        $0.sync.lastRequest = 1
      }
      // The search shows the rows, so it catches up; the full list asks nothing.
      store.receive(.list(.connectivityChanged(isOnline: true))) { $0.list.isOnline = true }
      store.receive(.search(.connectivityChanged(isOnline: true))) {
        $0.search.isOnline = true
        $0.search.isSearching = true
      }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .search("a2")])

      try world.answer(2, with: .succeeds(articles: ["a2"], hasNextPage: false))
      store.receive(.search(.answered(query: "a2", .success(Page(articles: articles("a2")))))) {
        $0.search.isSearching = false
        $0.search.results = SearchFeature.Results(query: "a2", articles: articles("a2"))
      }
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// Taps the star of a2 online, so that its favorite is request 1, then loses the connection.
  @MainActor func favoriteInFlightThenOffline(
    _ store: TestStore<ArticlesFeature.State, ArticlesFeature.Action>
  ) {
    store.send(.starTapped("a2")) {
      var star = SyncFeature.Star(confirmed: false)
      star.isFavorite = true
      star.request = SyncFeature.Star.Request(number: 1, isFavorite: true)
      $0.sync.stars["a2"] = star
      $0.sync.lastRequest = 1
    }
    store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
    store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
    store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
  }

  @Test func aChangeOfflineWhileItsSaveIsInFlightIsSentWhenBackOnline() throws {
    try withArticlesStore(initialState: loadedList()) { store, world, _ in
      favoriteInFlightThenOffline(store)
      // The server will hold the favorite in flight: the change from it waits to be sent.
      store.send(.starTapped("a2")) {
        $0.sync.stars["a2"]?.isFavorite = false
        $0.sync.stars["a2"]?.isPendingSync = true
        $0.sync.pendingSync = ["a2"]
      }
      try world.answer(1, with: .serverAnswer)
      store.receive(.sync(.favoriteAnswered("a2", .success(true), request: 1))) {
        $0.sync.stars["a2"]?.confirmed = true
        $0.sync.stars["a2"]?.request = nil
      }

      store.send(.sync(.connectivityChanged(isOnline: true))) {
        $0.sync.isOnline = true
        $0.sync.pendingSync = []
        $0.sync.stars["a2"]?.request = SyncFeature.Star.Request(number: 2, isFavorite: false)
        $0.sync.lastRequest = 2
      }
      store.receive(.list(.connectivityChanged(isOnline: true))) {
        $0.list.isOnline = true
        $0.list.load = .refresh
      }
      store.receive(.search(.connectivityChanged(isOnline: true))) { $0.search.isOnline = true }
      #expect(
        world.ledger.requests.map(\.kind) == [
          .setFavorite(true, "a2"), .setFavorite(false, "a2"), .page(nil),
        ])

      try world.answer(2, with: .serverAnswer)
      store.receive(.sync(.favoriteAnswered("a2", .success(false), request: 2))) {
        $0.sync.stars["a2"]?.confirmed = false
        $0.sync.stars["a2"]?.request = nil
        $0.sync.stars["a2"]?.isPendingSync = false
      }
      store.skipInFlightEffects()
      store.finish()
    }
  }

  @Test func aStarBroughtBackOfflineToTheValueInFlightLeavesNothingToSend() throws {
    try withArticlesStore(initialState: loadedList()) { store, world, _ in
      favoriteInFlightThenOffline(store)
      store.send(.starTapped("a2")) {
        $0.sync.stars["a2"]?.isFavorite = false
        $0.sync.stars["a2"]?.isPendingSync = true
        $0.sync.pendingSync = ["a2"]
      }
      store.send(.starTapped("a2")) {
        $0.sync.stars["a2"]?.isFavorite = true
        $0.sync.stars["a2"]?.isPendingSync = false
        $0.sync.pendingSync = []
      }
      try world.answer(1, with: .serverAnswer)
      store.receive(.sync(.favoriteAnswered("a2", .success(true), request: 1))) {
        $0.sync.stars["a2"]?.confirmed = true
        $0.sync.stars["a2"]?.request = nil
      }

      store.send(.sync(.connectivityChanged(isOnline: true))) { $0.sync.isOnline = true }
      store.receive(.list(.connectivityChanged(isOnline: true))) {
        $0.list.isOnline = true
        $0.list.load = .refresh
      }
      store.receive(.search(.connectivityChanged(isOnline: true))) { $0.search.isOnline = true }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .page(nil)])
      store.skipInFlightEffects()
      store.finish()
    }
  }

  @Test func backOnlineDuringARefreshTheRefreshInFlightIsKept() throws {
    try withArticlesStore(initialState: loadedList()) { store, world, _ in
      store.send(.list(.refreshPulled)) { $0.list.load = .refresh }
      store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
      store.send(.sync(.connectivityChanged(isOnline: true))) { $0.sync.isOnline = true }
      // The refresh still running is the catch-up already: no second request races it.
      store.receive(.list(.connectivityChanged(isOnline: true))) { $0.list.isOnline = true }
      store.receive(.search(.connectivityChanged(isOnline: true))) { $0.search.isOnline = true }
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

  @Test func backOnlineDuringAPageLoadTheListRefreshesInstead() {
    var state = loadedList()
    state.list.next = PageCursor(rawValue: "2")
    withArticlesStore(initialState: state) { store, world, _ in
      store.send(.list(.endReached)) { $0.list.load = .nextPage(after: PageCursor(rawValue: "2")) }
      store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
      store.send(.sync(.connectivityChanged(isOnline: true))) { $0.sync.isOnline = true }
      // Catching up means the first page again: cancelInFlight replaces the page, as a pull.
      store.receive(.list(.connectivityChanged(isOnline: true))) {
        $0.list.isOnline = true
        $0.list.load = .refresh
      }
      store.receive(.search(.connectivityChanged(isOnline: true))) { $0.search.isOnline = true }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      #expect(world.ledger.request(2)?.kind == .page(nil))
      store.skipInFlightEffects()
      store.finish()
    }
  }
}
