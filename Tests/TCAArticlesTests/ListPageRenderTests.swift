import ArticleDomain
import ComposableRuntime
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import TCAArticles

/// How the list page renders the store's changes through its table: the table reloaded only
/// when the rows are other rows, rows appended inserted, a star reconfiguring its own row,
/// read from the table's render work.
@MainActor
@Suite("List page render", .serialized)
struct ListPageRenderTests {
  /// The app's store, logged in and offline, holding `a0` … `a<count-1>` in its first window,
  /// observed by that window's list page, which observes its own store once its view is loaded;
  /// the loop runs the page's observations after each change.
  @MainActor final class ListPage {
    let world = ScriptedWorld()
    let loop: DeterministicLoop
    /// The first window's store, scoped from the app's.
    let store: Store<ArticlesFeature.State, ArticlesFeature.Action>
    let page: ListViewController
    var listView: ListView { page.listView }

    init(rows count: Int, loop: DeterministicLoop) {
      self.loop = loop
      world.isLoggedIn = true
      let environment = world.environment
      let app = Store(initialState: AppFeature.State(), reducer: AppFeature()) {
        $0.use(environment)
      }
      store = app.scope(state: \.[scene: .first], action: .scene(.first))
      let window = store
      page = ListViewController(
        store: store.scope(state: \.list, action: .list), context: { window.listPageContext },
        trace: .disabled)
      // Loaded, the page observes its own store.
      page.loadViewIfNeeded()
      store.send(.list(.cacheLoaded(range(0..<count))))
      app.send(.connectivityChanged(isOnline: false))
      loop.runUntilIdle()
    }

    func range(_ range: Range<Int>) -> [Article] { range.map { article("a\($0)") } }

    /// The render work of the table while `action` is reduced and observed.
    func work(_ action: ArticlesFeature.Action) -> RenderWork {
      listView.resetRenderWork()
      store.send(action)
      loop.runUntilIdle()
      return listView.renderWork
    }
  }

  @Test func aStarTapReconfiguresOnlyItsCellWhenItIsOnScreen() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let list = ListPage(rows: 1_000, loop: loop)

        let visible = list.work(.list(.starTapped("a3")))
        #expect(visible.cellsConfigured == 1)
        #expect(visible.idsDiffed == 0, "the same rows: no ids applied")
        #expect(list.listView.visibleCell(at: 3)?.isFavorite == true)
        #expect(list.listView.visibleCell(at: 3)?.isPendingSync == true)

        let offScreen = list.work(.list(.starTapped("a500")))
        #expect(offScreen.cellsConfigured == 0)
        #expect(offScreen.idsDiffed == 0)
        list.listView.scrollPosition = 495
        #expect(list.listView.visibleCell(at: 500)?.isFavorite == true)
      }
    }
  }

  @Test func aNextPageConfiguresOnlyTheNewRowsThatLandOnScreen() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let more = PageCursor(rawValue: "more")
        let short = ListPage(rows: 5, loop: loop)
        let intoTheWindow = short.work(
          .list(.pageAnswered(after: more, .success(Page(articles: short.range(5..<25))))))
        #expect(intoTheWindow.cellsConfigured == ListView.rowsPerScreen - 5)
        #expect(short.listView.numberOfRows == 25)

        let long = ListPage(rows: 1_000, loop: loop)
        let belowTheWindow = long.work(
          .list(.pageAnswered(after: more, .success(Page(articles: long.range(1_000..<1_020))))))
        #expect(belowTheWindow.cellsConfigured == 0)
        #expect(long.listView.numberOfRows == 1_020)
      }
    }
  }

  @Test func anotherListReloadsAtMostTheVisibleRows() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let list = ListPage(rows: 1_000, loop: loop)
        let replaced = list.work(
          .list(.pageAnswered(after: nil, .success(Page(articles: list.range(2_000..<3_000))))))
        #expect(replaced.cellsConfigured == ListView.rowsPerScreen)
        #expect(list.listView.visibleCell(at: 0)?.id == "a2000")

        var starred = list.range(2_000..<3_000)
        starred[1].isFavorite = true
        let sameIDs = list.work(.list(.pageAnswered(after: nil, .success(Page(articles: starred)))))
        #expect(sameIDs.cellsConfigured <= ListView.rowsPerScreen)
        #expect(list.listView.visibleCell(at: 1)?.isFavorite == true)
      }
    }
  }
}
