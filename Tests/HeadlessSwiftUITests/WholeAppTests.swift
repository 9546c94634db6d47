import ArticleDomain
import Foundation
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// What a whole app needs of the toolkit beyond one page: a stack's own modifiers, a sheet on
/// the stack, a launch link, scene storage, the windows' update order, a swipe held, a
/// refresh nobody pulled and a flick to the end.
@Suite(.serialized) @MainActor
struct WholeAppTests {
  struct Route: Hashable, Identifiable {
    var id: String
  }

  @Observable @MainActor
  final class Model {
    var path: [Route] = []
    var sheet: Route?
    var stars = 0
    var refreshing = false
    var banner: String?
    @ObservationIgnored var log: [String] = []
  }

  struct Detail: View {
    let route: Route
    let model: Model
    var body: some View {
      Text(route.id)
        .navigationTitle(route.id)
        .task { model.log.append("task \(route.id)") }
        .onDisappear { model.log.append("gone \(route.id)") }
    }
  }

  struct Stack: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack(path: $model.path) {
        List {
          if model.refreshing { ProgressView() }
          ForEach(["a1", "a2"].map { Article.ID(rawValue: $0) }, id: \.self) { id in
            NavigationLink(value: Route(id: id.rawValue)) { Text(id.rawValue) }
          }
        }
        .navigationTitle("Articles")
        .safeAreaInset(edge: .top) {
          if let banner = model.banner { Text(banner) }
        }
        .onAppear { model.log.append("list") }
        .navigationDestination(for: Route.self) { Detail(route: $0, model: model) }
      }
      .sheet(item: $model.sheet) { route in Text(route.id).navigationTitle("Sheet") }
      .onAppear { model.log.append("stack") }
      .onOpenURL { link in model.path = [Route(id: String(link.split(separator: "/").last!))] }
    }
  }

  private func titles(_ host: WindowHost) -> [String] {
    host.window.screen.stack.map(\.title)
  }

  @Test func theViewsAroundAStackAppearWithTheWindowAndItsSheetPresents() throws {
    let model = Model()
    try hosting(Stack(model: model)) { host, loop in
      #expect(model.log == ["stack", "list"])
      model.sheet = Route(id: "s")
      loop.runUntilIdle()
      #expect(host.window.screen.modal?.title == "Sheet")
    }
  }

  @Test func aPopWhileAnotherPassIsDueDoesNotPushThePageAgain() throws {
    let model = Model()
    try hosting(Stack(model: model)) { host, loop in
      try host.window.tapRow("a2")
      loop.runUntilIdle()
      // Going back makes the list appear (its onAppear asks for a pass) before the path is
      // written: the pass must see the path it was told of.
      try host.window.tapBack()
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles"])
      #expect(model.log == ["stack", "list", "task a2", "gone a2", "list"])
    }
  }

  @Test func aBackSwipeHeldKeepsThePageOnScreenAndItsTask() throws {
    let model = Model()
    try hosting(Stack(model: model)) { host, loop in
      try host.window.tapRow("a2")
      loop.runUntilIdle()
      try host.window.beginBackSwipe()
      loop.runUntilIdle()
      try host.window.cancelBackSwipe()
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles", "a2"])
      #expect(model.log == ["stack", "list", "task a2"])
    }
  }

  @Test func aHeaderProgressViewIsARefreshAndAnEmptyInsetIsNoBanner() throws {
    let model = Model()
    try hosting(Stack(model: model)) { host, loop in
      #expect(host.window.screen.list?.isRefreshing == false)
      #expect(
        !host.window.screen.top!.elements.contains { if case .banner = $0 { true } else { false } })
      model.refreshing = true
      model.banner = "You are offline"
      loop.runUntilIdle()
      #expect(host.window.screen.list?.isRefreshing == true)
      #expect(host.window.screen.top!.elements.contains(.banner("You are offline")))
    }
  }

  struct LinkedApp: App {
    @State private var model = Model()
    init(environment: ArticleEnvironment) {}
    var body: some Scene {
      WindowGroup { Stack(model: model) }
    }
  }

  @Test func aLaunchLinkReachesTheWindowBeforeItsFirstFrame() throws {
    try withLoop { loop in
      let app = HostedApp<LinkedApp>(environment: makeWorld("a1").environment)
      app.open("app://articles/a2")
      app.launch()
      loop.runUntilIdle()
      #expect(app.window.screen.stack.map(\.title) == ["Articles", "a2"])
      // The list beneath the linked page was never on screen.
      #expect(app.window.screen.stack.count == 2)
      app.tearDown()
      loop.runUntilIdle()
    }
  }

  // MARK: Scene storage

  struct SavingRoot: View {
    @SceneStorage(HostedApp<SavingApp>.savedPagesKey) private var saved: String?
    var body: some View {
      Button("save") { saved = "list > a2" }
        .navigationTitle(saved ?? "nothing saved")
    }
  }

  struct SavingApp: App {
    init(environment: ArticleEnvironment) {}
    var body: some Scene { WindowGroup { SavingRoot() } }
  }

  @Test func theLaunchScenesStorageIsTheDevicesAndALaterScenesIsItsOwn() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.savePages("list")
      let app = HostedApp<SavingApp>(environment: world.environment)
      app.launch()
      loop.runUntilIdle()
      #expect(app.window.screen.top?.title == "list")
      let second = app.connectScene()
      loop.runUntilIdle()
      #expect(second.screen.top?.title == "nothing saved")
      try #require(app.host(of: second)).tapButton("save")
      loop.runUntilIdle()
      #expect(second.screen.top?.title == "list > a2")
      #expect(world.savedPages == "list")
      try #require(app.host(of: app.window)).tapButton("save")
      loop.runUntilIdle()
      #expect(world.savedPages == "list > a2")
      app.tearDown()
      loop.runUntilIdle()
    }
  }

  // MARK: The windows' order

  @Observable @MainActor
  final class Shared {
    var value = 0
    @ObservationIgnored var windows = 0
    @ObservationIgnored var heard: [Int] = []
    /// The app's model, for the test to change.
    static var current: Shared?
  }

  struct Listener: View {
    let shared: Shared
    @State private var window = 0
    var body: some View {
      Text("\(shared.value)")
        .navigationTitle("listener")
        .onAppear {
          shared.windows += 1
          window = shared.windows
        }
        .onChange(of: shared.value) { _, _ in shared.heard.append(window) }
    }
  }

  struct SharedApp: App {
    @State private var shared: Shared
    init(environment: ArticleEnvironment) {
      let shared = Shared()
      Shared.current = shared
      _shared = State(initialValue: shared)
    }
    var body: some Scene { WindowGroup { Listener(shared: shared) } }
  }

  @Test func windowsUpdateInTheOrderTheyOpened() throws {
    // The registrar calls a property's observers in an order that differs from run to run;
    // ten changes make an unordered update show.
    try withLoop { loop in
      let app = HostedApp<SharedApp>(environment: makeWorld("a1").environment)
      app.launch()
      loop.runUntilIdle()
      _ = app.connectScene()
      _ = app.connectScene()
      loop.runUntilIdle()
      let shared = try #require(Shared.current)
      for _ in 1...10 {
        shared.value += 1
        loop.runUntilIdle()
      }
      #expect(shared.heard == Array(repeating: [1, 2, 3], count: 10).flatMap { $0 })
      app.tearDown()
      loop.runUntilIdle()
    }
  }

  // MARK: A flick to the end

  struct Scrolled: View {
    let count: Int
    let model: Model
    var body: some View {
      List {
        ForEach((1...count).map { Article.ID(rawValue: "a\($0)") }, id: \.self) { id in
          Text(id.rawValue)
        }
      }
      .onScrollPhaseChange { old, new, context in
        let geometry = context.geometry
        let bottom = geometry.contentOffset.y + geometry.containerSize.height
        model.log.append("\(old)>\(new) \(Int(bottom))/\(Int(geometry.contentSize.height))")
      }
      .navigationTitle("Articles")
    }
  }

  @Test func aFlickToTheEndRunsItsPhasesEachTimeWithTheListAtItsEnd() throws {
    let model = Model()
    try hosting(Scrolled(count: 30, model: model)) { host, loop in
      #expect(model.log.isEmpty)
      try host.window.scrollToEnd()
      loop.runUntilIdle()
      let flick = [
        "idle>interacting 1320/1320", "interacting>decelerating 1320/1320",
        "decelerating>idle 1320/1320",
      ]
      #expect(model.log == flick)
      // Already at the end, the flick only bounces; its phases run all the same.
      try host.window.scrollToEnd()
      loop.runUntilIdle()
      #expect(model.log == flick + flick)
    }
  }

  // MARK: A window closed with work in flight

  @Observable @MainActor
  final class Puller {
    @ObservationIgnored var pull: CheckedContinuation<Void, Never>?
    func refresh() async { await withCheckedContinuation { pull = $0 } }
  }

  struct Pulled: View {
    let puller: Puller
    var body: some View {
      List { Text("a1") }
        .refreshable { await puller.refresh() }
        .navigationTitle("Articles")
    }
  }

  @Test func aPullThatEndsAfterItsWindowClosedEvaluatesNothingAgain() throws {
    let puller = Puller()
    try withLoop { loop in
      let host = WindowHost(rootView: Pulled(puller: puller))
      host.show()
      loop.runUntilIdle()
      try host.window.pullToRefresh()
      loop.runUntilIdle()
      host.tearDown()
      loop.runUntilIdle()
      let evaluated = host.graph.totalBodyEvaluations
      // The pull's action returns after the window went: the tree is not made again.
      puller.pull?.resume()
      loop.runUntilIdle()
      #expect(host.graph.root == nil)
      #expect(host.graph.totalBodyEvaluations == evaluated)
    }
  }
}
