import ArticleDomain
import ComposableRuntime
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

/// The app's reducer, the chapter's own: a window's star is the account's, and every window
/// reads the one value of the stars.
@Suite(.serialized)
struct AppStarsTests {
  @Test func aStarTappedInOneWindowIsTheAccountsAndEveryWindowReadsIt() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.server.setArticles(["a1", "a2", "a3"].map(article))
        let second = SceneID.first.next
        let initial = AppFeature.State(windows: [loadedList(), loadedList(in: second)])
        initial.favorites.$stars.withLock {
          $0.stars["a1"] = FavoritesFeature.Star(confirmed: true)
        }
        let store = Store(initialState: initial, reducer: AppFeature()) {
          $0.use(world.environment)
        }
        store.send(.scenes(.element(id: .first, action: .list(.starTapped("a2")))))
        loop.runUntilIdle()

        #expect(store.state.favorites.stars.stars["a2"]?.isFavorite == true)
        #expect(store.state.favorites.stars.stars["a1"]?.isFavorite == true)
        // Each window reads the account's stars, the one it was tapped in and the other alike.
        #expect(store.state[scene: .first].favorites.stars["a2"]?.isFavorite == true)
        #expect(store.state[scene: second].favorites.stars["a2"]?.isFavorite == true)
        #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2")])
        store.tearDown()
      }
    }
  }
}
