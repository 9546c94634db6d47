import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUIMVVMArticles

/// The list's and the detail's view models, and the stars they read: the async entry points
/// SwiftUI awaits, and what one star tap invalidates.
@Suite(.serialized) struct ViewModelTests {
  @MainActor
  private func scene(_ world: ScriptedWorld) -> SceneModel {
    SceneModel(
      account: AccountModel(environment: world.environment, restoresSavedPages: true),
      restoring: nil)
  }

  @Test func aPullLastsAsLongAsTheRefreshAndASecondPullAsksNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let list = ArticleListViewModel(scene: scene(world))
      list.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()

      var pulls = 0
      for _ in 1...2 {
        Task { @MainActor in
          await list.refresh()
          pulls += 1
        }
      }
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "load first page"])
      #expect(list.isRefreshing && !list.showsRefreshProgress)
      #expect(pulls == 0)
      try world.answer(2, with: .articles("a3"))
      loop.runUntilIdle()
      #expect(pulls == 2)
      #expect(list.shownArticles.map(\.id) == ["a3"])
    }
  }

  @Test func aQueryEndsThePullWhileItsRefreshGoesOn() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let list = ArticleListViewModel(scene: scene(world))
      list.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      var pulled = false
      Task { @MainActor in
        await list.refresh()
        pulled = true
      }
      loop.runUntilIdle()
      list.search("a")
      loop.runUntilIdle()
      #expect(pulled)
      #expect(!world.wasCancelled(2))
    }
  }

  @Test func aRefreshNobodyPulledShowsItsProgressAboveTheRows() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let list = ArticleListViewModel(scene: scene(world))
      list.onAppear()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      Task { @MainActor in await list.refresh() }
      loop.runUntilIdle()
      try world.answer(2, with: .serverError("Server unavailable"))
      loop.runUntilIdle()
      list.retry()
      #expect(list.showsRefreshProgress)
    }
  }

  @Test func aCancelledDetailLoadDropsItsLateAnswer() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.ignoreCancellation()
      let detail = ArticleDetailViewModel(id: "a2", scene: scene(world))
      let load = Task { @MainActor in await detail.load() }
      loop.runUntilIdle()
      load.cancel()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(detail.content == nil)
    }
  }

  @Test func aStarTapInvalidatesTheReadersOfThatStarOnly() throws {
    try withLoop { _ in
      let world = makeWorld("a1", "a2")
      let favorites = scene(world).account.favorites
      var changed: [Article.ID] = []
      for id: Article.ID in ["a1", "a2"] {
        withObservationTracking {
          _ = favorites.isFavorite(id, default: false)
          _ = favorites.isPendingSync(id)
        } onChange: {
          MainActor.assumeIsolated { changed.append(id) }
        }
      }
      favorites.setFavorite(true, of: "a2")
      #expect(changed == ["a2"])
    }
  }
}
