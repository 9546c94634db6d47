import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import HeadlessSwiftUI

/// `onAppear`, `onDisappear`, `.task`, `.task(id:)` and `onChange` (swiftui-semantics §3).
@Suite(.serialized) @MainActor
struct LifecycleTests {
  @Observable @MainActor
  final class Model {
    var isShown = true
    var query = "a"
    var events: [String] = []
    /// The continuation of the running task, so the test decides when it ends.
    var waiting: [CheckedContinuation<Void, Never>] = []

    func work(_ name: String) async {
      events.append("start \(name)")
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiting.append($0) }
      } onCancel: {
        Task { @MainActor in self.events.append("cancelled \(name)") }
      }
    }

    func finishAll() {
      let waiting = self.waiting
      self.waiting = []
      for continuation in waiting { continuation.resume() }
    }
  }

  struct Child: View {
    let model: Model
    var body: some View {
      Text("child")
        .onAppear { model.events.append("appear") }
        .onDisappear { model.events.append("disappear") }
        .task { await model.work("task") }
    }
  }

  struct Parent: View {
    let model: Model
    var body: some View {
      if model.isShown { Child(model: model) }
    }
  }

  @Test func aTaskStartsOnAppearAndIsCancelledWhenTheViewGoes() throws {
    let model = Model()
    try hosting(Parent(model: model)) { host, loop in
      #expect(model.events == ["appear", "start task"])
      model.isShown = false
      loop.runUntilIdle()
      #expect(model.events == ["appear", "start task", "disappear", "cancelled task"])
      model.finishAll()
      loop.runUntilIdle()
    }
  }

  @Test func appearingAgainStartsANewTask() throws {
    let model = Model()
    try hosting(Parent(model: model)) { host, loop in
      model.isShown = false
      loop.runUntilIdle()
      model.isShown = true
      loop.runUntilIdle()
      #expect(model.events.filter { $0.hasPrefix("start") } == ["start task", "start task"])
      model.finishAll()
      loop.runUntilIdle()
    }
  }

  struct Search: View {
    let model: Model
    var body: some View {
      Text(model.query)
        .task(id: model.query) { await model.work(model.query) }
        .onChange(of: model.query) { old, new in model.events.append("\(old)→\(new)") }
    }
  }

  @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() throws {
    let model = Model()
    try hosting(Search(model: model)) { host, loop in
      model.query = "ab"
      loop.runUntilIdle()
      #expect(model.events == ["start a", "a→ab", "cancelled a", "start ab"])
      model.finishAll()
      loop.runUntilIdle()
    }
  }

  @Test func tearingDownCancelsEveryTask() throws {
    let model = Model()
    try withLoop { loop in
      let host = WindowHost(rootView: Parent(model: model))
      host.show()
      loop.runUntilIdle()
      host.tearDown()
      loop.runUntilIdle()
      #expect(model.events == ["appear", "start task", "disappear", "cancelled task"])
      model.finishAll()
      loop.runUntilIdle()
    }
  }
}
