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

  @Observable @MainActor
  final class Stack {
    var path: [String] = []
    var isShown = false
    var events: [String] = []
  }

  struct Covered: View {
    @Bindable var stack: Stack
    var body: some View {
      NavigationStack(path: $stack.path) {
        VStack {
          Text("root")
          if stack.isShown { Text("new").onAppear { stack.events.append("appear") } }
        }
        .navigationDestination(for: String.self) { Text($0) }
      }
    }
  }

  /// A view made while its page is covered is not on screen: it appears when the page does.
  @Test func aViewMadeOnACoveredPageAppearsWhenThePageIsUncovered() throws {
    let stack = Stack()
    try hosting(Covered(stack: stack)) { host, loop in
      stack.path = ["a"]
      loop.runUntilIdle()
      stack.isShown = true
      loop.runUntilIdle()
      #expect(stack.events.isEmpty)
      stack.path = []
      loop.runUntilIdle()
      #expect(stack.events == ["appear"])
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
