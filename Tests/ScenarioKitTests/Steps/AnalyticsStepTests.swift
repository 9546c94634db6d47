import ArticleDomain
import Foundation
import HeadlessUI
import ScenarioKit
import Testing

/// A list page with a search field that records what a test chooses: a screen view at launch,
/// and for each text typed a search of its length, or one that carries the query or a title.
@MainActor
private final class RecordingApp: HeadlessApp {
  enum Search: Sendable { case length, query, title }

  let window = Window()
  private let page = ViewController(title: "Articles")
  private let field = SearchField()
  private let analytics: any Analytics

  init(environment: ArticleEnvironment, search: Search) {
    analytics = environment.analytics
    page.view.addSubview(field)
    page.view.addSubview(ListView())
    field.onTextChange = { [analytics] text in
      switch search {
      case .length: analytics.record(.search(characters: text.count))
      case .query: analytics.record(AnalyticsEvent(name: "search", parameters: ["query": text]))
      case .title:
        analytics.record(AnalyticsEvent(name: "favorite", parameters: ["article": "Article a1"]))
      }
    }
  }

  convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, search: .length)
  }

  func launch() {
    analytics.record(.screenView(.list))
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
  }

  func open(_ link: String) {}
  func tearDown() { window.tearDown() }
}

/// The result of `steps` (after 3 articles) on the recording app: `nil` when it passed, else
/// the failure's first line without its step prefix.
@MainActor
private func failure(of steps: [String], search: RecordingApp.Search = .length) throws -> String? {
  let source = """
    Feature: Analytics
      Scenario: S
        Given the server has articles a1, a2, a3
    \(steps.map { "    " + $0 }.joined(separator: "\n"))
    """
  let entry = PatternEntry(name: "Recording", summary: "a recording app") {
    RecordingApp(environment: $0, search: search)
  }
  let result = ScenarioRunner.run(try compiled(source), on: [entry]).results[0]
  return result.message.map { line in
    let first = String(line.prefix { $0 != "\n" })
    return first.range(of: "': ").map { String(first[$0.upperBound...]) } ?? first
  }
}

@Suite("Analytics checks read the events the app recorded, and each can fail")
@MainActor
struct AnalyticsStepTests {
  @Test("the events, in order, pass; another list, a missing event or an extra one fails")
  func recordedList() throws {
    let steps = ["When the list appears", "And the user types \"Ar\""]
    #expect(
      try failure(
        of: steps + [
          "Then analytics recorded \"screen view list, search 1 characters, search 2 characters\""
        ]) == nil)
    #expect(
      try failure(of: steps + ["Then analytics recorded \"screen view list\""])
        == "analytics recorded \"screen view list, search 1 characters, search 2 characters\"; "
        + "expected \"screen view list\"")
    #expect(
      try failure(of: ["When the list appears", "Then analytics recorded nothing"])
        == "analytics recorded \"screen view list\"")
  }

  @Test("before the app is built, no analytics check can pass")
  func notLaunched() throws {
    #expect(
      try failure(of: ["Then analytics recorded nothing"]) == "the app has not been launched")
    #expect(
      try failure(of: ["Then analytics recorded only allowed fields"])
        == "the app has not been launched")
  }

  @Test("'without the query' fails on an event that carries the query, or with no such event")
  func withoutTheQuery() throws {
    let steps = ["When the list appears", "And the user types \"Art\""]
    #expect(
      try failure(of: steps + ["Then analytics recorded \"search\" without the query"]) == nil)
    #expect(
      try failure(
        of: steps + ["Then analytics recorded \"search\" without the query"], search: .query)
        == "analytics recorded \"search query=Art\", which carries the query \"Art\"")
    #expect(
      try failure(of: steps + ["Then analytics recorded \"share\" without the query"])
        == "analytics recorded no \"share\"; it recorded \"screen view list, search 1 characters, "
        + "search 2 characters, search 3 characters\"")
    #expect(
      try failure(
        of: ["When the list appears", "Then analytics recorded \"screen view\" without the query"])
        == "the user typed no query to look for")
  }

  @Test("'only allowed fields' fails on a field off the allow-list and on a title")
  func allowList() throws {
    let steps = ["When the list appears", "And the user types \"Art\""]
    #expect(try failure(of: steps + ["Then analytics recorded only allowed fields"]) == nil)
    #expect(
      try failure(of: steps + ["Then analytics recorded only allowed fields"], search: .query)
        == "analytics recorded \"search query=A\": 'search' carries 'query', not allowed")
    #expect(
      try failure(
        of: [
          "When the list appears", "And the user types \"zz\"",
          "Then analytics recorded only allowed fields",
        ], search: .title)
        == "analytics recorded \"favorite article=Article a1\", which carries the title "
        + "\"Article a1\"")
  }
}
