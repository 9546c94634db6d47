import ArticleDomain
import ScenarioKit
import Testing

@testable import VIPERArticles

/// The list interactor on the scripted services, driven by the deterministic loop: what it
/// reports to its presenter (an output spy) and what it asks of the server (the ledger).
@MainActor
final class ListFixture {
  let world: ScriptedWorld
  let status: AppStatus
  let favorites: FavoritesStore
  let interactor: ListInteractor
  let output = ListInteractorOutputSpy()

  init(_ world: ScriptedWorld) {
    self.world = world
    status = AppStatus(environment: world.environment)
    favorites = FavoritesStore(environment: world.environment, status: status)
    interactor = ListInteractor(
      environment: world.environment, favorites: favorites, status: status)
    interactor.output = output
    output.interactor = interactor
  }

  /// Stops everything that could still be parked, as leaving the app does.
  func end(_ loop: DeterministicLoop) {
    interactor.stop()
    favorites.stop()
    status.stop()
    loop.runUntilIdle()
  }
}

/// The content of a full list of `ids`, titled as the scripted server titles them.
func fullList(_ ids: [Article.ID], favorites: Set<Article.ID> = []) -> ShownRows {
  ShownRows(
    articles: ids.map {
      ArticleSummary(
        id: $0, title: "Article \($0)", star: FavoriteStar(isFavorite: favorites.contains($0)))
    },
    kind: .fullList)
}

func articles(_ ids: [Article.ID]) -> [Article] {
  ids.map { Article(id: $0, title: "Article \($0)") }
}

@Suite(.serialized)
struct ListInteractorTests {
  @Test func aFirstLoadAnsweredAfterARefreshIsDropped() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        world.server.setArticles(articles(["a1", "a2", "a3"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        list.interactor.refresh()
        loop.runUntilIdle()
        try world.answer(2, with: .succeeds(articles: ["a3"], hasNextPage: false))
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: false))
        loop.runUntilIdle()
        #expect(
          list.output.received == [
            .notice(nil), .started(.firstPage), .started(.refresh),
            .loaded(fullList(["a3"]), for: .refresh),
          ])
        list.end(loop)
      }
    }
  }

  @Test func aRefreshCancelsTheFirstLoad() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        list.interactor.refresh()
        loop.runUntilIdle()
        #expect(world.ledger.request(1)?.status == .cancelled)
        #expect(world.ledger.request(2)?.status == .pending)
        list.end(loop)
      }
    }
  }

  @Test func pullingAgainWhileRefreshingAsksNothingMore() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.server.setArticles(articles(["a1"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        list.interactor.refresh()
        list.interactor.refresh()
        loop.runUntilIdle()
        #expect(world.ledger.requests.count == 2)
        list.end(loop)
      }
    }
  }

  @Test func aPageAnsweredAfterARefreshIsNotAppended() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        world.server.setArticles(articles((1...45).map { Article.ID("a\($0)") }))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: true))
        loop.runUntilIdle()
        list.interactor.loadNextPage()
        list.interactor.refresh()
        loop.runUntilIdle()
        try world.answer(3, with: .succeeds(articles: ["a1"], hasNextPage: false))
        loop.runUntilIdle()
        try world.answer(2, with: .succeeds(articles: ["a3", "a4"], hasNextPage: false))
        loop.runUntilIdle()
        #expect(list.output.received.last == .loaded(fullList(["a1"]), for: .refresh))
        #expect(world.ledger.request(2)?.kind == .page(PageCursor(rawValue: "2")))
        list.end(loop)
      }
    }
  }

  @Test func aFailedPageIsRetriedWithTheSameCursor() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: true))
        loop.runUntilIdle()
        list.interactor.loadNextPage()
        loop.runUntilIdle()
        try world.answer(2, with: .fails(.server(message: "Server unavailable")))
        loop.runUntilIdle()
        list.interactor.retry()
        loop.runUntilIdle()
        #expect(list.output.received.contains(.failed(.nextPage, message: "Server unavailable")))
        #expect(world.ledger.request(3)?.kind == .page(PageCursor(rawValue: "2")))
        list.end(loop)
      }
    }
  }

  @Test func typingSearchesOnceThe300msWaitElapses() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.search(for: "a")
        loop.advance(world.clock, by: .milliseconds(200))
        list.interactor.search(for: "a2")
        loop.advance(world.clock, by: .milliseconds(299))
        #expect(world.ledger.requests.isEmpty)
        loop.advance(world.clock, by: .milliseconds(1))
        #expect(world.ledger.requests.map(\.kind) == [.search("a2")])
        list.end(loop)
      }
    }
  }

  @Test func anOlderQueryAnsweredLateIsDropped() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        world.server.setArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.search(for: "a")
        loop.advance(world.clock, by: .milliseconds(300))
        list.interactor.search(for: "a2")
        loop.advance(world.clock, by: .milliseconds(300))
        try world.answer(2, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        let results = ShownRows(
          articles: [
            ArticleSummary(id: "a2", title: "Article a2", star: FavoriteStar(isFavorite: false))
          ],
          kind: .searchResults(query: "a2"))
        #expect(list.output.received.last == .loaded(results, for: .search("a2")))
        #expect(world.ledger.request(1)?.wasCancelled == true)
        list.end(loop)
      }
    }
  }

  @Test func clearingTheFieldCancelsTheSearchAndShowsTheFullListWithoutARequest() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.server.setArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        list.interactor.search(for: "a2")
        loop.advance(world.clock, by: .milliseconds(300))
        list.interactor.search(for: "")
        loop.advance(world.clock, by: .milliseconds(300))
        #expect(world.ledger.request(2)?.status == .cancelled)
        #expect(world.ledger.requests.count == 2)
        #expect(list.output.received.last == .clearedSearch(fullList(["a1", "a2"])))
        list.end(loop)
      }
    }
  }

  @Test func offlineTheSavedArticlesShowAndNothingIsAsked() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.isOnline = false
        world.cacheArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        list.interactor.refresh()
        loop.runUntilIdle()
        #expect(list.output.received == [.notice(.offline), .updated(fullList(["a1", "a2"]))])
        #expect(world.ledger.requests.isEmpty)
        list.end(loop)
      }
    }
  }

  @Test func offlineAQueryAsksNothingAndBackOnlineItIsSearchedAfterNothingElse() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.isOnline = false
        world.cacheArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        list.interactor.search(for: "a2")
        loop.advance(world.clock, by: SearchPolicy.debounce)
        list.interactor.retry()
        loop.runUntilIdle()
        #expect(world.ledger.requests.isEmpty)

        world.isOnline = true
        loop.runUntilIdle()
        #expect(world.ledger.requests.map(\.kind.description) == ["search \"a2\""])
        list.end(loop)
      }
    }
  }

  @Test func backOnlineTheFirstLoadInFlightIsKept() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.server.setArticles(articles(["a1"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        world.isOnline = false
        loop.runUntilIdle()
        world.isOnline = true
        loop.runUntilIdle()
        #expect(world.ledger.requests.map(\.kind.description) == ["load first page"])
        #expect(world.ledger.request(1)?.wasCancelled == false)
        list.end(loop)
      }
    }
  }

  @Test func aStarTappedWhileLoggedOutAsksForALoginAndNothingElse() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.isLoggedIn = false
        world.server.setArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
        loop.runUntilIdle()
        list.interactor.toggleFavorite(of: "a2")
        loop.runUntilIdle()
        #expect(list.output.received.last == .loginRequired(.favorite("a2", isFavorite: true)))
        #expect(world.ledger.requests.count == 1)
        list.end(loop)
      }
    }
  }

  @Test func stoppingCancelsEveryRequestAndReportsNothingMore() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.ledger.cancellationBehaviour = .answersLateAnyway
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        let reported = list.output.received.count
        list.interactor.stop()
        try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
        loop.runUntilIdle()
        #expect(world.ledger.request(1)?.wasCancelled == true)
        #expect(list.output.received.count == reported)
        list.end(loop)
      }
    }
  }
}
