import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

import class HeadlessUI.ListView

@testable import HeadlessSwiftUI

/// A `List` makes and evaluates only the rows on screen, and one change re-evaluates only the
/// views that read it (swiftui-semantics §2 and §4).
@Suite(.serialized) @MainActor
struct ListTests {
  @Test func theListShowsItsRowsAsTheHarnessReadsThem() throws {
    let feed = Feed(count: 3)
    feed.rows[1].isFavorite = true
    feed.rows[2].isPending = true
    try hosting(FeedPage(feed: feed)) { host, _ in
      #expect(
        host.screen.description == """
          ┌ Articles
          │ list: [ ] a1, [*] a2, [ ] a3 (pending)
          └
          """)
    }
  }

  @Test func onlyTheRowsOnScreenAreEvaluated() throws {
    let feed = Feed(count: 1_000)
    try withLoop { loop in
      let host = WindowHost(rootView: FeedPage(feed: feed))
      host.show()
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations["FeedRowView"] == ListView.rowsPerScreen)
      #expect(host.graph.bodyEvaluations["FeedPage"] == 1)
      host.tearDown()
    }
  }

  @Test func aStarTapEvaluatesItsRowAndTheListsViewOnly() throws {
    let feed = Feed(count: 1_000)
    try hosting(FeedPage(feed: feed)) { host, loop in
      host.graph.resetCounts()
      host.window.resetRenderWork()
      try host.window.tapStar(ofRow: "a3")
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["FeedPage": 1, "FeedRowView": 1])
      #expect(host.window.renderWork.bodiesEvaluated == 2)
      #expect(host.window.renderWork.rowsEvaluated == 1)
      #expect(host.window.renderWork.cellsConfigured == 1)
      #expect(host.screen.list?.rows[2].isFavorite == true)
    }
  }

  @Test func aPageAppendedBelowTheScreenEvaluatesNoRow() throws {
    let feed = Feed(count: 20)
    try hosting(FeedPage(feed: feed)) { host, loop in
      host.graph.resetCounts()
      host.window.resetRenderWork()
      feed.rows += (21...40).map { FeedRow(id: Article.ID(rawValue: "a\($0)")) }
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["FeedPage": 1])
      #expect(host.window.renderWork.rowsEvaluated == 0)
      #expect(host.screen.list?.rows.count == 40)
    }
  }

  @Test func scrollingEvaluatesTheRowsThatComeOnScreen() throws {
    let feed = Feed(count: 30)
    try hosting(FeedPage(feed: feed)) { host, loop in
      host.graph.resetCounts()
      try host.window.scrollToEnd()
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["FeedRowView": ListView.rowsPerScreen])
    }
  }

  /// A row that scrolls off is dropped as it leaves, as `List` drops it, not at the next update.
  @Test func aRowScrolledOffIsDroppedAsItLeaves() throws {
    func rows(below node: ViewNode?) -> LazyRows? {
      guard let node else { return nil }
      if let rows = node.storage as? LazyRows { return rows }
      return node.children.lazy.compactMap { rows(below: $0) }.first
    }
    let feed = Feed(count: 30)
    try hosting(FeedPage(feed: feed)) { host, loop in
      let list = try #require(rows(below: host.graph.root))
      #expect(list.node.children.count == ListView.rowsPerScreen)
      try host.window.scrollToEnd()
      #expect(list.node.children.count == ListView.rowsPerScreen)
      loop.runUntilIdle()
    }
  }

  @Test func readingRowsOffScreenEvaluatesNothingThatCounts() throws {
    let feed = Feed(count: 100)
    try hosting(FeedPage(feed: feed)) { host, _ in
      host.graph.resetCounts()
      #expect(host.screen.list?.rows.count == 100)
      #expect(host.graph.bodyEvaluations.isEmpty)
    }
  }

  @Test func aFooterProgressViewShowsTheNextPageLoading() throws {
    let feed = Feed(count: 2)
    try hosting(FeedPage(feed: feed)) { host, loop in
      feed.isLoading = true
      loop.runUntilIdle()
      #expect(host.screen.list?.isLoadingNextPage == true)
      feed.isLoading = false
      loop.runUntilIdle()
      #expect(host.screen.list?.isLoadingNextPage == false)
    }
  }
}
