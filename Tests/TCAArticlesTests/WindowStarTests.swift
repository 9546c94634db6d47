import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// The window's part of a star, tested on ``ArticlesFeature`` alone: it reads the account's
/// stars the app gives it, lets a choice through its login gate and tells its parent what the user
/// chose. What the stars then do is ``FavoritesFeature``'s, tested on its own
/// (`ChildFeatureTests`).
@Suite(.serialized)
struct WindowStarTests {
  /// A loaded list given stars in which the account starred a2 and a favorite failed.
  private static func listWithA2Starred() -> ArticlesFeature.State {
    let stars = Shared(value: FavoritesFeature.Stars())
    stars.withLock { $0.stars["a2"] = FavoritesFeature.Star(confirmed: true) }
    let lastFailure = Shared(value: FavoritesFeature.LastFailure())
    lastFailure.withLock {
      $0.message = "Could not save the star."
      $0.number = 1
    }
    return loadedList(stars: stars, lastFailure: lastFailure)
  }

  @Test func aTapAsksForTheOppositeOfTheStarTheAccountShows() {
    withArticlesStore(initialState: Self.listWithA2Starred()) { store, world, _ in
      store.send(.list(.starTapped("a2")))
      // The tap hides the account's last failure in this window.
      store.receive(.list(.delegate(.starTapped("a2")))) { $0.dismissedFailure = 1 }
      store.receive(.delegate(.favoriteChosen(false, of: "a2", shown: true)))
      // The window asks nothing of the server: the stars' owner does.
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func aTapOnAnUntouchedRowAsksForTheOppositeOfTheServersStar() {
    withArticlesStore(initialState: loadedList()) { store, _, _ in
      store.send(.list(.starTapped("a1")))
      store.receive(.list(.delegate(.starTapped("a1"))))
      store.receive(.delegate(.favoriteChosen(true, of: "a1", shown: false)))
      store.finish()
    }
  }

  @Test func loggedOutTheChoiceWaitsForTheLoginAndTellsNothing() {
    withArticlesStore(initialState: Self.listWithA2Starred()) { store, world, _ in
      world.isLoggedIn = false
      store.send(.list(.starTapped("a2")))
      store.receive(.list(.delegate(.starTapped("a2")))) {
        $0.login = LoginFeature.State(intent: .favorite("a2", isFavorite: false))
      }
      store.send(.login(.presented(.cancelTapped)))
      store.receive(.login(.presented(.delegate(.cancelled)))) { $0.login = nil }
      store.finish()
    }
  }
}
