import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVCArticles

/// The list controller on its lifecycle: when it loads, what its views show, which work it
/// cancels and which answers it drops.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ArticleListViewControllerTests {
  @Test func theFirstLoadStartsWhenThePageFirstAppearsNotWhenItIsBuilt() throws {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1", "a2"]))
        pages.list.loadViewIfNeeded()
        loop.runUntilIdle()
        #expect(pages.requests.isEmpty)

        pages.show()
        loop.runUntilIdle()
        #expect(pages.requests == ["load first page"])
        #expect(!pages.list.spinner.isHidden)
        #expect(pages.list.errorView.isHidden)
      }
    }
  }

  @Test func aFailedLoadShowsTheMessageAndRetryClearsItAtOnce() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1"]))
        pages.show()
        loop.runUntilIdle()
        try pages.world.answer(1, with: .serverError("Server unavailable"))
        loop.runUntilIdle()
        #expect(!pages.list.errorView.isHidden)
        #expect(pages.list.errorView.message == "Server unavailable")
        #expect(pages.list.spinner.isHidden)

        try pages.window.tapRetry()
        // Before the loop runs again: the old error is gone and the spinner is back.
        #expect(pages.list.errorView.isHidden)
        #expect(!pages.list.spinner.isHidden)
        loop.runUntilIdle()
        #expect(pages.requests == ["load first page", "load first page"])

        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(pages.list.listView.ids == ["a1"])
        #expect(pages.list.spinner.isHidden)
      }
    }
  }

  @Test func anEmptyFirstPageSaysSo() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: ScriptedWorld())
        pages.show()
        loop.runUntilIdle()
        try pages.world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(!pages.list.messageView.isHidden)
        #expect(pages.list.messageView.text == "No articles yet")
      }
    }
  }

  @Test func aRefreshCancelsTheFirstLoadAndDropsItsLateAnswer() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1", "a2", "a3"]))
        pages.world.ledger.cancellationBehaviour = .answersLateAnyway
        pages.show()
        loop.runUntilIdle()
        try pages.window.pullToRefresh()
        loop.runUntilIdle()
        #expect(pages.request(1)?.wasCancelled == true)
        #expect(pages.list.listView.isRefreshing)
        #expect(pages.list.spinner.isHidden)

        try pages.world.answer(2, with: .articles("a3"))
        loop.runUntilIdle()
        try pages.world.answer(1, with: .articles("a1", "a2"))
        loop.runUntilIdle()
        #expect(pages.list.listView.ids == ["a3"])
        #expect(!pages.list.listView.isRefreshing)
      }
    }
  }

  @Test func scrollingToTheEndTwiceAsksForTheNextPageOnce() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(articleCount: 45))
        pages.show()
        loop.runUntilIdle()
        try pages.world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        try pages.window.scrollToEnd()
        try pages.window.scrollToEnd()
        loop.runUntilIdle()
        #expect(pages.requests == ["load first page", "load page 2"])
        #expect(pages.list.listView.isLoadingNextPage)

        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(pages.list.listView.ids.count == 40)
        #expect(!pages.list.listView.isLoadingNextPage)
      }
    }
  }

  @Test func typingSearchesOnlyAfterTheDebounceOnTheVirtualClock() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1", "a2"]))
        pages.show()
        loop.runUntilIdle()
        try pages.world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        try pages.window.type("a2")
        loop.advance(pages.world.clock, by: .milliseconds(299))
        #expect(pages.requests.count == 1)

        loop.advance(pages.world.clock, by: .milliseconds(1))
        #expect(pages.requests.last == "search \"a2\"")
        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(pages.list.listView.ids == ["a2"])

        try pages.window.clearSearchField()
        #expect(pages.list.listView.ids == ["a1", "a2"])
        #expect(pages.requests.count == 2)
      }
    }
  }

  @Test func aLateAnswerAfterThePageLeftWritesNoView() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1"]))
        pages.world.ledger.cancellationBehaviour = .answersLateAnyway
        pages.show()
        loop.runUntilIdle()

        pages.window.tearDown()
        loop.runUntilIdle()
        #expect(pages.request(1)?.wasCancelled == true)
        let rendersWhenLeft = pages.window.renderLog.renderCount
        try pages.world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(pages.window.renderLog.renderCount == rendersWhenLeft)
        #expect(pages.list.listView.ids.isEmpty)
      }
    }
  }

  @Test func offlineAQueryAsksNothingAndBackOnlineTheListSearchesIt() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        world.isOnline = false
        world.cacheArticles([Article(id: "a1", title: "One"), Article(id: "a2", title: "Two")])
        let pages = PagesOnScreen(world: world)
        pages.show()
        try pages.window.type("a2")
        loop.advance(world.clock, by: SearchPolicy.debounce)
        #expect(pages.requests.isEmpty)
        #expect(pages.list.listView.ids == ["a1", "a2"])

        world.isOnline = true
        pages.dependencies.connectivity.update(isOnline: true)
        loop.runUntilIdle()
        #expect(pages.requests == ["search \"a2\""])
      }
    }
  }

  @Test func backOnlineTheFirstLoadInFlightIsKept() throws {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let pages = PagesOnScreen(world: makeWorld(ids: ["a1"]))
        pages.show()
        loop.runUntilIdle()
        pages.dependencies.connectivity.update(isOnline: false)
        pages.dependencies.connectivity.update(isOnline: true)
        loop.runUntilIdle()
        #expect(pages.requests == ["load first page"])
        #expect(pages.request(1)?.wasCancelled == false)
      }
    }
  }
}
