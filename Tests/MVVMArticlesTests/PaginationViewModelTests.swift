import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The list view model's next-page loads: append, once, until the last page.
@Suite(.serialized) struct PaginationViewModelTests {
  /// A list that has shown its first page of 20 out of 45 articles.
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

  @Test func theNextPageIsAppendedAndTheLastPageStopsFurtherRequests() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      let viewModel = try loadedList(loop, world: world)
      viewModel.loadNextPage()
      loop.runUntilIdle()
      #expect(viewModel.isLoadingNextPage)
      #expect(world.request(2)?.kind.description == "load page 2")

      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rows.count == 40)
      #expect(viewModel.rowIDs.last == "a40")
      #expect(!viewModel.isLoadingNextPage)

      viewModel.loadNextPage()
      loop.runUntilIdle()
      try world.answer(3, with: .serverAnswer)
      loop.runUntilIdle()
      viewModel.loadNextPage()
      loop.runUntilIdle()
      #expect(viewModel.rows.count == 45)
      #expect(world.requestKinds.count == 3)
    }
  }

  @Test func scrollingAgainWhileAPageLoadsAsksOnce() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      let viewModel = try loadedList(loop, world: world)
      viewModel.loadNextPage()
      viewModel.loadNextPage()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "load page 2"])
    }
  }

  @Test func retryAfterAFailedPageAsksForTheSamePage() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      let viewModel = try loadedList(loop, world: world)
      viewModel.loadNextPage()
      loop.runUntilIdle()
      try world.answer(2, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.rows.count == 20)
      #expect(viewModel.error?.message == "Server unavailable")

      viewModel.retry()
      #expect(viewModel.error == nil)
      loop.runUntilIdle()
      #expect(world.request(3)?.kind.description == "load page 2")
    }
  }

  @Test func aPageAnsweredAfterARefreshStartedIsDropped() throws {
    try withLoop { loop in
      let world = makeWorld(articleCount: 45)
      world.ignoreCancellation()
      let viewModel = try loadedList(loop, world: world)
      viewModel.loadNextPage()
      viewModel.refresh()
      loop.runUntilIdle()
      #expect(world.request(2)?.wasCancelled == true)
      try world.answer(3, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.rowIDs == ["a1", "a2"])
      #expect(!viewModel.isLoadingNextPage)
    }
  }
}
