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
  @Test func aStarTappedInOneWindowIsTheAccountsAndEveryWindowReadsIt() throws {
    let second = SceneID.first.next
    let initial = AppFeature.State(windows: [loadedList(), loadedList(in: second)])
    initial.favorites.$stars.withLock { $0.stars["a1"] = FavoritesFeature.Star(confirmed: true) }
    try withAppStore(initialState: initial) { store, world, _ in
      let chosen = FavoritesFeature.Action.favoriteChosen(
        true, of: "a2", shown: false)
      store.send(.scene(id: .first, action: .list(.starTapped("a2"))))
      store.receive(.scene(id: .first, action: .list(.delegate(.starTapped("a2")))))
      store.receive(
        .scene(
          id: .first,
          action: .delegate(.favoriteChosen(true, of: "a2", shown: false))))
      store.receive(.favorites(chosen)) {
        $0.favorites.$stars.withLock {
          $0.stars["a2"] = chosenStar(request: 1)
          $0.lastRequest = 1
        }
      }
      // Each window reads the account's stars, the one it was tapped in and the other alike.
      #expect(store.state[scene: .first].favorites.stars["a2"]?.isFavorite == true)
      #expect(store.state[scene: second].favorites.stars["a2"]?.isFavorite == true)
      #expect(store.state[scene: second].favorites.stars["a1"]?.isFavorite == true)
      #expect(world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2")])
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
}
