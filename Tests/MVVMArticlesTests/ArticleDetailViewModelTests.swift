import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The detail view model: it loads on its first appearance and only `close()` stops it.
@Suite(.serialized) struct ArticleDetailViewModelTests {
  @MainActor
  private func detail(_ id: Article.ID, in world: ScriptedWorld) -> ArticleDetailViewModel {
    let environment = world.environment
    return ArticleDetailViewModel(
      id: id, environment: environment, shared: SharedModels(environment: environment))
  }

  @Test func itLoadsOnItsFirstAppearanceAndShowsTheContent() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let viewModel = detail("a2", in: world)
      viewModel.onAppear()
      loop.runUntilIdle()
      #expect(viewModel.showsSpinner)
      #expect(world.requestKinds == ["load detail of a2"])

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.content?.id == "a2")
      #expect(viewModel.content?.title == "Article a2")
      #expect(!viewModel.showsSpinner)
    }
  }

  /// A repository whose detail is cancelled under it (a session torn down by the system), while
  /// the page's own load was not cancelled.
  private struct CancelledUnderneath: ArticleRepository {
    let base: any ArticleRepository
    func page(after cursor: PageCursor?) async throws -> Page {
      try await base.page(after: cursor)
    }
    func search(_ query: String) async throws -> Page { try await base.search(query) }
    func detail(of id: Article.ID) async throws -> ArticleDetail { throw CancellationError() }
    func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws {
      try await base.setFavorite(isFavorite, of: id)
    }
  }

  @Test func aLoadCancelledUnderneathStopsTheSpinner() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      var environment = world.environment
      environment.repository = CancelledUnderneath(base: environment.repository)
      let viewModel = ArticleDetailViewModel(
        id: "a2", environment: environment, shared: SharedModels(environment: environment))
      viewModel.onAppear()
      loop.runUntilIdle()
      #expect(!viewModel.showsSpinner)
    }
  }

  /// A cancelled back swipe makes the page disappear and appear again: the request goes on.
  @Test func disappearingAndAppearingAgainKeepsTheRequest() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let viewModel = detail("a2", in: world)
      viewModel.onAppear()
      viewModel.onDisappear()
      viewModel.onAppear()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load detail of a2"])
      #expect(world.request(1)?.wasCancelled == false)

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.content?.id == "a2")
    }
  }

  @Test func closingCancelsTheRequestAndDropsItsLateAnswer() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.ignoreCancellation()
      let viewModel = detail("a2", in: world)
      viewModel.onAppear()
      loop.runUntilIdle()
      viewModel.close()
      loop.runUntilIdle()
      #expect(world.request(1)?.wasCancelled == true)

      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(viewModel.content == nil)
    }
  }

  @Test func aMissingArticleIsAMessageWithNothingToRetry() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let viewModel = detail("a9", in: world)
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .fails(.notFound("a9")))
      loop.runUntilIdle()
      #expect(viewModel.message == "This article is not available.")
      #expect(viewModel.error == nil)
      #expect(!viewModel.showsSpinner)
    }
  }

  @Test func retryClearsTheErrorAndAsksForTheSameArticle() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let viewModel = detail("a2", in: world)
      viewModel.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      #expect(viewModel.error == .init(message: "Server unavailable", canRetry: true))

      viewModel.retry()
      #expect(viewModel.error == nil)
      #expect(viewModel.showsSpinner)
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load detail of a2", "load detail of a2"])
    }
  }
}
