import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The list view model's search: the debounce on the virtual clock, and the newest query wins.
@Suite(.serialized) struct SearchViewModelTests {
  /// A list showing a1, a2, a3 from its first page.
  @MainActor
  private func loadedList(
    _ loop: DeterministicLoop, world: ScriptedWorld
  ) throws -> ArticleListViewModel {
    let viewModel = ArticleListViewModel(
      environment: world.environment, shared: SharedModels(environment: world.environment))
    viewModel.onAppear()
    loop.runUntilIdle()
    try world.answer(1, with: .serverAnswer)
    loop.runUntilIdle()
    return viewModel
  }

  @Test func eachKeystrokeRestartsTheDebounce() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a")
      loop.advance(world.clock, by: .milliseconds(200))
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: .milliseconds(200))
      #expect(world.requestKinds.count == 1)

      loop.advance(world.clock, by: .milliseconds(100))
      #expect(world.requestKinds == ["load first page", "search \"a2\""])
    }
  }

  @Test func resultsReplaceTheRowsAndNoResultsSaySo() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a2"])

      viewModel.search.textChanged("a2z")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      try world.answer(3, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rows.isEmpty)
      #expect(viewModel.message == "No results for \"a2z\"")
    }
  }

  @Test func aNewQueryCancelsTheOldSearchAndItsLateAnswerIsDropped() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ignoreCancellation()
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      #expect(world.request(2)?.wasCancelled == true)

      try world.answer(3, with: .serverAnswer)
      loop.runUntilIdle()
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a2"])
    }
  }

  @Test func clearingTheFieldShowsTheFullListAtOnceWithoutARequest() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ignoreCancellation()
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      viewModel.search.textChanged("")
      #expect(viewModel.rowIDs == ["a1", "a2", "a3"])
      loop.runUntilIdle()
      #expect(world.request(2)?.wasCancelled == true)

      try world.answer(2, with: .serverAnswer)
      viewModel.search.textChanged("a3")
      viewModel.search.textChanged("")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      #expect(viewModel.rowIDs == ["a1", "a2", "a3"])
      #expect(world.requestKinds.count == 2)
    }
  }

  @Test func aFailedSearchIsRetriedWithTheSameQuery() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      try world.answer(2, with: .serverError("Search unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.error?.message == "Search unavailable")
      #expect(viewModel.rowIDs == ["a1", "a2", "a3"])

      viewModel.retry()
      #expect(viewModel.error == nil)
      loop.runUntilIdle()
      #expect(world.request(3)?.kind.description == "search \"a2\"")
    }
  }

  @Test func refreshAndPaginationDoNothingWhileAQueryIsActive() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a2")
      viewModel.refresh()
      viewModel.loadNextPage()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page"])
      #expect(!viewModel.isRefreshing)
    }
  }

  @Test func offlineAQueryAsksNothingAndBackOnlineTheListSearchesIt() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      world.isOnline = false
      loop.runUntilIdle()
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      #expect(world.requestKinds == ["load first page"])
      #expect(viewModel.rowIDs == ["a1", "a2", "a3"])

      world.isOnline = true
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "search \"a2\""])
    }
  }

  @Test func backOnlineASearchInFlightIsKept() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      viewModel.search.textChanged("a2")
      loop.advance(world.clock, by: SearchPolicy.debounce)
      world.reconnect(loop)
      #expect(world.requestKinds == ["load first page", "search \"a2\""])
      #expect(world.request(2)?.wasCancelled == false)
    }
  }

  @Test func theListsErrorWaitsBehindAQueryAndComesBackWhenTheFieldIsCleared() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let viewModel = try loadedList(loop, world: world)
      viewModel.refresh()
      loop.runUntilIdle()
      try world.answer(2, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      viewModel.search.textChanged("a")
      #expect(viewModel.error == nil)
      viewModel.search.textChanged("")
      #expect(viewModel.error?.message == "Server unavailable")
      #expect(viewModel.error?.canRetry == true)
    }
  }
}
