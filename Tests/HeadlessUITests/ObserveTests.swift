import ComposableRuntime
import ComposableUIKit
import HeadlessUI
import Observation
import ScenarioKit
import TestSupport
import Testing

/// `observe { }` on a page, as TCA's UIKit pages keep their views in step with a store: run now,
/// run again on a later turn when what it read changed, only then, and in a fixed order.
@Suite(.serialized) @MainActor
struct ObserveTests {
  @Observable @MainActor
  final class Model {
    var count = 0
    var title = "Shelf"
  }

  final class Page: ViewController {
    init() { super.init(title: "Page") }
  }

  @Test func runsNowThenOnALaterTurnOnceWithTheTurnsLastValues() throws {
    try withLoop { loop in
      let model = Model()
      let page = Page()
      var seen: [Int] = []
      let token = page.observe { seen.append(model.count) }
      // The closure holds the model, whose registrar holds the observation: cancelled at the
      // end, so the test leaves no cycle (a page's closure holds the page weakly instead).
      defer { token.cancel() }
      #expect(seen == [0])

      model.count = 1
      model.count = 2
      #expect(seen == [0], "a change runs nothing during the turn that makes it")
      loop.runUntilIdle()
      #expect(seen == [0, 2])

      model.count = 3
      loop.runUntilIdle()
      #expect(seen == [0, 2, 3], "each run tracks again")
    }
  }

  @Test func onlyWhatARunReadWakesIt() throws {
    try withLoop { loop in
      let model = Model()
      let page = Page()
      var runs = 0
      let token = page.observe {
        runs += 1
        _ = model.count
      }
      defer { token.cancel() }
      model.title = "Other shelf"
      loop.runUntilIdle()
      #expect(runs == 1)
      model.count = 1
      loop.runUntilIdle()
      #expect(runs == 2)
    }
  }

  @Test func theRunsOfATurnGoInTheOrderTheObservationsStarted() throws {
    try withLoop { loop in
      let model = Model()
      let pages = (0..<24).map { _ in Page() }
      var order: [Int] = []
      let tokens = pages.enumerated().map { index, page in
        page.observe {
          _ = model.count
          order.append(index)
        }
      }
      defer { for token in tokens { token.cancel() } }
      order = []
      model.count = 1
      loop.runUntilIdle()
      // Observation reports the change to the 24 in a dictionary's order; they run in theirs.
      #expect(order == Array(0..<24))
    }
  }

  @Test func anObservationEndsWithItsPageOrItsToken() throws {
    try withLoop { loop in
      let model = Model()
      var page: Page? = Page()
      let kept = Page()
      var gonePageRuns = 0
      var cancelledRuns = 0
      page?.observe {
        _ = model.count
        gonePageRuns += 1
      }
      let token = kept.observe {
        _ = model.count
        cancelledRuns += 1
      }
      page = nil
      token.cancel()
      #expect(token.isCancelled)
      model.count = 1
      loop.runUntilIdle()
      #expect(gonePageRuns == 1)
      #expect(cancelledRuns == 1)
    }
  }

  @Test func aPageReadingAStoreRunsAgainForWhatItReadOnly() throws {
    try withLoop { loop in
      let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
      let page = Page()
      var shown: [Int] = []
      let token = page.observe { shown.append(store.count) }
      defer { token.cancel() }
      store.send(.titled("Other shelf"))
      loop.runUntilIdle()
      #expect(shown == [0])
      store.send(.incremented)
      loop.runUntilIdle()
      #expect(shown == [0, 1])
    }
  }
}
