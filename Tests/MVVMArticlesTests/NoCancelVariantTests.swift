import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMNoCancel

/// The no-cancel teaching variant — this module compiled again with a list view model that
/// neither cancels its load nor guards its answer — as a control: the same steps that the
/// correct view model passes (`ArticleListViewModelTests`) show the stale answer here, so the
/// guard is what those tests check.
@Suite(.serialized) struct NoCancelVariantTests {
  @Test func withoutItsGenerationGuardTheListShowsTheStaleAnswer() throws {
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
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      #expect(viewModel.shownArticles.map(\.id) == ["a1", "a2"])
    }
  }

  @Test func withoutCancellingTheScreenGoingLeavesItsLoadRunning() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      var viewModel: ArticleListViewModel? = ArticleListViewModel(
        environment: world.environment, shared: SharedModels(environment: world.environment))
      viewModel?.onAppear()
      loop.runUntilIdle()
      viewModel = nil
      loop.runUntilIdle()
      #expect(world.request(1)?.status == .pending)
    }
  }
}
