import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// `NavigationStack(path:)`: the path is the one source of truth (swiftui-semantics §5), and
/// `sheet(item:)` presents while its item is set (§6).
@Suite(.serialized) @MainActor
struct NavigationTests {
  struct Route: Hashable, Identifiable {
    var id: String
  }

  @Observable @MainActor
  final class Router {
    var path: [Route] = []
    var sheet: Route?
    var dismissals = 0
  }

  struct Detail: View {
    let route: Route
    @State private var taps = 0
    var body: some View {
      Button("tap") { taps += 1 }
        .navigationTitle("\(route.id) \(taps)")
    }
  }

  struct Root: View {
    @Bindable var router: Router
    var body: some View {
      NavigationStack(path: $router.path) {
        List {
          ForEach(["a1", "a2"].map { Article.ID(rawValue: $0) }, id: \.self) { id in
            NavigationLink(value: Route(id: id.rawValue)) { Text(id.rawValue) }
          }
        }
        .navigationTitle("Articles")
        .navigationDestination(for: Route.self) { Detail(route: $0) }
        .sheet(item: $router.sheet, onDismiss: { router.dismissals += 1 }) { route in
          Text(route.id).navigationTitle("Sheet \(route.id)")
        }
      }
    }
  }

  private func titles(_ host: WindowHost) -> [String] {
    host.window.screen.stack.map(\.title)
  }

  @Test func aPathElementIsAPageAndTheBackButtonRemovesIt() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      #expect(titles(host) == ["Articles"])
      try host.window.tapRow("a2")
      loop.runUntilIdle()
      #expect(router.path == [Route(id: "a2")])
      #expect(titles(host) == ["Articles", "a2 0"])
      try host.window.tapBack()
      loop.runUntilIdle()
      #expect(router.path.isEmpty)
      #expect(titles(host) == ["Articles"])
    }
  }

  /// A window's host is found through its root view controller, as a `UIHostingController`
  /// is: under a stack, on a page of its own, and not for a window nobody hosts.
  @Test @MainActor func aWindowsHostIsFoundThroughItsRootViewController() throws {
    try hosting(Root(router: Router())) { host, _ in
      #expect(WindowHost.host(of: host.window) === host)
    }
    try hosting(Text("no stack")) { host, _ in
      #expect(WindowHost.host(of: host.window) === host)
    }
    #expect(WindowHost.host(of: Window()) == nil)
  }

  @Test func aPageIsPlacedWithItsTitle() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      router.path = [Route(id: "a1")]
      router.sheet = Route(id: "s1")
      loop.runUntilIdle()
      // The window records each page as it is placed: a page placed before its title was set
      // would be recorded untitled, and a check of what was released could not find it.
      #expect(
        host.window.renderLog.shownPages.map(\.title) == [
          "Navigation", "Articles", "a1 0", "Sheet s1",
        ])
    }
  }

  @Test func theAppSettingThePathPushesEveryPage() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      router.path = [Route(id: "a1"), Route(id: "a2")]
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles", "a1 0", "a2 0"])
      router.path.removeLast()
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles", "a1 0"])
    }
  }

  @Test func aCancelledBackSwipeWritesNothingAndACompletedOnePops() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      router.path = [Route(id: "a1")]
      loop.runUntilIdle()
      try host.window.beginBackSwipe()
      try host.window.cancelBackSwipe()
      loop.runUntilIdle()
      #expect(router.path == [Route(id: "a1")])
      try host.window.swipeBack()
      loop.runUntilIdle()
      #expect(router.path.isEmpty)
    }
  }

  @Test func theKeptPrefixKeepsItsState() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      router.path = [Route(id: "a1")]
      loop.runUntilIdle()
      try host.tapButton("tap")
      loop.runUntilIdle()
      router.path.append(Route(id: "a2"))
      loop.runUntilIdle()
      router.path.removeLast()
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles", "a1 1"])
    }
  }

  @Test func aSheetShowsWhileItsItemIsSetAndItsDismissalRunsOnDismiss() throws {
    let router = Router()
    try hosting(Root(router: router)) { host, loop in
      router.sheet = Route(id: "login")
      loop.runUntilIdle()
      #expect(host.window.screen.modal?.title == "Sheet login")
      router.sheet = nil
      loop.runUntilIdle()
      #expect(host.window.screen.modal == nil)
      #expect(router.dismissals == 1)
    }
  }

  @Test func aValueWithoutADestinationIsAWarningAndNoPage() throws {
    struct Bare: View {
      @Bindable var router: Router
      var body: some View {
        NavigationStack(path: $router.path) { Text("root").navigationTitle("Root") }
      }
    }
    let router = Router()
    try hosting(Bare(router: router)) { host, loop in
      router.path = [Route(id: "a1")]
      loop.runUntilIdle()
      #expect(titles(host) == ["Root"])
      let warnings = host.window.renderLog.takeWarnings()
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("no matching navigationDestination") == true)
    }
  }
}

/// What the toolkit cannot show is a runtime warning the harness reports, never a crash.
@Suite(.serialized) @MainActor
struct UnsupportedTreeTests {
  @Observable @MainActor
  final class Model {
    var path: [String] = []
    var first: NavigationTests.Route?
    var second: NavigationTests.Route?
  }

  @Test func aStackInsideAStackIsAWarning() throws {
    struct Nested: View {
      @Bindable var model: Model
      var body: some View {
        NavigationStack(path: $model.path) {
          Text("root")
            .navigationDestination(for: String.self) { _ in
              NavigationStack { Text("inner") }
            }
        }
      }
    }
    let model = Model()
    try hosting(Nested(model: model)) { host, loop in
      #expect(host.window.renderLog.takeWarnings().isEmpty)
      model.path = ["a"]
      loop.runUntilIdle()
      let warnings = host.window.renderLog.takeWarnings()
      #expect(warnings.contains { $0.contains("NavigationStack is inside") })
    }
  }

  @Test func twoSheetsAtOnceAreAWarning() throws {
    struct Sheets: View {
      @Bindable var model: Model
      var body: some View {
        Text("root")
          .sheet(item: $model.first) { Text($0.id) }
          .sheet(item: $model.second) { Text($0.id) }
      }
    }
    let model = Model()
    try hosting(Sheets(model: model)) { host, loop in
      model.first = NavigationTests.Route(id: "one")
      loop.runUntilIdle()
      #expect(host.window.renderLog.takeWarnings().isEmpty)
      model.second = NavigationTests.Route(id: "two")
      loop.runUntilIdle()
      #expect(host.window.renderLog.takeWarnings().contains { $0.contains("single sheet") })
    }
  }

  @Test func aRepeatedIDIsAWarning() throws {
    struct Repeated: View {
      let ids: [String]
      var body: some View {
        VStack { ForEach(ids, id: \.self) { Text($0) } }
      }
    }
    try hosting(Repeated(ids: ["a", "b"])) { host, _ in
      #expect(host.window.renderLog.takeWarnings().isEmpty)
    }
    try hosting(Repeated(ids: ["a", "a"])) { host, _ in
      #expect(host.window.renderLog.takeWarnings().contains { $0.contains("multiple times") })
    }
  }
}

/// A torn-down window lets go of everything it showed: no cycle through the environment keeps
/// the graph, its views' state or the app's models alive.
@Suite(.serialized) @MainActor
struct TeardownTests {
  @Test func aTornDownHostReleasesItsGraphAndItsModels() throws {
    weak var graph: ViewGraph?
    weak var router: NavigationTests.Router?
    try withLoop { loop in
      let model = NavigationTests.Router()
      router = model
      let host = WindowHost(rootView: NavigationTests.Root(router: model))
      graph = host.graph
      host.show()
      loop.runUntilIdle()
      model.path = [NavigationTests.Route(id: "a1")]
      loop.runUntilIdle()
      try host.window.tapBack()
      loop.runUntilIdle()
      host.tearDown()
      loop.runUntilIdle()
    }
    #expect(graph == nil)
    #expect(router == nil)
  }
}

/// `@Environment(\.dismiss)` dismisses the sheet or pops the page the view is in, through the
/// same bindings a user's dismissal writes (swiftui-semantics §6).
@Suite(.serialized) @MainActor
struct DismissTests {
  struct Closing: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  struct Root: View {
    @Bindable var router: NavigationTests.Router
    var body: some View {
      NavigationStack(path: $router.path) {
        Text("root")
          .navigationTitle("Articles")
          .navigationDestination(for: NavigationTests.Route.self) { route in
            Closing().navigationTitle(route.id)
          }
          .sheet(item: $router.sheet, onDismiss: { router.dismissals += 1 }) { _ in Closing() }
      }
    }
  }

  @Test func dismissInASheetDismissesItAndRunsOnDismiss() throws {
    let router = NavigationTests.Router()
    try hosting(Root(router: router)) { host, loop in
      router.sheet = NavigationTests.Route(id: "login")
      loop.runUntilIdle()
      try host.tapButton("Close")
      loop.runUntilIdle()
      #expect(router.sheet == nil)
      #expect(router.dismissals == 1)
      #expect(host.window.screen.modal == nil)
    }
  }

  @Test func dismissInAPushedPagePopsItAndThePagesAboveIt() throws {
    let router = NavigationTests.Router()
    try hosting(Root(router: router)) { host, loop in
      router.path = [NavigationTests.Route(id: "a1"), NavigationTests.Route(id: "a2")]
      loop.runUntilIdle()
      // The first "Close" found is the page a1's: dismissing it pops a1 and a2.
      try host.tapButton("Close")
      loop.runUntilIdle()
      #expect(router.path.isEmpty)
      #expect(host.window.screen.stack.map(\.title) == ["Articles"])
    }
  }

  @Test func outsideAPresentationDismissDoesNothing() throws {
    try hosting(Closing()) { host, loop in
      try host.tapButton("Close")
      loop.runUntilIdle()
      #expect(host.texts == ["Close"])
    }
  }
}
