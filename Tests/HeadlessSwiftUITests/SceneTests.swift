import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// An ``App``'s windows: state per window, the app's model shared, links handed to the
/// window's `onOpenURL` (swiftui-semantics §7).
@Suite(.serialized) @MainActor
struct SceneTests {
  @Observable @MainActor
  final class Account {
    var stars = 0
  }

  struct Root: View {
    @Environment(Account.self) private var account
    @State private var opened: [String] = []

    var body: some View {
      Button("star") { account.stars += 1 }
        .navigationTitle("\(account.stars) stars, opened \(opened.joined(separator: " "))")
        .onOpenURL { opened.append($0) }
    }
  }

  struct ArticlesApp: App {
    @State private var account = Account()

    init(environment: ArticleEnvironment) {}

    var body: some Scene {
      WindowGroup { Root().environment(account) }
    }
  }

  @Test func eachWindowHasItsOwnStateAndTheAppsModelIsShared() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let app = HostedApp<ArticlesApp>(environment: world.environment)
      app.open("app://articles/a1")
      app.launch()
      loop.runUntilIdle()
      #expect(app.window.screen.top?.title == "0 stars, opened app://articles/a1")
      let second = app.connectScene()
      loop.runUntilIdle()
      #expect(second.screen.top?.title == "0 stars, opened ")
      app.open("app://articles/a2", in: second)
      loop.runUntilIdle()
      #expect(second.screen.top?.title == "0 stars, opened app://articles/a2")
      try app.window.tapFirstButton(in: app)
      loop.runUntilIdle()
      #expect(second.screen.top?.title == "1 stars, opened app://articles/a2")
      app.disconnectScene(of: second)
      #expect(second.screen.stack.isEmpty)
      app.tearDown()
      loop.runUntilIdle()
    }
  }
}

extension Window {
  fileprivate func tapFirstButton<Root>(in app: HostedApp<Root>) throws {
    let host = try #require(app.host(of: self))
    try host.tapButton("star")
  }
}
