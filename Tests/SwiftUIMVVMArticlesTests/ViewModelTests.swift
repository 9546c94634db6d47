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
  private func account(_ world: ScriptedWorld) -> AccountModel {
    AccountModel(environment: world.environment, restoresSavedPages: true)
  }

  /// The list's view model on a new account, logged in: a star tap sets the star.
  @MainActor
  private func listModel(_ world: ScriptedWorld) -> ArticleListViewModel {
    let account = account(world)
    return ArticleListViewModel(
      account: account, notices: PageNotices(favorites: account.favorites)
    ) { isFavorite, id in account.favorites.setFavorite(isFavorite, of: id) }
  }

  @Test func aPullLastsAsLongAsTheRefreshAndASecondPullAsksNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let list = listModel(world)
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
      let list = listModel(world)
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
      let list = listModel(world)
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
      let account = account(world)
      let detail = ArticleDetailViewModel(
        id: "a2", account: account, notices: PageNotices(favorites: account.favorites)
      ) { _, _ in }
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
      let favorites = account(world).favorites
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
