import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// A page is read as a UI test reads it (``PageReading``), and the harness acts on it through
/// the same window actions as on the UIKit-style chapters.
@Suite(.serialized) @MainActor
struct PageReadingTests {
  enum Phase: Equatable {
    case loading
    case failed(String)
    case empty, loaded
  }

  @Observable @MainActor
  final class Model {
    var phase = Phase.loading
    var query = ""
    var isOffline = false
    var retries = 0
    var refreshes = 0
    var rows = [FeedRow(id: "a1")]
    var refreshing: CheckedContinuation<Void, Never>?

    func refresh() async {
      refreshes += 1
      await withCheckedContinuation { refreshing = $0 }
    }
  }

  struct Page: View {
    @Bindable var model: Model
    var body: some View {
      content
        .navigationTitle("Articles")
        .searchable(text: $model.query)
        .safeAreaInset(edge: .top) {
          if model.isOffline { Text("You are offline") }
        }
    }

    @ViewBuilder private var content: some View {
      switch model.phase {
      case .loading:
        ProgressView()
      case .failed(let message):
        ContentUnavailableView {
          Label(message, systemImage: "exclamationmark.triangle")
        } actions: {
          Button("Retry") { model.retries += 1 }
        }
      case .empty:
        ContentUnavailableView("No articles", systemImage: "tray")
      case .loaded:
        List {
          ForEach(model.rows) { row in Text(row.id.rawValue) }
        }
        .refreshable { await model.refresh() }
      }
    }
  }

  @Test func eachPhaseReadsAsTheScreenShowsIt() throws {
    let model = Model()
    try hosting(Page(model: model)) { host, loop in
      #expect(host.window.screen.description.contains("│ spinner"))
      model.phase = .failed("The server is down")
      loop.runUntilIdle()
      #expect(
        host.window.screen.top?.elements.contains(
          .error(message: "The server is down", canRetry: true)) == true)
      try host.window.tapRetry()
      #expect(model.retries == 1)
      model.phase = .empty
      loop.runUntilIdle()
      #expect(host.window.screen.top?.elements.contains(.message("No articles")) == true)
      model.isOffline = true
      loop.runUntilIdle()
      #expect(
        host.window.screen.top?.elements == [
          .banner("You are offline"), .searchField(text: ""), .message("No articles"),
        ])
    }
  }

  @Test func anInsetThatShowsNothingIsNoBanner() throws {
    let model = Model()
    model.phase = .empty
    try hosting(Page(model: model)) { host, loop in
      #expect(
        host.window.screen.top?.elements == [.searchField(text: ""), .message("No articles")])
      model.isOffline = true
      loop.runUntilIdle()
      #expect(host.window.screen.top?.elements.first == .banner("You are offline"))
      model.isOffline = false
      loop.runUntilIdle()
      #expect(host.window.screen.top?.elements.contains(.banner("")) == false)
    }
  }

  @Observable @MainActor
  final class Retrying {
    var failed = "the list"
    var retried: [String] = []
  }

  /// A Retry whose label never changes, and whose action retries what failed.
  struct RetryPage: View {
    let model: Retrying
    var body: some View {
      let failed = model.failed
      ContentUnavailableView {
        Label("Something went wrong", systemImage: "exclamationmark.triangle")
      } actions: {
        Button("Retry") { model.retried.append(failed) }
      }
    }
  }

  /// A page evaluated again that shows the same labels is read again all the same: a control's
  /// new action may differ from the old one (here, what the Retry retries).
  @Test func aControlWithTheSameLabelRunsItsNewAction() throws {
    let model = Retrying()
    try hosting(RetryPage(model: model)) { host, loop in
      try host.window.tapRetry()
      model.failed = "the search"
      loop.runUntilIdle()
      try host.window.tapRetry()
      #expect(model.retried == ["the list", "the search"])
    }
  }

  @Test func typingWritesTheSearchBinding() throws {
    let model = Model()
    try hosting(Page(model: model)) { host, loop in
      try host.window.type("sw")
      #expect(model.query == "sw")
      model.query = ""
      loop.runUntilIdle()
      #expect(host.window.screen.top?.elements.contains(.searchField(text: "")) == true)
    }
  }

  @Test func theRefreshControlShowsUntilTheRefreshReturns() throws {
    let model = Model()
    model.phase = .loaded
    try hosting(Page(model: model)) { host, loop in
      try host.window.pullToRefresh()
      loop.runUntilIdle()
      #expect(model.refreshes == 1)
      #expect(host.window.screen.list?.isRefreshing == true)
      model.refreshing?.resume()
      loop.runUntilIdle()
      #expect(host.window.screen.list?.isRefreshing == false)
    }
  }

  @Test func aRefreshIsCancelledWhenItsListGoes() throws {
    let model = Model()
    model.phase = .loaded
    try hosting(Page(model: model)) { host, loop in
      try host.window.pullToRefresh()
      loop.runUntilIdle()
      let list = try #require(host.graph.root.flatMap { Self.list(in: $0) })
      let task = try #require(list.refreshTask)
      model.phase = .loading
      loop.runUntilIdle()
      #expect(task.isCancelled)
      model.refreshing?.resume()
      loop.runUntilIdle()
    }
  }

  private static func list(in node: ViewNode) -> ListContent? {
    if let list = node.storage as? ListContent { return list }
    return node.children.lazy.compactMap(list(in:)).first
  }
}

/// `@Environment` reads what a view above set, by key or by object type (§8).
@Suite(.serialized) @MainActor
struct EnvironmentTests {
  @Observable @MainActor
  final class Account {
    var name = "ana"
  }

  struct Reader: View {
    @Environment(\.greeting) private var greeting
    @Environment(Account.self) private var account
    var body: some View { Text("\(greeting) \(account.name)") }
  }

  @Test func aViewReadsTheValuesSetAboveIt() throws {
    let account = Account()
    let view = Reader().environment(\.greeting, "hi").environment(account)
    try hosting(view) { host, loop in
      #expect(host.texts == ["hi ana"])
      account.name = "bo"
      loop.runUntilIdle()
      #expect(host.texts == ["hi bo"])
    }
  }

  @Test func anUnsetValueIsItsDefault() throws {
    try hosting(Reader().environment(Account())) { host, _ in
      #expect(host.texts == ["hello ana"])
    }
  }
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKeyAccess.key] }
    set { self[GreetingKeyAccess.key] = newValue }
  }
}

private enum GreetingKeyAccess {
  struct Key: EnvironmentKey {
    static let defaultValue = "hello"
  }
  static let key = Key.self
}

/// The detail and the login form are read from a page's own texts and buttons.
@Suite(.serialized) @MainActor
struct FormReadingTests {
  @Observable @MainActor
  final class Model {
    var isFavorite = false
    var isPending = false
    var isLoggingIn = false
    var message: String?
    var taps: [String] = []
  }

  struct Detail: View {
    let model: Model
    var body: some View {
      VStack {
        Text("Observation")
        Text("A body.")
        Button {
          model.taps.append("star")
        } label: {
          Image(systemName: model.isFavorite ? "star.fill" : "star")
        }
        if model.isPending { Image(systemName: "icloud.and.arrow.up") }
      }
      .navigationTitle("a2")
    }
  }

  struct Login: View {
    let model: Model
    var body: some View {
      VStack {
        if let message = model.message { Text(message) }
        if model.isLoggingIn { ProgressView() }
        Button("Log in") { model.taps.append("log in") }
        Button("Cancel") { model.taps.append("cancel") }
      }
      .navigationTitle("Log in")
    }
  }

  @Test func aStarOutsideAListIsTheDetailOfThePagesArticle() throws {
    let model = Model()
    try hosting(Detail(model: model)) { host, loop in
      #expect(
        host.window.screen.top?.elements == [
          .detail(.init(id: "a2", title: "Observation", body: "A body.", isFavorite: false))
        ])
      try host.window.tapDetailStar()
      #expect(model.taps == ["star"])
      model.isFavorite = true
      model.isPending = true
      loop.runUntilIdle()
      #expect(
        host.window.screen.top?.elements == [
          .detail(
            .init(
              id: "a2", title: "Observation", body: "A body.", isFavorite: true, isPendingSync: true
            ))
        ])
    }
  }

  @Test func aLogInButtonIsTheLoginForm() throws {
    let model = Model()
    try hosting(Login(model: model)) { host, loop in
      #expect(host.window.screen.top?.elements == [.loginForm(isLoggingIn: false, message: nil)])
      try host.window.tapLogIn()
      try host.window.tapCancelLogin()
      #expect(model.taps == ["log in", "cancel"])
      model.isLoggingIn = true
      model.message = "Wrong password"
      loop.runUntilIdle()
      #expect(
        host.window.screen.top?.elements == [
          .loginForm(isLoggingIn: true, message: "Wrong password")
        ])
    }
  }
}
