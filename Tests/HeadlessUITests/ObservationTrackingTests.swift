import HeadlessUI
import Observation
import ScenarioKit
import Testing

/// UIKit's automatic observation tracking in the stand-in: a page's `updateProperties()` runs
/// again after what it read changed, once per turn, in one order, and never after the page
/// left its window.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ObservationTrackingTests {
  @Observable
  @MainActor
  final class Counter {
    var value = 0
    var unrelated = 0
  }

  /// A page that writes down what it read each time it updates.
  @MainActor
  final class CountingPage: ViewController {
    let counter: Counter
    private(set) var shown: [String] = []
    var log: ((String) -> Void)?

    init(_ title: String, counter: Counter) {
      self.counter = counter
      super.init(title: title)
    }

    override func updateProperties() {
      super.updateProperties()
      let entry = "\(title) \(counter.value)"
      shown.append(entry)
      log?(entry)
    }
  }

  @Test func aChangeOfWhatThePageReadUpdatesItOnceItIsStored() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let counter = Counter()
        let page = CountingPage("list", counter: counter)
        #expect(page.shown.isEmpty, "nothing runs before the view loads")
        page.loadViewIfNeeded()
        #expect(page.shown == ["list 0"])

        counter.value = 1
        counter.value = 2
        #expect(page.shown == ["list 0"], "the pass runs on the next turn, not in the change")
        loop.runUntilIdle()
        // One update for the burst, showing the stored value.
        #expect(page.shown == ["list 0", "list 2"])

        counter.unrelated = 1
        loop.runUntilIdle()
        #expect(page.shown == ["list 0", "list 2"])

        counter.value = 3
        loop.runUntilIdle()
        #expect(page.shown == ["list 0", "list 2", "list 3"])
      }
    }
  }

  @Test func aPageThatLeftItsWindowIsNotUpdatedAndNotKeptAlive() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let counter = Counter()
        let window = Window()
        var detail: CountingPage? = CountingPage("detail", counter: counter)
        weak let released = detail
        let navigation = NavigationController(
          rootViewController: CountingPage("list", counter: counter))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.push(detail!)
        counter.value = 1
        navigation.popViewController()
        loop.runUntilIdle()
        #expect(detail?.shown == ["detail 0"], "popped before the pass: not updated")

        detail = nil
        counter.value = 2
        loop.runUntilIdle()
        #expect(released == nil)
      }
    }
  }

  @Test func aCoveredPageStaysCurrentAndATornDownWindowUpdatesNothing() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let counter = Counter()
        let window = Window()
        let list = CountingPage("list", counter: counter)
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.push(CountingPage("detail", counter: counter))
        counter.value = 1
        loop.runUntilIdle()
        #expect(list.shown == ["list 0", "list 1"])

        window.tearDown()
        counter.value = 2
        loop.runUntilIdle()
        #expect(list.shown == ["list 0", "list 1"])
      }
    }
  }

  /// Pages reading one value update in the order they first updated, on every run: the
  /// registrar's own order of observers is not the order of the pass.
  @Test func pagesReadingOneValueUpdateInTheOrderTheyFirstUpdated() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        for _ in 1...20 {
          let counter = Counter()
          var order: [String] = []
          let pages = ["navigation", "list", "detail"].map { CountingPage($0, counter: counter) }
          for page in pages {
            page.log = { order.append($0) }
            page.loadViewIfNeeded()
          }
          order = []
          counter.value = 1
          loop.runUntilIdle()
          #expect(order == ["navigation 1", "list 1", "detail 1"])
        }
      }
    }
  }
}
