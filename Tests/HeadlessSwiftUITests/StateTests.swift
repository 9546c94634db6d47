import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// `@State` lives as long as its view's identity (swiftui-semantics §1).
@Suite(.serialized) @MainActor
struct StateTests {
  /// A counter the test reads through the screen: its title shows the count.
  struct Counter: View {
    @State var count: Int
    let label: String

    init(start: Int, label: String = "") {
      _count = State(initialValue: start)
      self.label = label
    }

    var body: some View {
      Button("\(label)\(count)") { count += 1 }
        .navigationTitle("\(label)\(count)")
    }
  }

  @Observable @MainActor
  final class Switches {
    var showsFirst = true
    var id = 1
    var label = ""
    var start = 0
  }

  struct Parent: View {
    let switches: Switches

    var body: some View {
      if switches.showsFirst {
        Counter(start: switches.start, label: switches.label).id(switches.id)
      } else {
        Counter(start: switches.start, label: switches.label)
      }
    }
  }

  @Test func stateSurvivesTheParentMakingTheViewAgain() throws {
    let switches = Switches()
    try hosting(Parent(switches: switches)) { host, loop in
      try host.tapButton()
      loop.runUntilIdle()
      #expect(host.window.screen.top?.title == "1")
      // A new label makes the parent evaluate again, handing a new struct with a new start.
      switches.label = "n="
      switches.start = 40
      loop.runUntilIdle()
      #expect(host.window.screen.top?.title == "n=1")
    }
  }

  @Test func anotherIDIsAnotherViewWithFreshState() throws {
    let switches = Switches()
    try hosting(Parent(switches: switches)) { host, loop in
      try host.tapButton()
      loop.runUntilIdle()
      switches.id = 2
      loop.runUntilIdle()
      #expect(host.window.screen.top?.title == "0")
    }
  }

  @Test func theOtherBranchOfAnIfIsAnotherViewWithFreshState() throws {
    let switches = Switches()
    try hosting(Parent(switches: switches)) { host, loop in
      try host.tapButton()
      loop.runUntilIdle()
      switches.showsFirst = false
      loop.runUntilIdle()
      #expect(host.window.screen.top?.title == "0")
      try host.tapButton()
      loop.runUntilIdle()
      switches.showsFirst = true
      loop.runUntilIdle()
      #expect(host.window.screen.top?.title == "0")
    }
  }

  /// The initial-value expression runs each time the struct is made; the first value is kept.
  @Test func aStateObjectIsMadeOnEveryParentEvaluationAndTheFirstKept() throws {
    final class Made {
      nonisolated(unsafe) static var count = 0
      let number: Int
      init() {
        Made.count += 1
        number = Made.count
      }
    }
    struct Holder: View {
      @State var made = Made()
      var body: some View { Text("\(made.number)") }
    }
    struct Outer: View {
      let switches: Switches
      var body: some View {
        Holder().navigationTitle(switches.label)
      }
    }
    Made.count = 0
    let switches = Switches()
    try hosting(Outer(switches: switches)) { host, loop in
      switches.label = "again"
      loop.runUntilIdle()
      #expect(Made.count == 2)
      #expect(host.texts == ["1"])
      #expect(host.graph.bodyEvaluations["Holder"] == 1)
    }
  }
}
