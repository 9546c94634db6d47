import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import HeadlessSwiftUI

/// A body is evaluated again only when something it read changed, property by property, in a
/// later pass that sees every change of the turn (swiftui-semantics §2).
@Suite(.serialized) @MainActor
struct ObservationTests {
  @Observable @MainActor
  final class Model {
    var name = "a"
    var count = 0
    var unread = 0
  }

  struct Name: View {
    let model: Model
    var body: some View { Text(model.name) }
  }

  struct Count: View {
    let model: Model
    var body: some View { Text("\(model.count)") }
  }

  /// Reads nothing itself: the model only passes through it to its children.
  struct Both: View {
    let model: Model
    var body: some View {
      VStack {
        Name(model: model)
        Count(model: model)
      }
    }
  }

  @Test func aChangeEvaluatesOnlyTheViewsThatReadIt() throws {
    let model = Model()
    try hosting(Both(model: model)) { host, loop in
      host.graph.resetCounts()
      model.count = 1
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["Count": 1])
      #expect(host.texts == ["a", "1"])
    }
  }

  @Test func aPropertyNobodyReadsEvaluatesNothing() throws {
    let model = Model()
    try hosting(Both(model: model)) { host, loop in
      host.graph.resetCounts()
      model.unread = 5
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations.isEmpty)
    }
  }

  @Test func severalChangesInOneTurnMakeOneEvaluationWithTheLastValues() throws {
    let model = Model()
    try hosting(Both(model: model)) { host, loop in
      host.graph.resetCounts()
      model.count = 1
      model.count = 2
      model.name = "b"
      model.count = 3
      loop.runUntilIdle()
      #expect(host.graph.bodyEvaluations == ["Name": 1, "Count": 1])
      #expect(host.texts == ["b", "3"])
    }
  }

  @Test func nothingIsEvaluatedInsideTheChange() throws {
    let model = Model()
    try hosting(Both(model: model)) { host, loop in
      host.graph.resetCounts()
      model.count = 1
      #expect(host.graph.bodyEvaluations.isEmpty)
      #expect(host.texts == ["a", "0"])
      loop.runUntilIdle()
      #expect(host.texts == ["a", "1"])
    }
  }
}
