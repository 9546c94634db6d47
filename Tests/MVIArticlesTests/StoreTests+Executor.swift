import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVIArticles

/// The executor: each message starts the work it decided, where it is handled. A pull starts
/// the refresh's request, the end of the rows the next page's, a login check the star's write;
/// an intent whose rule allows no request starts nothing.
extension StoreTests {
  @Test func aPullStartsTheRefreshsRequestAndAPullDuringItStartsNothing() throws {
    try withLoop { loop in
      let (world, store) = try storeWithLoadedList(.articles("a1", "a2"), loop: loop)

      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "load first page"])

      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()
      #expect(world.requestKinds.count == 2, "the refresh in flight answers this pull too")
      #expect(!world.wasCancelled(2))
      store.stop()
    }
  }

  @Test func theEndOfTheRowsStartsTheNextPagesRequestOnce() throws {
    try withLoop { loop in
      let (world, store) = try storeWithLoadedList(
        .succeeds(articles: ["a1"], hasNextPage: true), loop: loop)

      store.dispatch(.scene(.first, .list(.endReached)))
      store.dispatch(.scene(.first, .list(.endReached)))
      loop.runUntilIdle()

      #expect(world.requestKinds.count == 2)
      #expect(world.requestKinds.last?.hasPrefix("load page ") == true)
      #expect(store.firstWindow.list.load?.cursor != nil)
      store.stop()
    }
  }

  @Test func aStarTapReadsTheSessionAndTheAnswerStartsTheStarsWrite() throws {
    try withLoop { loop in
      let (world, store) = try storeWithLoadedList(.articles("a1", "a2"), loop: loop)

      store.dispatch(.scene(.first, .favorites(.starTapped("a2"))))
      loop.runUntilIdle()

      // The executor decides what the gate lets through once, and the write with its revision;
      // the reducer applies both.
      #expect(
        store.history.messages.suffix(4) == [
          .intent(.scene(.first, .favorites(.starTapped("a2")))),
          .result(
            .scene(
              .first, .login(.checked(isLoggedIn: true, for: .favorite("a2", isFavorite: true))))),
          .result(.scene(.first, .login(.carriedOut(.favorite("a2", isFavorite: true))))),
          .result(.scene(.first, .favorites(.writeStarted(of: "a2", true, revision: 2)))),
        ])
      #expect(world.requestKinds.last == "favorite a2")
      #expect(store.firstWindow.isFavorite("a2") == true)
      store.stop()
    }
  }

  @Test func backOnlineTheFavoritesMadeOfflineGoOutBeforeTheCatchUp() throws {
    try withLoop { loop in
      let (world, store) = try storeWithLoadedList(.articles("a1", "a2"), loop: loop)
      // Launched, the store listens to the device's connection.
      store.dispatch(.scene(.first, .launched))
      world.isOnline = false
      loop.runUntilIdle()
      store.dispatch(.scene(.first, .favorites(.starTapped("a1"))))
      store.dispatch(.scene(.first, .favorites(.starTapped("a2"))))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page"], "offline, a tap only queues its star")

      world.isOnline = true
      loop.runUntilIdle()

      #expect(
        world.requestKinds == ["load first page", "favorite a1", "favorite a2", "load first page"])
      store.stop()
    }
  }

  @Test func timeTravelRestoresWhetherTheWindowHadLaunched() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      // The scene connects (the device has no saved pages), then launches.
      store.dispatch(.scene(.first, .connected))
      store.dispatch(.scene(.first, .launched))
      loop.runUntilIdle()
      #expect(store.firstWindow.hasLaunched)

      #expect(store.revert(to: 0))
      #expect(!store.firstWindow.hasLaunched)
      store.stop()
    }
  }

  /// A store whose list appeared and whose first page was answered with `answer`.
  private func storeWithLoadedList(_ answer: ScriptedAnswer, loop: DeterministicLoop) throws
    -> (ScriptedWorld, ArticlesStore)
  {
    let world = makeWorld("a1", "a2")
    let store = ArticlesStore(environment: world.environment, historyLimit: nil)
    store.dispatch(.scene(.first, .list(.appeared)))
    loop.runUntilIdle()
    try world.answer(1, with: answer)
    loop.runUntilIdle()
    return (world, store)
  }
}
