import ArticleDomain
import ScenarioKit
import Testing

@testable import VIPERArticles

/// The detail and login interactors on the scripted services, and the favorites store they
/// share, driven by the deterministic loop.
@Suite(.serialized)
struct DetailAndLoginInteractorTests {
  @Test func aDetailAnsweredAfterThePageClosedIsCancelledAndDropped() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        world.server.setArticles(articles(["a2"]))
        let status = AppStatus(environment: world.environment)
        let favorites = FavoritesStore(environment: world.environment, status: status)
        let interactor = DetailInteractor(
          articleID: "a2", environment: world.environment, favorites: favorites, status: status)
        let output = DetailInteractorOutputSpy()
        interactor.output = output
        interactor.loadDetail()
        loop.runUntilIdle()
        interactor.stop()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(world.ledger.request(1)?.wasCancelled == true)
        #expect(output.received == [.notice(nil), .started])
        status.stop()
      }
    }
  }

  @Test func aMissingArticleIsReportedAsNotFound() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let status = AppStatus(environment: world.environment)
        let favorites = FavoritesStore(environment: world.environment, status: status)
        let interactor = DetailInteractor(
          articleID: "a9", environment: world.environment, favorites: favorites, status: status)
        let output = DetailInteractorOutputSpy()
        interactor.output = output
        interactor.loadDetail()
        loop.runUntilIdle()
        try world.answer(1, with: .fails(.notFound("a9")))
        loop.runUntilIdle()
        #expect(output.received.last == .failed(.notFound("a9")))
        status.stop()
      }
    }
  }

  @Test func aLoginAnsweredAfterItWasStoppedReportsNothing() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        world.isLoggedIn = false
        let interactor = LoginInteractor(environment: world.environment)
        let output = LoginInteractorOutputSpy()
        interactor.output = output
        interactor.logIn()
        interactor.logIn()
        loop.runUntilIdle()
        interactor.stop()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(world.ledger.requests.count == 1)
        #expect(output.received == [.started])
      }
    }
  }

  @Test func aFailedNewestFavoriteGoesBackToWhatTheServerConfirmed() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        // favorite (#1), unfavorite (#2), #1 succeeds, #2 fails: the star ends filled.
        let world = ScriptedWorld()
        let status = AppStatus(environment: world.environment)
        let favorites = FavoritesStore(environment: world.environment, status: status)
        favorites.absorb(articles(["a2"]))
        favorites.setFavorite(true, of: "a2")
        favorites.setFavorite(false, of: "a2")
        loop.runUntilIdle()
        #expect(favorites.isFavorite("a2", default: false) == false)
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(favorites.isFavorite("a2", default: false) == false)
        try world.answer(2, with: .fails(.server(message: "Could not save the favorite")))
        loop.runUntilIdle()
        #expect(favorites.isFavorite("a2", default: false) == true)
        favorites.stop()
        status.stop()
      }
    }
  }

  @Test func aFavoriteMadeOfflineWaitsMarkedPendingAndIsSentBackOnline() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.isOnline = false
        let status = AppStatus(environment: world.environment)
        let favorites = FavoritesStore(environment: world.environment, status: status)
        // Wired as the composition root wires it: back online, the favorites go first.
        status.onBackOnline = { [weak favorites] in favorites?.sendPendingChanges() }
        favorites.absorb(articles(["a1", "a2"]))
        favorites.setFavorite(true, of: "a2")
        favorites.setFavorite(true, of: "a1")
        loop.runUntilIdle()
        #expect(world.ledger.requests.isEmpty)
        #expect(favorites.isPendingSync("a2"))
        world.isOnline = true
        loop.runUntilIdle()
        #expect(
          world.ledger.requests.map(\.kind) == [.setFavorite(true, "a2"), .setFavorite(true, "a1")])
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        #expect(!favorites.isPendingSync("a2"))
        #expect(favorites.isPendingSync("a1"))
        favorites.stop()
        status.stop()
      }
    }
  }
}
