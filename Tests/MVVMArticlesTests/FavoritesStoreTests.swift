import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The shared favorites: the star flips at once, and only the latest request's failure undoes it.
@Suite(.serialized) struct FavoritesStoreTests {
  @Test func aTapFlipsTheStarAtOnceAndAsksTheServer() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a2")
      #expect(shared.favorites.isFavorite(article("a2")))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a2"])

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(shared.favorites.isFavorite(article("a2")))
      #expect(shared.notices.favoriteFailure == nil)
    }
  }

  /// Favorite (#1), unfavorite (#2), #1 succeeds, #2 fails: the star ends filled.
  @Test func aFailedLatestRequestGoesBackToWhatTheServerConfirmed() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a2")
      shared.favorites.tap("a2")
      loop.runUntilIdle()
      #expect(!shared.favorites.isFavorite(article("a2")))

      try world.answer(1, with: .serverAnswer)
      try world.answer(2, with: .serverError("Could not save the favorite"))
      loop.runUntilIdle()
      #expect(shared.favorites.isFavorite(article("a2")))
      #expect(shared.notices.favoriteFailure == "Could not save the favorite")
    }
  }

  @Test func aFailedOlderRequestChangesNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a2")
      shared.favorites.tap("a2")
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Could not save the favorite"))
      loop.runUntilIdle()
      #expect(!shared.favorites.isFavorite(article("a2")))
      #expect(shared.notices.favoriteFailure == nil)
    }
  }

  @Test func rowsReadBeforeTheServerSavedAStarDoNotOverwriteIt() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a2")
      shared.favorites.record([article("a2")])
      #expect(shared.favorites.isFavorite(article("a2")))

      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      // Settled: the server's rows are the truth again.
      shared.favorites.record([Article(id: "a2", title: "Article a2", isFavorite: false)])
      #expect(!shared.favorites.isFavorite(article("a2")))
    }
  }

  @Test func aStarTappedTwiceOfflineLeavesNothingToSendAndAChangeMadeAgainGoesLast() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.isOnline = false
      let shared = SharedModels(environment: world.environment)
      for id: Article.ID in ["a1", "a2", "a1", "a1"] { shared.favorites.tap(id) }
      shared.favorites.tap("a2")
      shared.favorites.tap("a2")
      #expect(shared.favorites.isPendingSync("a1"))

      world.isOnline = true
      shared.network.update(isOnline: true)
      shared.favorites.sendPendingChanges()
      loop.runUntilIdle()
      // a2's first change was undone, then made again: it goes out after a1's.
      #expect(world.requestKinds == ["favorite a1", "favorite a2"])

      let untouched = SharedModels(environment: world.environment)
      untouched.network.update(isOnline: false)
      untouched.favorites.tap("a1")
      untouched.favorites.tap("a1")
      #expect(!untouched.favorites.isPendingSync("a1"))
      #expect(!untouched.favorites.isFavorite(article("a1")))
    }
  }

  @Test func anOfflineChangeIsMeasuredAgainstTheValueInFlight() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a1")
      shared.favorites.tap("a2")
      loop.runUntilIdle()
      shared.network.update(isOnline: false)
      // a1: one tap away from the value in flight; a2: two taps, back to it.
      shared.favorites.tap("a1")
      shared.favorites.tap("a2")
      shared.favorites.tap("a2")
      #expect(shared.favorites.isPendingSync("a1"))
      #expect(!shared.favorites.isPendingSync("a2"))

      try world.answer(1, with: .serverAnswer)
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(shared.favorites.isPendingSync("a1"))
      shared.network.update(isOnline: true)
      shared.favorites.sendPendingChanges()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a1", "favorite a2", "unfavorite a1"])
    }
  }

  @Test func rowsKeepNoStarAndATapStartsFromTheRowsServerStar() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let shared = SharedModels(environment: world.environment)
      let starred = Article(id: "a1", title: "Article a1", isFavorite: true)
      shared.favorites.record([starred])
      #expect(shared.favorites.isFavorite(starred), "the row's star shows")
      #expect(
        !shared.favorites.isFavorite("a1", default: false), "the store kept no copy of the row")

      shared.favorites.tap("a1", showing: true)
      #expect(!shared.favorites.isFavorite(starred))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["unfavorite a1"])
    }
  }

  @Test func offlineTapsWaitMarkedPendingAndGoOutInTheOrderMade() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.isOnline = false
      let shared = SharedModels(environment: world.environment)
      shared.favorites.tap("a2")
      shared.favorites.tap("a1")
      loop.runUntilIdle()
      #expect(shared.favorites.isFavorite(article("a2")))
      #expect(shared.favorites.isPendingSync("a2"))
      #expect(!world.requestKinds.contains { $0.hasPrefix("favorite") })

      world.isOnline = true
      shared.network.update(isOnline: true)
      shared.favorites.sendPendingChanges()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a2", "favorite a1"])
      #expect(shared.favorites.isPendingSync("a2"))

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(!shared.favorites.isPendingSync("a2"))
      #expect(shared.favorites.isPendingSync("a1"))
    }
  }
}

extension FavoritesStore {
  /// A tap on the star of `id`, as a page makes it: the other value than the star shows — the
  /// store's, else the server's, `showing`.
  fileprivate func tap(_ id: Article.ID, showing serverValue: Bool = false) {
    setFavorite(!isFavorite(id, default: serverValue), of: id)
  }
}
