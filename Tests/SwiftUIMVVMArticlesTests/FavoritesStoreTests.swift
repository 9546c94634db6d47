import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUIMVVMArticles

/// The account's stars: optimistic, put back only by the latest request's failure, queued
/// offline in the order tapped, kept in the outbox until answered, and observed one star at a
/// time.
@Suite(.serialized) struct FavoritesStoreTests {
  @MainActor
  private func account(_ world: ScriptedWorld) -> AccountModel {
    AccountModel(environment: world.environment, restoresSavedPages: true)
  }

  /// Favorite (#1), unfavorite (#2), #1 succeeds, #2 fails: the star ends filled, as the
  /// server holds it, and the page on top says why.
  @Test func aFailedLatestRequestPutsBackWhatTheServerConfirmed() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let account = account(world)
      let notices = PageNotices(favorites: account.favorites)
      account.favorites.setFavorite(true, of: "a2")
      account.favorites.setFavorite(false, of: "a2")
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a2", "unfavorite a2"])
      #expect(!account.favorites.isFavorite("a2", default: false))

      try world.answer(1, with: .serverAnswer)
      try world.answer(2, with: .serverError("Could not save the favorite"))
      loop.runUntilIdle()
      #expect(account.favorites.isFavorite("a2", default: false))
      #expect(notices.favoriteFailure == "Could not save the favorite")
    }
  }

  @Test func aFailedOlderRequestChangesNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let account = account(world)
      let notices = PageNotices(favorites: account.favorites)
      account.favorites.setFavorite(true, of: "a2")
      account.favorites.setFavorite(false, of: "a2")
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Could not save the favorite"))
      loop.runUntilIdle()
      #expect(!account.favorites.isFavorite("a2", default: false))
      #expect(notices.favoriteFailure == nil)
    }
  }

  /// Rows read before the server saved a star say the old value: the user's intent stays.
  @Test func rowsThatArriveWhileARequestIsInFlightDoNotOverwriteTheStar() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let favorites = account(world).favorites
      favorites.setFavorite(true, of: "a2")
      loop.runUntilIdle()
      favorites.record([article("a2")])
      #expect(favorites.isFavorite("a2", default: false))
    }
  }

  @Test func offlineTapsWaitMarkedPendingAndGoOutInTheOrderMade() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.isOnline = false
      let account = account(world)
      let favorites = account.favorites
      favorites.setFavorite(true, of: "a2")
      favorites.setFavorite(true, of: "a1")
      loop.runUntilIdle()
      #expect(favorites.isFavorite("a2", default: false))
      #expect(favorites.isPendingSync("a2") && favorites.isPendingSync("a1"))
      #expect(world.requestKinds.isEmpty)
      #expect(world.savedOutbox != nil)

      world.isOnline = true
      account.network.update(isOnline: true)
      favorites.sendPendingChanges()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a2", "favorite a1"])

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(!favorites.isPendingSync("a2"))
      #expect(favorites.isPendingSync("a1"))
    }
  }

  /// A star tapped twice offline is back where the server has it: nothing is left to send.
  @Test func aStarTappedTwiceOfflineLeavesNothingToSend() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.isOnline = false
      let account = account(world)
      account.favorites.setFavorite(true, of: "a2")
      account.favorites.setFavorite(false, of: "a2")
      #expect(!account.favorites.isPendingSync("a2"))

      world.isOnline = true
      account.network.update(isOnline: true)
      account.favorites.sendPendingChanges()
      loop.runUntilIdle()
      #expect(world.requestKinds.isEmpty)
    }
  }

  /// What the last run left unanswered shows at once, pending, and is sent as it was left.
  @Test func theOutboxARunLeavesIsTheNextRunsPendingChanges() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.isOnline = false
      do {
        let first = account(world)
        first.favorites.setFavorite(true, of: "a1")
      }
      let saved = try #require(world.savedOutbox)

      let next = account(world)
      #expect(!next.favorites.isFavorite("a1", default: false))
      next.favorites.restoreOutbox()
      #expect(world.savedOutbox == saved)
      #expect(next.favorites.isFavorite("a1", default: false))
      #expect(next.favorites.isPendingSync("a1"))

      // Back online, the account's connection sends it.
      world.isOnline = true
      loop.runUntilIdle()
      #expect(world.requestKinds == ["favorite a1"])
    }
  }

  /// A logout drops the account's unsent changes from the device: sent later, they would land
  /// in whoever logs in next.
  @Test func aLogoutEmptiesTheOutbox() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.isOnline = false
      let account = account(world)
      account.favorites.setFavorite(true, of: "a1")
      account.favorites.discardOutbox()

      let next = AccountModel(environment: world.environment, restoresSavedPages: false)
      next.favorites.restoreOutbox()
      #expect(!next.favorites.isPendingSync("a1"))
      world.isOnline = true
      next.network.update(isOnline: true)
      next.favorites.sendPendingChanges()
      loop.runUntilIdle()
      #expect(world.requestKinds.isEmpty)
    }
  }
}
