import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUIMVVMArticles

/// The list view model's search, reached as the field reaches it (``ArticleListViewModel/searchText``):
/// the debounce on the virtual clock, and the newest query wins.
@Suite(.serialized) struct SearchTests {
  /// A list showing a1, a2, a3 from its first page.
  @MainActor
  private func loadedList(_ loop: DeterministicLoop, world: ScriptedWorld) throws
    -> ArticleListViewModel
  {
    let account = AccountModel(environment: world.environment, restoresSavedPages: true)
    let list = ArticleListViewModel(
      account: account, notices: PageNotices(favorites: account.favorites)
    ) { _, _ in }
    list.onAppear()
    loop.runUntilIdle()
    try world.answer(1, with: .serverAnswer)
    loop.runUntilIdle()
    return list
  }

  @Test func eachKeystrokeRestartsTheWaitAndOnlyTheLastTextIsAsked() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let list = try loadedList(loop, world: world)
      list.searchText = "a"
      loop.advance(world.clock, by: .milliseconds(200))
      list.searchText = "a2"
      loop.advance(world.clock, by: .milliseconds(200))
      #expect(world.requestKinds == ["load first page"])
      #expect(list.query == "a2")

      loop.advance(world.clock, by: .milliseconds(100))
      #expect(world.requestKinds == ["load first page", "search \"a2\""])
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(list.shownArticles.map(\.id) == ["a2"])
    }
  }

  @Test func aNewQueryCancelsTheOldSearchAndItsLateAnswerIsDropped() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ignoreCancellation()
      let list = try loadedList(loop, world: world)
      list.searchText = "a1"
      loop.advance(world.clock, by: SearchPolicy.debounce)
      list.searchText = "a3"
      loop.advance(world.clock, by: SearchPolicy.debounce)
      #expect(world.wasCancelled(2))

      try world.answer(3, with: .serverAnswer)
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(list.shownArticles.map(\.id) == ["a3"])
    }
  }

  /// Emptying the field shows the full list again at once and asks nothing.
  @Test func anEmptiedFieldShowsTheListAtOnceAndCancelsTheSearch() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let list = try loadedList(loop, world: world)
      list.searchText = "a2"
      loop.advance(world.clock, by: SearchPolicy.debounce)
      list.searchText = ""
      loop.runUntilIdle()
      #expect(world.wasCancelled(2))
      #expect(list.shownArticles.map(\.id) == ["a1", "a2", "a3"])
      #expect(world.requestKinds.count == 2)
    }
  }

  /// Offline, a search asks nothing; back online, the field's query is asked.
  @Test func aQueryTypedOfflineIsAskedWhenTheConnectionReturns() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let list = try loadedList(loop, world: world)
      world.isOnline = false
      loop.runUntilIdle()
      list.searchText = "a3"
      loop.advance(world.clock, by: SearchPolicy.debounce)
      #expect(world.requestKinds == ["load first page"])

      // The account's connection tells the list, which catches up.
      world.isOnline = true
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "search \"a3\""])
    }
  }
}
