import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The list view model's loads: intent in, view state out, on the scripted services.
@Suite(.serialized) struct ArticleListViewModelTests {
  @Test func theFirstAppearanceShowsTheSpinnerThenTheRows() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      #expect(viewModel.showsSpinner)
      #expect(world.requestKinds == ["load first page"])

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a1", "a2", "a3"])
      #expect(!viewModel.showsSpinner)
      #expect(viewModel.error == nil)
      #expect(viewModel.message == nil)
    }
  }

  @Test func appearingAgainDoesNotLoadAgain() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      viewModel.onDisappear()
      viewModel.onAppear()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page"])
    }
  }

  @Test func anEmptyFirstPageSaysSo() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .articles())
      loop.runUntilIdle()
      #expect(viewModel.rows.isEmpty)
      #expect(viewModel.message == "No articles yet")
      #expect(viewModel.error == nil)
    }
  }

  @Test func retryClearsTheErrorBeforeItWaits() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.error?.message == "Server unavailable")
      #expect(viewModel.error?.canRetry == true)

      viewModel.retry()
      // At once, before the loop runs: the old error never sits next to the spinner.
      #expect(viewModel.error == nil)
      #expect(viewModel.showsSpinner)
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "load first page"])
    }
  }

  @Test func aRefreshCancelsTheFirstLoadAndItsAnswerWins() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      viewModel.refresh()
      loop.runUntilIdle()
      #expect(world.request(1)?.wasCancelled == true)
      #expect(viewModel.isRefreshing)

      try world.answer(2, with: .articles("a2"))
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a2"])
      #expect(!viewModel.isRefreshing)
      #expect(!viewModel.showsSpinner)
    }
  }

  @Test func aFirstLoadAnsweredAfterARefreshIsDropped() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ignoreCancellation()
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      viewModel.refresh()
      loop.runUntilIdle()
      try world.answer(2, with: .articles("a3"))
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a3"])
      #expect(viewModel.error == nil)
      #expect(viewModel.loadInFlight == nil)
    }
  }

  @Test func pullingAgainWhileRefreshingAsksNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      viewModel.refresh()
      viewModel.refresh()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "load first page"])
      #expect(world.request(2)?.wasCancelled == false)
    }
  }

  @Test func aFailedRefreshKeepsTheRowsAndRetryRefreshesAgain() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      viewModel.refresh()
      loop.runUntilIdle()
      try world.answer(2, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a1", "a2"])
      #expect(viewModel.error?.message == "Server unavailable")

      viewModel.retry()
      #expect(viewModel.isRefreshing)
      #expect(!viewModel.showsSpinner)
    }
  }

  @Test func offlineTheListShowsTheCacheAndAsksNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.isOnline = false
      world.cacheArticles([article("a1"), article("a2")])
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      viewModel.refresh()
      viewModel.loadNextPage()
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a1", "a2"])
      #expect(viewModel.banner == "You are offline")
      #expect(!viewModel.showsSpinner)
      #expect(world.requestKinds.isEmpty)
    }
  }

  @Test func retryWhileOfflineAsksNothingAndKeepsTheError() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      world.isOnline = false
      loop.runUntilIdle()
      viewModel.retry()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page"])
      #expect(viewModel.error?.message == "Server unavailable")
    }
  }

  @Test func backOnlineTheFirstLoadInFlightIsKeptAndAPageLoadGivesWayToARefresh() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      let viewModel = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel.onAppear()
      world.reconnect(loop)
      #expect(world.requestKinds == ["load first page"])
      #expect(world.request(1)?.wasCancelled == false)

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      viewModel.loadNextPage()
      world.reconnect(loop)
      #expect(world.requestKinds == ["load first page", "load page 2", "load first page"])
      #expect(world.request(2)?.wasCancelled == true)
    }
  }

  @Test func theScreenGoingCancelsItsLoad() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      var viewModel: ArticleListViewModel? = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel?.onAppear()
      loop.runUntilIdle()
      #expect(world.request(1)?.status == .pending)

      viewModel = nil
      loop.runUntilIdle()
      #expect(world.request(1)?.wasCancelled == true)
    }
  }
}
