import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUITCAArticles

/// The app's windows (``AppFeature``, `Scenarios/README.md` §12): one value of the stars for
/// all of them, and each window's work — its list, its search, the detail on its stack — its own.
@Suite(.serialized)
struct WindowsFeatureTests {
  private static let second = SceneID.first.next

  /// Two windows whose lists have loaded a1 and a2.
  private static func twoLoadedWindows() -> AppFeature.State {
    AppFeature.State(windows: [loadedList(), loadedList(in: second)])
  }

  /// A failed save puts the star back in every window; each window's pages dismiss its message.
  @Test func aFailedSaveGoesBackInEveryWindowAndEachWindowDismissesItsOwnMessage() throws {
    try withAppStore(initialState: Self.twoLoadedWindows()) { store, world, _ in
      store.send(.scene(id: .first, action: .list(.starTapped("a2"))))
      store.receive(.scene(id: .first, action: .list(.delegate(.starTapped("a2")))))
      store.receive(
        .scene(
          id: .first,
          action: .delegate(.favoriteChosen(true, of: "a2", shown: false))))
      store.receive(.favorites(.favoriteChosen(true, of: "a2", shown: false))) {
        $0.favorites.$stars.withLock {
          $0.stars["a2"] = chosenStar(request: 1)
          $0.lastRequest = 1
        }
      }
      #expect(store.state[scene: Self.second].isFavorite("a2") == true)

      // The answer is the account's: it comes to the app, not to the window that asked.
      try world.answer(1, with: .fails(.server(message: "Down")))
      store.receive(
        .favorites(.favoriteAnswered("a2", .failure(.server(message: "Down")), request: 1))
      ) {
        $0.favorites.$stars.withLock {
          $0.stars["a2"]?.isFavorite = false
          $0.stars["a2"]?.request = nil
        }
        $0.favorites.$lastFailure.withLock {
          $0.message = "Down"
          $0.number = 1
        }
      }
      #expect(store.state[scene: .first].isFavorite("a2") == false)
      #expect(store.state[scene: Self.second].isFavorite("a2") == false)

      // The second window's pages change: it reads the stars as they are now, failure included,
      // and no longer shows the message; the first window still does.
      store.send(.scene(id: Self.second, action: .list(.rowTapped("a1"))))
      store.receive(.scene(id: Self.second, action: .list(.delegate(.rowSelected("a1"))))) {
        // The page reads the account's stars, as every page does.
        let stars = $0.favorites.$stars
        $0.scenes[id: Self.second]?.path.append(DetailFeature.State(id: "a1", favorites: stars))
        $0.scenes[id: Self.second]?.dismissedFailure = 1
      }
      #expect(store.state.scenes[id: .first]?.dismissedFailure == 0)
      store.finish()
    }
  }

  /// Closing a window cancels its list's and its detail page's requests, not a star's save.
  @Test func closingAWindowCancelsItsLoadsButNotTheSaveOfAStarTappedInIt() throws {
    var state = Self.twoLoadedWindows()
    let stars = state.favorites.$stars
    state.scenes[id: Self.second]?.path.append(DetailFeature.State(id: "a1", favorites: stars))
    let page = try #require(state.scenes[id: Self.second]?.path.elementIDs.first)
    try withAppStore(initialState: state) { store, world, _ in
      store.send(.scene(id: Self.second, action: .path(.element(id: page, action: .appeared)))) {
        $0.scenes[id: Self.second]?.path[id: page]?.hasAppeared = true
        $0.scenes[id: Self.second]?.path[id: page]?.isLoading = true
      }
      store.send(.scene(id: Self.second, action: .list(.refreshPulled))) {
        $0.scenes[id: Self.second]?.list.load = .refresh
        $0.scenes[id: Self.second]?.list.isPullInFlight = true
      }
      store.send(
        .scene(id: Self.second, action: .path(.element(id: page, action: .starTapped))))
      store.receive(
        .scene(id: Self.second, action: .path(.element(id: page, action: .delegate(.starTapped))))
      )
      store.receive(
        .scene(
          id: Self.second,
          action: .delegate(.favoriteChosen(true, of: "a1", shown: false))))
      store.receive(.favorites(.favoriteChosen(true, of: "a1", shown: false))) {
        $0.favorites.$stars.withLock {
          $0.stars["a1"] = chosenStar(request: 1)
          $0.lastRequest = 1
        }
      }
      #expect(
        world.ledger.requests.map(\.kind) == [.detail("a1"), .page(nil), .setFavorite(true, "a1")])

      store.send(.sceneClosed(Self.second)) { $0.scenes.remove(id: Self.second) }
      // The window's detail and refresh end with it; the star is the account's, its save goes on.
      #expect(world.ledger.request(1)?.wasCancelled == true)
      #expect(world.ledger.request(2)?.wasCancelled == true)
      #expect(world.ledger.request(3)?.status == .pending)
      try world.answer(3, with: .serverAnswer)
      store.receive(.favorites(.favoriteAnswered("a1", .success(true), request: 1))) {
        $0.favorites.$stars.withLock {
          $0.stars["a1"]?.confirmed = true
          $0.stars["a1"]?.request = nil
        }
      }
      store.finish()
    }
  }

  /// A window opened later has new pages of its own, without the account's old failure.
  @Test func aWindowOpenedLaterHasNewPagesWithoutTheAccountsLastFailure() {
    let state = AppFeature.State(windows: [loadedList()])
    state.favorites.$lastFailure.withLock {
      $0.message = "Down"
      $0.number = 2
    }
    withAppStore(initialState: state) { store, world, _ in
      // It was not there to see the star go back: it starts without the message.
      store.send(.sceneConnected(Self.second)) {
        $0.scenes.append($0.pages(Self.second, dismissedFailure: 2))
      }
      store.receive(.scene(id: Self.second, action: .launched)) {
        $0.scenes[id: Self.second]?.hasLaunched = true
      }
      store.send(.scene(id: Self.second, action: .list(.appeared))) {
        $0.scenes[id: Self.second]?.list.hasAppeared = true
        $0.scenes[id: Self.second]?.list.load = .firstLoad
      }
      #expect(world.ledger.requests.map(\.kind) == [.page(nil)])
      store.send(.sceneClosed(Self.second)) { $0.scenes.remove(id: Self.second) }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.finish()
    }
  }

  /// The device keeps the first window's pages for the next launch, and no other window's.
  @Test func onlyTheFirstWindowsPagesAreSavedForTheNextLaunch() {
    var state = Self.twoLoadedWindows()
    for id in [SceneID.first, Self.second] { state.scenes[id: id]?.hasLaunched = true }
    withAppStore(initialState: state) { store, world, _ in
      store.send(.scene(id: Self.second, action: .linkOpened("app://articles/a2"))) {
        let stars = $0.favorites.$stars
        $0.scenes[id: Self.second]?.path.append(DetailFeature.State(id: "a2", favorites: stars))
      }
      #expect(world.savedPages == nil)
      store.send(.scene(id: .first, action: .linkOpened("app://articles/a1"))) {
        let stars = $0.favorites.$stars
        $0.scenes[id: .first]?.path.append(DetailFeature.State(id: "a1", favorites: stars))
      }
      #expect(world.savedPages == SavedPages(article: "a1").text)
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
      // Asserted whole: no window has started again yet.
      store.receive(.favorites(.accountEnded)) {
        $0.favorites.$stars.withLock { $0 = FavoritesFeature.Stars() }
      }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.receive(.scene(id: .first, action: .loggedOut))
      store.receive(.scene(id: Self.second, action: .loggedOut))
      store.receive(.scene(id: Self.second, action: .list(.accountEnded)))
      #expect(store.state.scenes.map(\.restarts) == [1, 1])
      #expect(store.state.scenes.allSatisfy { $0.list.articles.isEmpty })
      store.skipInFlightEffects()
      store.finish()
    }
  }

  /// Back online, the stars send what waited before any window's list catches up, and the
  /// first window asks before the second.
  @Test func backOnlineTheStarsGoFirstThenEachWindowInTurn() {
    let windows = [loadedList(), loadedList(in: Self.second)]
    let state = AppFeature.State(windows: windows, isOnline: false)
    withAppStore(initialState: state) { store, world, _ in
      store.exhaustivity = .off
      store.send(.scene(id: .first, action: .list(.starTapped("a2"))))
      #expect(world.ledger.requests.isEmpty)

      store.send(.connectivityChanged(isOnline: true))
      store.receive(.favorites(.connectionRestored))
      store.receive(.scene(id: .first, action: .list(.connectionRestored)))
      store.receive(.scene(id: Self.second, action: .list(.connectionRestored)))
      #expect(
        world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .page(nil), .page(nil)])
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
      store.send(.scene(id: Self.second, action: .list(.cacheLoaded(articles("a1")))))
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
      #expect(store.state[scene: .first].path.first?.id == "a2")
      #expect(world.ledger.requests.isEmpty)
      store.skipInFlightEffects()
      store.finish()
    }
  }
}
