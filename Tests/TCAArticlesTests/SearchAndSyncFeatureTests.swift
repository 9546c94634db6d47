import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// Search (debounce on the virtual clock) and offline sync, with a TestStore.
@Suite(.serialized)
struct SearchAndSyncFeatureTests {
  @Test func typingRestartsTheDebounceAndSearchesTheLastQuery() throws {
    try withArticlesStore(initialState: loadedList()) { store, world, loop in
      store.send(.list(.search(.textChanged("a")))) {
        $0.list.search.text = "a"
        $0.list.search.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(200))
      store.send(.list(.search(.textChanged("a1")))) { $0.list.search.text = "a1" }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.list(.search(.debounceElapsed(query: "a1")))) {
        $0.list.search.isDebouncing = false
        $0.list.search.isSearching = true
      }
      #expect(world.ledger.requests.map(\.kind) == [.search("a1")])
      try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
      store.receive(
        .list(.search(.answered(query: "a1", .success(Page(articles: articles("a1"))))))
      ) {
        $0.list.search.isSearching = false
        $0.list.search.results = SearchFeature.Results(query: "a1", articles: articles("a1"))
      }
      store.receive(.list(.search(.delegate(.resultsLoaded(articles("a1"))))))
      store.finish()
    }
  }

  /// §4: typing further makes the older query's answer or failure stale at once, while the
  /// newer query's debounce still waits and before its search cancels the older one.
  @Test(arguments: [
    Result<Page, ArticleError>.success(Page(articles: articles("a3"))),
    .failure(.server(message: "Down")),
  ])
  func anAnswerForAQueryTheFieldNoLongerHoldsIsDropped(result: Result<Page, ArticleError>) throws {
    try withArticlesStore(initialState: loadedList()) { store, world, loop in
      store.send(.list(.search(.textChanged("a")))) {
        $0.list.search.text = "a"
        $0.list.search.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.list(.search(.debounceElapsed(query: "a")))) {
        $0.list.search.isDebouncing = false
        $0.list.search.isSearching = true
      }
      store.send(.list(.search(.textChanged("a2")))) {
        $0.list.search.text = "a2"
        $0.list.search.isDebouncing = true
      }
      let answer: ScriptedAnswer =
        switch result {
        case .success: .succeeds(articles: ["a3"], hasNextPage: false)
        case .failure(let error): .fails(error)
        }
      try world.answer(1, with: answer)
      // Neither results nor an error: the rows stay the full list's, and nothing is in flight.
      store.receive(.list(.search(.answered(query: "a", result)))) {
        $0.list.search.isSearching = false
      }

      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.list(.search(.debounceElapsed(query: "a2")))) {
        $0.list.search.isDebouncing = false
        $0.list.search.isSearching = true
      }
      try world.answer(2, with: .succeeds(articles: ["a2"], hasNextPage: false))
      store.receive(
        .list(.search(.answered(query: "a2", .success(Page(articles: articles("a2"))))))
      ) {
        $0.list.search.isSearching = false
        $0.list.search.results = SearchFeature.Results(query: "a2", articles: articles("a2"))
      }
      store.receive(.list(.search(.delegate(.resultsLoaded(articles("a2"))))))
      store.finish()
    }
  }

  @Test func clearingTheFieldCancelsTheDebounceWithoutARequest() {
    withArticlesStore(initialState: loadedList()) { store, world, loop in
      store.send(.list(.search(.textChanged("a")))) {
        $0.list.search.text = "a"
        $0.list.search.isDebouncing = true
      }
      // Whether the list shows results is the search's to say: nobody keeps a copy of it.
      #expect(store.state.list.isSearchActive)
      store.send(.list(.search(.textChanged("")))) {
        $0.list.search = SearchFeature.State(isOnline: $0.list.$isOnline)
      }
      #expect(!store.state.list.isSearchActive)
      loop.advance(world.clock, by: .milliseconds(500))
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func aFavoriteMadeOfflineIsSentWhenBackOnline() throws {
    try withAppStore { store, world, _ in
      world.isOnline = false
      world.cacheArticles(articles("a1"))
      // The app reads the connection as it launches, where every window reads it, then
      // launches the window's pages.
      store.send(app: .launched) { $0.isOnline = false }
      store.receive(.launched) { $0.hasLaunched = true }
      store.send(.list(.appeared)) { $0.list.hasAppeared = true }
      store.receive(.list(.cacheLoaded(articles("a1")))) { $0.list.articles = articles("a1") }

      store.send(.list(.starTapped("a1")))
      store.receive(.list(.delegate(.starTapped("a1"))))
      store.receive(.delegate(.favoriteChosen(true, of: "a1", shown: false)))
      store.receive(account: .favoriteChosen(true, of: "a1", shown: false)) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        star.isPendingSync = true
        $0.favorites.stars["a1"] = star
        $0.favorites.pendingSync = ["a1"]
      }
      #expect(world.ledger.requests.isEmpty)

      world.isOnline = true
      store.receive(app: .connectivityChanged(isOnline: true)) { $0.isOnline = true }
      // The favorite goes first; then the list, which showed the saved rows, refreshes.
      store.receive(account: .connectionRestored) {
        $0.favorites.pendingSync = []
        $0.favorites.stars["a1"]?.request = FavoritesFeature.Star.Request(
          number: 1, isFavorite: true)
        $0.favorites.lastRequest = 1
      }
      store.receive(.list(.connectionRestored)) { $0.list.load = .refresh }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a1"), .page(nil)])
      try world.answer(1, with: .serverAnswer)
      store.receive(account: .favoriteAnswered("a1", .success(true), request: 1)) {
        $0.favorites.stars["a1"]?.confirmed = true
        $0.favorites.stars["a1"]?.request = nil
        $0.favorites.stars["a1"]?.isPendingSync = false
      }
      // The connection listener lives as long as the app; the refresh is not this test's.
      store.skipInFlightEffects()
      store.finish()
    }
  }
}
