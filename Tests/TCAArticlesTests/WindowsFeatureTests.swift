import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import TCAArticles

/// The app's windows (`Scenarios/README.md` §12): one value of the stars for all of them, and
/// each window's work its own.
@Suite(.serialized)
struct WindowsFeatureTests {
  private static let second = SceneID.first.next

  /// Two windows whose lists have loaded a1 and a2.
  private static func twoLoadedWindows() -> AppFeature.State {
    AppFeature.State(windows: [.first, second], shape: loadFirstPage)
  }

  @Test func aStarTappedInOneWindowIsTheOtherWindowsStar() throws {
    try withAppStore(initialState: Self.twoLoadedWindows()) { store, world, _ in
      store.send(.scene(id: .first, action: .list(.starTapped("a2"))))
      store.receive(.scene(id: .first, action: .list(.delegate(.starTapped("a2")))))
      store.receive(
        .scene(
          id: .first,
          action: .delegate(.favoriteChosen(true, of: "a2", shown: false))))
      store.receive(.favorites(.favoriteChosen(true, of: "a2", shown: false))) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        star.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
        $0.favorites.$stars.withLock {
          $0.stars["a2"] = star
          $0.lastRequest = 1
        }
      }
      // Both windows read the app's one value of the stars.
      #expect(store.state[scene: Self.second].favorites.stars["a2"]?.isFavorite == true)
      #expect(store.state.scenes.allSatisfy { $0.favorites == store.state.favorites.stars })
      try world.answer(1, with: .serverAnswer)
      store.receive(.favorites(.favoriteAnswered("a2", .success(true), request: 1))) {
        $0.favorites.$stars.withLock {
          $0.stars["a2"]?.confirmed = true
          $0.stars["a2"]?.request = nil
        }
      }
      store.finish()
    }
  }

  @Test func closingAWindowCancelsItsLoadButNotTheSaveOfAStarTappedInIt() throws {
    try withAppStore(initialState: Self.twoLoadedWindows()) { store, world, _ in
      store.send(.scene(id: Self.second, action: .list(.refreshPulled))) {
        $0.scenes[id: Self.second]?.list.load = .refresh
      }
      store.send(.scene(id: Self.second, action: .list(.starTapped("a1"))))
      store.receive(.scene(id: Self.second, action: .list(.delegate(.starTapped("a1")))))
      store.receive(
        .scene(
          id: Self.second,
          action: .delegate(.favoriteChosen(true, of: "a1", shown: false))))
      store.receive(.favorites(.favoriteChosen(true, of: "a1", shown: false))) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        // The stars number their own requests: the favorite's first, the server's #2.
        star.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
        $0.favorites.$stars.withLock {
          $0.stars["a1"] = star
          $0.lastRequest = 1
        }
      }
      #expect(world.ledger.requests.map(\.kind) == [.page(nil), .setFavorite(true, "a1")])

      store.send(.sceneClosed(Self.second)) { $0.scenes.remove(id: Self.second) }
      // The window's refresh ends with it; the star is the account's and its save goes on.
      #expect(world.ledger.request(1)?.wasCancelled == true)
      #expect(world.ledger.request(2)?.status == .pending)
      try world.answer(2, with: .serverAnswer)
      store.receive(.favorites(.favoriteAnswered("a1", .success(true), request: 1))) {
        $0.favorites.$stars.withLock {
          $0.stars["a1"]?.confirmed = true
          $0.stars["a1"]?.request = nil
        }
      }
      store.finish()
    }
  }

  @Test func aWindowOpenedLaterHasPagesOfItsOwnAndIsNotSaved() {
    withAppStore(initialState: Self.twoLoadedWindows()) { store, _, _ in
      let third = Self.second.next
      store.send(.sceneConnected(third)) {
        $0.scenes.append($0.newPages(third))
      }
      store.receive(.scene(id: third, action: .launched)) {
        $0.scenes[id: third]?.hasLaunched = true
      }
      store.send(.scene(id: third, action: .list(.appeared))) {
        $0.scenes[id: third]?.list.hasAppeared = true
        $0.scenes[id: third]?.list.load = .firstLoad
      }
      // It reads the account's stars, not stars of its own: a choice made elsewhere shows in it.
      store.send(.favorites(.favoriteChosen(true, of: "a1", shown: false))) {
        var star = FavoritesFeature.Star(confirmed: false)
        star.isFavorite = true
        star.request = FavoritesFeature.Star.Request(number: 1, isFavorite: true)
        $0.favorites.$stars.withLock {
          $0.stars["a1"] = star
          $0.lastRequest = 1
        }
      }
      #expect(store.state[scene: third].favorites.stars["a1"]?.isFavorite == true)
      store.send(.sceneClosed(third)) { $0.scenes.remove(id: third) }
      #expect(store.state.savedPages == loadedList().savedPages)
      // The favorite's save is the account's and goes on; it is not this test's.
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// A logout is heard once, by the app: the account's stars and their requests end first, then
  /// each window starts again, in the order the windows opened.
  @Test func aLogoutEndsTheAccountOnceThenEachWindowStartsAgain() {
    withAppStore(initialState: Self.twoLoadedWindows()) { store, world, _ in
      store.exhaustivity = .off
      store.send(.scene(id: Self.second, action: .list(.starTapped("a2"))))
      #expect(world.ledger.request(1)?.kind == .setFavorite(true, "a2"))

      store.send(.loggedOut)
      store.receive(.favorites(.accountEnded)) {
        $0.favorites.$stars.withLock { $0 = FavoritesFeature.Stars() }
        // No window has started again yet.
        $0.scenes[id: .first]?.restarts = 0
        $0.scenes[id: Self.second]?.restarts = 0
      }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.receive(.scene(id: .first, action: .loggedOut)) {
        $0.scenes[id: .first]?.restarts = 1
        $0.scenes[id: Self.second]?.restarts = 0
      }
      store.receive(.scene(id: Self.second, action: .loggedOut)) {
        $0.scenes[id: Self.second]?.restarts = 1
      }
      store.receive(.scene(id: Self.second, action: .list(.accountEnded))) {
        $0.scenes[id: Self.second]?.list.articles = []
      }
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// The connection is the app's one value: written once as the app launches and as it changes,
  /// and read as it is by every window's list and search and by the stars — a window opened
  /// later included. Offline, a star tapped in that window waits.
  @Test func theConnectionIsOneValueEveryWindowAndTheStarsRead() {
    withAppStore(initialState: AppFeature.State()) { store, world, _ in
      world.isOnline = false
      store.exhaustivity = .off
      store.send(.launched) { $0.$isOnline.withLock { $0 = false } }
      store.send(.sceneConnected(Self.second))
      store.send(.scene(id: Self.second, action: .list(.cacheLoaded(articles("a1").elements))))
      let readers = { (state: AppFeature.State) in
        state.scenes.flatMap { [$0.list.isOnline, $0.list.search.isOnline] }
          + [state.favorites.isOnline]
      }
      #expect(readers(store.state) == [false, false, false, false, false])
      store.send(.scene(id: Self.second, action: .list(.starTapped("a1"))))
      #expect(store.state.favorites.stars.pendingSync == ["a1"])
      #expect(world.ledger.requests.isEmpty)

      world.isOnline = true
      store.receive(.connectivityChanged(isOnline: true))
      #expect(readers(store.state) == [true, true, true, true, true])
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// The connection is read as the app launches and heard from then on: a change between the
  /// read and the listener's start is told first, so no window keeps an old status. On a plain
  /// store, whose effects start when the loop runs (a test store runs them as it sends).
  @Test func aChangeBeforeTheListenerStartsIsToldFirst() throws {
    try withLoop { loop in
      let world = ScriptedWorld()
      let store = Store(initialState: AppFeature.State(), reducer: AppFeature()) {
        $0.use(world.environment)
      }
      store.send(.launched)
      #expect(store.state.isOnline)
      // Before the listener's task has run: no stream is there to hear it.
      world.isOnline = false
      loop.runUntilIdle()
      #expect(!store.state.isOnline)
      store.tearDown()
    }
  }

  /// The first window connecting restores what the last run left on the device: the unsent
  /// changes first, then the pages, whose restored detail meets the restored star.
  @Test func theFirstWindowConnectingRestoresTheUnsentChangesThenItsPages() {
    withAppStore(initialState: AppFeature.State()) { store, world, _ in
      let outbox = SavedOutbox([FavoriteChange(id: "a2", isFavorite: true)]).text
      let pages = SavedPages(article: "a2").text
      store.exhaustivity = .off
      store.send(.sceneWillConnect(savedOutbox: outbox, savedPages: pages))
      store.receive(.favorites(.outboxRead(outbox)))
      store.receive(.scene(id: .first, action: .savedPagesRead(pages)))
      #expect(store.state[scene: .first].favorites.stars["a2"]?.isFavorite == true)
      #expect(store.state[scene: .first].detail?.id == "a2")
      #expect(world.ledger.requests.isEmpty)
      store.skipInFlightEffects()
      store.finish()
    }
  }
}
