import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVCArticles

/// The favorites model: the one source of truth for every star, what it tells its observers,
/// and which answers move a star.
@Suite(.serialized) struct FavoritesModelTests {
  /// Writes down what the model tells it.
  @MainActor
  final class Observer: FavoritesModelObserver {
    var changes: [Article.ID] = []
    var failures: [String] = []

    func favoritesModel(_ model: FavoritesModel, didChangeFavoriteOf id: Article.ID) {
      changes.append(id)
    }

    func favoritesModel(
      _ model: FavoritesModel, didFailToSaveFavoriteOf id: Article.ID, error: any Error
    ) {
      failures.append(error.userMessage)
    }
  }

  @Test func aTapFlipsTheStarAtOnceTellsEveryObserverAndAsksTheServer() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        let list = Observer()
        let detail = Observer()
        model.addObserver(list)
        model.addObserver(detail)
        model.record([Article(id: "a2", title: "Two")])

        model.setFavorite(true, of: "a2")
        #expect(model.isFavorite("a2", default: false))
        #expect(list.changes == ["a2"])
        #expect(detail.changes == ["a2"])
        loop.runUntilIdle()
        #expect(world.ledger.requests.map(\.kind.description) == ["favorite a2"])
      }
    }
  }

  @Test func theLatestFailureGoesBackToWhatTheServerLastConfirmed() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        let observer = Observer()
        model.addObserver(observer)
        model.record([Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a2")
        model.setFavorite(false, of: "a2")
        loop.runUntilIdle()

        try world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(
          !model.isFavorite("a2", default: false), "an older success does not override the last tap"
        )
        try world.answer(2, with: .serverError("Could not save the favorite"))
        loop.runUntilIdle()
        #expect(model.isFavorite("a2", default: false), "the server confirmed the favorite with #1")
        #expect(observer.failures == ["Could not save the favorite"])
      }
    }
  }

  @Test func aFailureOfAnOlderRequestChangesNothing() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        let observer = Observer()
        model.addObserver(observer)
        model.record([Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a2")
        model.setFavorite(false, of: "a2")
        loop.runUntilIdle()

        try world.answer(1, with: .serverError("Could not save the favorite"))
        loop.runUntilIdle()
        #expect(!model.isFavorite("a2", default: false))
        #expect(observer.failures.isEmpty)
      }
    }
  }

  @Test func serverValuesDoNotOverwriteAStarBeingSaved() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        model.record([Article(id: "a1", title: "One"), Article(id: "a2", title: "Two")])
        // a1's detail answered: the model keeps its star from now on.
        model.record(false, of: "a1")
        model.setFavorite(true, of: "a2")
        loop.runUntilIdle()

        // A refresh read before the server saved the favorite.
        model.record([
          Article(id: "a1", title: "One", isFavorite: true), Article(id: "a2", title: "Two"),
        ])
        #expect(model.isFavorite("a2", default: false), "the pending tap wins over the stale row")
        #expect(
          model.isFavorite("a1", default: false),
          "a star with nothing in flight takes the server's value")
      }
    }
  }

  @Test func rowsAddNoEntryTheServersStarStaysTheRows() {
    DeterministicLoop.run { _ in
      MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        let observer = Observer()
        model.addObserver(observer)
        model.record([
          Article(id: "a1", title: "One", isFavorite: true), Article(id: "a2", title: "Two"),
        ])
        #expect(model.isFavorite("a1", default: true), "the row's star shows")
        #expect(!model.isFavorite("a1", default: false), "the model kept no copy of it")
        #expect(observer.changes.isEmpty, "rows of untouched articles change no star")

        // A detail that knows better is kept, and every page hears of it.
        model.record(true, of: "a2")
        #expect(model.isFavorite("a2", default: false))
        #expect(observer.changes == ["a2"])
      }
    }
  }

  @Test func offlineChangesWaitMarkedPendingAndGoInTheOrderMade() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        world.isOnline = false
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        model.record([Article(id: "a1", title: "One"), Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a2")
        model.setFavorite(true, of: "a1")
        loop.runUntilIdle()
        #expect(world.ledger.requests.isEmpty)
        #expect(model.isPendingSync("a2") && model.isPendingSync("a1"))

        world.isOnline = true
        connectivity.update(isOnline: true)
        model.sendPendingChanges()
        loop.runUntilIdle()
        #expect(world.ledger.requests.map(\.kind.description) == ["favorite a2", "favorite a1"])
        try world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(!model.isPendingSync("a2"))
        #expect(model.isPendingSync("a1"))
      }
    }
  }

  @Test func aStarSetTwiceOfflineLeavesNothingToSendAndAChangeMadeAgainGoesLast() throws {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        world.isOnline = false
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        model.record([Article(id: "a1", title: "One"), Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a2")
        model.setFavorite(true, of: "a1")
        model.setFavorite(false, of: "a2")
        #expect(!model.isPendingSync("a2"))
        #expect(!model.isFavorite("a2", default: false))
        model.setFavorite(true, of: "a2")

        world.isOnline = true
        connectivity.update(isOnline: true)
        model.sendPendingChanges()
        loop.runUntilIdle()
        #expect(world.ledger.requests.map(\.kind.description) == ["favorite a1", "favorite a2"])
      }
    }
  }

  @Test func anOfflineChangeIsMeasuredAgainstTheValueInFlight() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        model.record([Article(id: "a1", title: "One"), Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a1")
        model.setFavorite(true, of: "a2")
        loop.runUntilIdle()
        world.isOnline = false
        connectivity.update(isOnline: false)
        // a1: away from the value in flight; a2: back to it.
        model.setFavorite(false, of: "a1")
        model.setFavorite(false, of: "a2")
        model.setFavorite(true, of: "a2")
        #expect(model.isPendingSync("a1"))
        #expect(!model.isPendingSync("a2"))

        try world.answer(1, with: .serverAnswer)
        try world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(model.isPendingSync("a1"))
        world.isOnline = true
        connectivity.update(isOnline: true)
        model.sendPendingChanges()
        loop.runUntilIdle()
        #expect(
          world.ledger.requests.map(\.kind.description) == [
            "favorite a1", "favorite a2", "unfavorite a1",
          ])
      }
    }
  }

  @Test func cancellingAllLeavesNothingRunningAndIgnoresLateAnswers() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a2"])
        world.ledger.cancellationBehaviour = .answersLateAnyway
        let connectivity = ConnectivityModel(isOnline: world.environment.connectivity.isOnline)
        let model = FavoritesModel(environment: world.environment, connectivity: connectivity)
        let observer = Observer()
        model.addObserver(observer)
        model.record([Article(id: "a2", title: "Two")])
        model.setFavorite(true, of: "a2")
        loop.runUntilIdle()
        observer.changes = []

        model.cancelAll()
        loop.runUntilIdle()
        #expect(world.ledger.request(1)?.wasCancelled == true)
        try world.answer(1, with: .serverError("Could not save the favorite"))
        loop.runUntilIdle()
        #expect(observer.changes.isEmpty)
        #expect(observer.failures.isEmpty)
      }
    }
  }
}
