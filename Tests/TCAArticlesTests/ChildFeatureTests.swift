import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// Each child feature on its own, in a test store of its own domain: what it does with its
/// actions, the effects it starts and the delegate actions it tells its parent. The window's
/// tests (`ListFeatureTests`, `NavigationFeatureTests`…) test the composition.
@Suite(.serialized)
struct ChildFeatureTests {
  // MARK: The stars

  /// The star a2 chosen `isFavorite`, with request `number` in flight.
  private static func chosen(_ isFavorite: Bool, request number: Int) -> FavoritesFeature.Star {
    var star = FavoritesFeature.Star(confirmed: !isFavorite)
    star.isFavorite = isFavorite
    star.request = FavoritesFeature.Star.Request(number: number, isFavorite: isFavorite)
    return star
  }

  @Test func aChoiceOnlineFlipsTheStarAtOnceAndTheServerConfirmsIt() throws {
    try withFeatureStore(
      initialState: FavoritesFeature.State(isOnline: connection()), reducer: FavoritesFeature(),
      ports: .favorites
    ) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a2"] = Self.chosen(true, request: 1)
          $0.lastRequest = 1
        }
      }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2")])
      try world.answer(1, with: .serverAnswer)
      store.receive(.favoriteAnswered("a2", .success(true), request: 1)) {
        $0.$stars.withLock {
          $0.stars["a2"]?.confirmed = true
          $0.stars["a2"]?.request = nil
        }
      }
      store.finish()
    }
  }

  @Test func aFailureOfTheLatestRequestPutsTheStarBackAndSaysWhy() throws {
    try withFeatureStore(
      initialState: FavoritesFeature.State(isOnline: connection()), reducer: FavoritesFeature(),
      ports: .favorites
    ) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a2"] = Self.chosen(true, request: 1)
          $0.lastRequest = 1
        }
      }
      try world.answer(1, with: .fails(.server(message: "Down")))
      store.receive(.favoriteAnswered("a2", .failure(.server(message: "Down")), request: 1)) {
        $0.$stars.withLock {
          $0.stars["a2"]?.isFavorite = false
          $0.stars["a2"]?.request = nil
        }
        $0.$lastFailure.withLock {
          $0.message = "Down"
          $0.number = 1
        }
      }
      store.finish()
    }
  }

  @Test func aChoiceOfflineWaitsMarkedAndGoesWhenTheConnectionIsBack() throws {
    let isOnline = Shared(value: false)
    let stars = FavoritesFeature.State(isOnline: SharedReader(isOnline))
    try withFeatureStore(initialState: stars, reducer: FavoritesFeature(), ports: .favorites) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        star.isPendingSync = true
        $0.$stars.withLock {
          $0.stars["a2"] = star
          $0.pendingSync = ["a2"]
        }
      }
      #expect(world.ledger.requests.isEmpty)
      // The app writes the connection, then tells the stars.
      isOnline.withLock { $0 = true }
      store.send(.connectionRestored) {
        $0.$stars.withLock {
          $0.pendingSync = []
          $0.stars["a2"]?.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
          $0.lastRequest = 1
        }
      }
      try world.answer(1, with: .serverAnswer)
      store.receive(.favoriteAnswered("a2", .success(true), request: 1)) {
        $0.$stars.withLock {
          $0.stars["a2"]?.confirmed = true
          $0.stars["a2"]?.request = nil
          $0.stars["a2"]?.isPendingSync = false
        }
      }
      store.finish()
    }
  }

  @Test func theAccountsEndCancelsEveryRequestUnderItsOneID() {
    withFeatureStore(
      initialState: FavoritesFeature.State(isOnline: connection()), reducer: FavoritesFeature(),
      ports: .favorites
    ) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a1", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a1"] = Self.chosen(true, request: 1)
          $0.lastRequest = 1
        }
      }
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a2"] = Self.chosen(true, request: 2)
          $0.lastRequest = 2
        }
      }
      store.send(.accountEnded) { $0 = FavoritesFeature.State(isOnline: $0.$isOnline) }
      #expect(world.ledger.requests.allSatisfy { $0.wasCancelled })
      #expect(world.ledger.requests.count == 2)
      store.finish()
    }
  }

  // MARK: The search

  @Test func theSearchAsksOnceItsWaitIsOverWhileOnline() throws {
    try withFeatureStore(
      initialState: SearchFeature.State(isOnline: connection()), reducer: SearchFeature(),
      ports: .search
    ) {
      store, world, loop in
      store.send(.textChanged("a1")) {
        $0.text = "a1"
        $0.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(299))
      #expect(world.ledger.requests.isEmpty)
      loop.advance(world.clock, by: .milliseconds(1))
      store.receive(.debounceElapsed(query: "a1")) {
        $0.isDebouncing = false
        $0.isSearching = true
      }
      #expect(world.ledger.requests.map(\.kind) == [.search("a1")])
      try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
      store.receive(.answered(query: "a1", .success(Page(articles: articles("a1"))))) {
        $0.isSearching = false
        $0.results = SearchFeature.Results(query: "a1", articles: articles("a1").elements)
      }
      store.receive(.delegate(.resultsLoaded(articles("a1").elements)))
      store.finish()
    }
  }

  @Test func offlineTheSearchAsksNothingWhenItsWaitIsOver() {
    let offline = SearchFeature.State(isOnline: connection(isOnline: false))
    withFeatureStore(initialState: offline, reducer: SearchFeature(), ports: .search) {
      store, world, loop in
      store.send(.textChanged("a1")) {
        $0.text = "a1"
        $0.isDebouncing = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.debounceElapsed(query: "a1")) { $0.isDebouncing = false }
      #expect(world.ledger.requests.isEmpty)
      // Back online, the list asks for the field's query.
      store.send(.searchRequested("a1")) { $0.isSearching = true }
      #expect(world.ledger.requests.map(\.kind) == [.search("a1")])
      store.send(.textChanged("")) { $0 = offline }
      store.finish()
    }
  }

  @Test func clearingTheFieldStopsTheWaitAndTheSearch() {
    withFeatureStore(
      initialState: SearchFeature.State(isOnline: connection()), reducer: SearchFeature(),
      ports: .search
    ) {
      store, world, _ in
      store.send(.textChanged("a")) {
        $0.text = "a"
        $0.isDebouncing = true
      }
      store.send(.searchRequested("a")) { $0.isSearching = true }
      store.send(.textChanged("")) { $0 = SearchFeature.State(isOnline: $0.$isOnline) }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.finish()
    }
  }

  /// The account's end empties the field and stops the search; the connection stays.
  @Test func theAccountsEndEmptiesTheFieldAndStopsTheSearch() {
    let offline = SearchFeature.State(isOnline: connection(isOnline: false))
    withFeatureStore(initialState: offline, reducer: SearchFeature(), ports: .search) {
      store, world, _ in
      store.send(.textChanged("a")) {
        $0.text = "a"
        $0.isDebouncing = true
      }
      store.send(.searchRequested("a")) { $0.isSearching = true }
      store.send(.accountEnded) { $0 = offline }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.finish()
    }
  }

  // MARK: The list

  /// The account's end starts the list again, as at its first appearance: its request and its
  /// search stop, the articles saved on the device go, and the connection stays.
  @Test func theAccountsEndStartsTheListAgainWithoutItsSavedArticles() {
    let offline = ListFeature.State(favorites: noStars(), isOnline: connection(isOnline: false))
    withFeatureStore(initialState: offline, reducer: ListFeature(), ports: .list) {
      store, world, _ in
      world.cacheArticles(articles("a1", "a2").elements)
      store.send(.appeared) { $0.hasAppeared = true }
      store.receive(.cacheLoaded(articles("a1", "a2").elements)) {
        $0.articles = articles("a1", "a2")
      }
      store.send(.search(.textChanged("a"))) {
        $0.search.text = "a"
        $0.search.isDebouncing = true
      }

      store.send(.accountEnded) {
        $0.hasAppeared = false
        $0.articles = []
      }
      store.receive(.search(.accountEnded)) { $0.search = offline.search }
      // Offline, the new list reads the device's saved articles: there are none any more.
      store.receive(.cacheCleared) { $0.hasAppeared = true }
      store.receive(.cacheLoaded([]))
      #expect(world.cachedArticles == nil)
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  // MARK: The detail

  @Test func theDetailLoadsOnceAndTakesItsServersStarIn() throws {
    try withFeatureStore(
      initialState: DetailFeature.State(id: "a2", favorites: noStars()), reducer: DetailFeature(),
      ports: .detail
    ) {
      store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.isLoading = true
      }
      // A cancelled back swipe makes the page appear again: nothing more is asked.
      store.send(.appeared)
      try world.answer(1, with: .serverAnswer)
      let loaded = ArticleDetail(
        id: "a2", title: "Article a2", body: "The story of Article a2.", isFavorite: false)
      store.receive(.detailAnswered(.success(loaded))) {
        $0.isLoading = false
        $0.detail = loaded
        // The server's star joins the account's, here, where the answer arrives.
        $0.$favorites.withLock { $0.stars["a2"] = FavoritesFeature.Star(confirmed: false) }
      }
      store.send(.starTapped)
      store.receive(.delegate(.starTapped))
      store.finish()
    }
  }

  // MARK: The login

  @Test func theLoginTellsItsParentItSucceededOrWasCancelled() throws {
    let state = LoginFeature.State(intent: .openArticle("a2"))
    try withFeatureStore(initialState: state, reducer: LoginFeature(), ports: .login) {
      store, world, _ in
      world.isLoggedIn = false
      store.send(.logInTapped) { $0.isLoggingIn = true }
      try world.answer(1, with: .fails(.server(message: "Wrong password")))
      store.receive(.failed(.server(message: "Wrong password"))) {
        $0.isLoggingIn = false
        $0.message = "Wrong password"
      }
      store.send(.logInTapped) {
        $0.isLoggingIn = true
        $0.message = nil
      }
      try world.answer(2, with: .serverAnswer)
      store.receive(.delegate(.loggedIn))
      store.send(.cancelTapped)
      store.receive(.delegate(.cancelled))
      store.finish()
    }
  }
}
