import ArticleDomain
import ScenarioKit
import Testing

@testable import VIPERArticles

/// A star tap names its article by id; the interactor reads its server star from the rows shown
/// (the list entity's starred ids). These contract tests check that the stars follow the list
/// through every change: a next page, a refresh, a search and its clearing, and the saved
/// articles shown offline — and that a star of an article no row holds shows on no row.
@Suite(.serialized)
struct ListInteractorStarTests {
  @Test func aStarOnTheSecondPageIsFoundAndShown() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: true))
        loop.runUntilIdle()
        list.interactor.loadNextPage()
        loop.runUntilIdle()
        try world.answer(2, with: .succeeds(articles: ["a3", "a4"], hasNextPage: false))
        loop.runUntilIdle()
        list.interactor.toggleFavorite(of: "a4")
        loop.runUntilIdle()
        #expect(world.ledger.request(3)?.kind == .setFavorite(true, "a4"))
        #expect(list.output.received.last == .changedArticle("a4"))
        #expect(list.interactor.article(at: 3) == fullList(["a4"], favorites: ["a4"]).articles[0])
        list.end(loop)
      }
    }
  }

  @Test func aStarOfAnArticleTheRefreshRemovedShowsOnNoRow() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1", "a2"], hasNextPage: false))
        loop.runUntilIdle()
        list.interactor.refresh()
        loop.runUntilIdle()
        try world.answer(2, with: .succeeds(articles: ["a2", "a3"], hasNextPage: false))
        loop.runUntilIdle()
        // The view offers only the stars of its rows; a star of another article fills none.
        list.interactor.toggleFavorite(of: "a1")
        loop.runUntilIdle()
        #expect(list.output.received.last == .loaded(fullList(["a2", "a3"]), for: .refresh))
        list.interactor.toggleFavorite(of: "a3")
        loop.runUntilIdle()
        #expect(world.ledger.request(4)?.kind == .setFavorite(true, "a3"))
        #expect(list.output.received.last == .changedArticle("a3"))
        #expect(list.interactor.article(at: 1) == fullList(["a3"], favorites: ["a3"]).articles[0])
        list.end(loop)
      }
    }
  }

  @Test func aSearchResultIsFoundUntilTheFieldIsCleared() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = ScriptedWorld()
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        loop.runUntilIdle()
        try world.answer(1, with: .succeeds(articles: ["a1"], hasNextPage: false))
        list.interactor.search(for: "a9")
        loop.advance(world.clock, by: .milliseconds(300))
        try world.answer(2, with: .succeeds(articles: ["a9"], hasNextPage: false))
        loop.runUntilIdle()
        list.interactor.toggleFavorite(of: "a9")
        loop.runUntilIdle()
        #expect(world.ledger.request(3)?.kind == .setFavorite(true, "a9"))
        let a9 = ArticleSummary(
          id: "a9", title: "Article a9", star: FavoriteStar(isFavorite: true))
        #expect(list.output.received.last == .changedArticle("a9"))
        #expect(list.interactor.article(at: 0) == a9)
        // Back on the full list, a9 is no row any more: its star shows on none.
        list.interactor.search(for: "")
        #expect(list.output.received.last == .clearedSearch(fullList(["a1"])))
        list.interactor.toggleFavorite(of: "a1")
        loop.runUntilIdle()
        #expect(world.ledger.request(4)?.kind == .setFavorite(true, "a1"))
        #expect(list.output.received.last == .changedArticle("a1"))
        #expect(list.interactor.article(at: 0) == fullList(["a1"], favorites: ["a1"]).articles[0])
        list.end(loop)
      }
    }
  }

  @Test func aStarOnASavedRowIsFoundOffline() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = ScriptedWorld()
        world.isOnline = false
        world.cacheArticles(articles(["a1", "a2"]))
        let list = ListFixture(world)
        list.interactor.loadFirstPage()
        list.interactor.toggleFavorite(of: "a2")
        loop.runUntilIdle()
        var expected = fullList(["a2"], favorites: ["a2"]).articles[0]
        expected.star.isPendingSync = true
        #expect(list.output.received.last == .changedArticle("a2"))
        #expect(list.interactor.article(at: 1) == expected)
        #expect(world.ledger.requests.isEmpty)
        list.end(loop)
      }
    }
  }
}
