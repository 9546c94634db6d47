import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// Binding by observation: a view renders after what it read changes, and never after it left.
@Suite(.serialized) struct ObservationBindingTests {
  @Observable
  @MainActor
  final class Counter {
    var value = 0
    var unrelated = 0
  }

  @Test func aChangeToWhatTheRenderReadRendersAgainOnceItIsStored() throws {
    try withLoop { loop in
      let counter = Counter()
      var shown: [Int] = []
      let queue = RenderQueue()
      let binding = ObservationBinding(queue: queue) { shown.append(counter.value) }
      binding.start()
      #expect(shown == [0])

      counter.value = 1
      counter.value = 2
      loop.runUntilIdle()
      // One render for the burst, showing the stored value.
      #expect(shown == [0, 2])

      counter.unrelated = 1
      loop.runUntilIdle()
      #expect(shown == [0, 2])

      counter.value = 3
      loop.runUntilIdle()
      #expect(shown == [0, 2, 3])
    }
  }

  @Test func aStoppedBindingRendersNothingAndIsNotKeptAlive() throws {
    try withLoop { loop in
      let counter = Counter()
      var renders = 0
      let queue = RenderQueue()
      var binding: ObservationBinding? = ObservationBinding(queue: queue) {
        renders += counter.value
      }
      weak let released = binding
      binding?.start()
      counter.value = 1
      binding?.stop()
      loop.runUntilIdle()
      #expect(renders == 0)

      binding = nil
      counter.value = 2
      loop.runUntilIdle()
      #expect(released == nil)
      #expect(renders == 0)
    }
  }

  /// Two views reading one value render in the order they were bound, on every run: the
  /// registrar's own order of observers is not the order of the render pass.
  @Test func viewsReadingOneValueRenderInTheOrderTheyWereBound() throws {
    try withLoop { loop in
      for _ in 1...20 {
        let counter = Counter()
        let queue = RenderQueue()
        var order: [String] = []
        let bindings = ["navigation", "list", "detail"].map { name in
          ObservationBinding(queue: queue) { order.append("\(name) \(counter.value)") }
        }
        for binding in bindings { binding.start() }
        order = []
        counter.value = 1
        loop.runUntilIdle()
        #expect(order == ["navigation 1", "list 1", "detail 1"])
      }
    }
  }
}
