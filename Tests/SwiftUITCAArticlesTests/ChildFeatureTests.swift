import ArticleDomain
import ComposableRuntime
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

/// Each child feature on its own, as this chapter declares it — its state observable — in a
/// test store of its own domain: what it does with its actions, the effects it starts and the
/// delegate actions it tells its parent. The window's tests test the composition.
@Suite(.serialized)
struct ChildFeatureTests {
  // MARK: The stars

  /// Only a failure of the latest request puts the star back, with the server's reason.
  @Test func aFailureOfTheLatestRequestPutsTheStarBackAndSaysWhy() throws {
    try withFeatureStore(
      initialState: FavoritesFeature.State(isOnline: connection()), reducer: FavoritesFeature(),
      ports: .favorites
    ) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a2"] = chosenStar(request: 1)
          $0.lastRequest = 1
        }
      }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2")])
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

  /// Offline, a choice waits marked and kept on the device, and goes when the connection is back.
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
      // A relaunch now would lose nothing: the owner saved the change that waits.
      let waiting = try SavedOutbox(reading: try #require(world.savedOutbox))
      #expect(waiting.changes == [FavoriteChange(id: "a2", isFavorite: true)])
      // The app writes the connection, then tells the stars.
      isOnline.withLock { $0 = true }
      store.send(.connectionRestored) {
        $0.$stars.withLock {
          $0.pendingSync = []
          $0.stars["a2"]?.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
          $0.lastRequest = 1
        }
      }
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2")])
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

  /// The account's end forgets the stars and cancels every request of them, under their one id.
  @Test func theAccountsEndCancelsEveryRequestUnderItsOneID() {
    withFeatureStore(
      initialState: FavoritesFeature.State(isOnline: connection()), reducer: FavoritesFeature(),
      ports: .favorites
    ) {
      store, world, _ in
      store.send(.favoriteChosen(true, of: "a1", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a1"] = chosenStar(request: 1)
          $0.lastRequest = 1
        }
      }
      store.send(.favoriteChosen(true, of: "a2", shown: false)) {
        $0.$stars.withLock {
          $0.stars["a2"] = chosenStar(request: 2)
          $0.lastRequest = 2
        }
      }
      store.send(.accountEnded) { $0 = FavoritesFeature.State(isOnline: $0.$isOnline) }
      #expect(world.ledger.requests.count == 2)
      #expect(world.ledger.requests.allSatisfy { $0.wasCancelled })
      store.finish()
    }
  }

  // MARK: The search

  /// The search asks once its 300 ms wait is over, and tells its parent the results' stars.
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
      store.receive(.answered(query: "a1", .success(page("a1")))) {
        $0.isSearching = false
        $0.results = SearchFeature.Results(query: "a1", articles: articles("a1"))
      }
      store.receive(.delegate(.resultsLoaded(articles("a1"))))
      store.finish()
    }
  }

  // MARK: The list

  /// The list loads its first page on its first appearance only, keeps it, and tells its parent.
  @Test func theListLoadsItsFirstPageOnceAndTellsItsParentWhatArrived() throws {
    try withFeatureStore(
      initialState: ListFeature.State(favorites: noStars(), isOnline: connection()),
      reducer: ListFeature(), ports: .list
    ) {
      store, world, _ in
      store.send(.appeared) {
        $0.hasAppeared = true
        $0.load = .firstLoad
      }
      // Coming back from a detail makes the list appear again: nothing more is asked.
      store.send(.appeared)
      #expect(world.ledger.requests.map(\.kind) == [.page(nil)])
      try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: true))
      store.receive(.pageAnswered(after: nil, .success(page("a1", "a2", next: "2")))) {
        $0.load = nil
        $0.next = cursor("2")
        $0.hasLoaded = true
        $0.articles = IdentifiedArray(articles("a1", "a2"))
      }
      // The first page is what the device shows offline next time.
      #expect(world.cachedArticles == articles("a1", "a2"))
      store.finish()
    }
  }

  // MARK: The detail

  /// The detail loads once, however often its page appears, and tells its parent what arrived.
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
      #expect(world.ledger.requests.map(\.kind) == [.detail("a2")])
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

  /// A failed login stays on the form with the reason; success and Cancel are told to the parent.
  @Test func theLoginTellsItsParentItSucceededOrWasCancelled() throws {
    let state = LoginFeature.State(intent: .openArticle("a2"))
    try withFeatureStore(initialState: state, reducer: LoginFeature(), ports: .login) {
      store, world, _ in
      world.isLoggedIn = false
      store.send(.logInTapped) { $0.isLoggingIn = true }
      // A second tap while the login is in flight asks nothing more.
      store.send(.logInTapped)
      try world.answer(1, with: .fails(.server(message: "Wrong password")))
      store.receive(.failed(.server(message: "Wrong password"))) {
        $0.isLoggingIn = false
        $0.message = "Wrong password"
      }
      store.send(.logInTapped) {
        $0.isLoggingIn = true
        $0.message = nil
      }
      #expect(world.ledger.requests.map(\.kind) == [.logIn, .logIn])
      try world.answer(2, with: .serverAnswer)
      store.receive(.delegate(.loggedIn))
      store.send(.cancelTapped)
      store.receive(.delegate(.cancelled))
      store.finish()
    }
  }
}
