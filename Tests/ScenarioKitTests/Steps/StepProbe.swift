import ArticleDomain
import HeadlessUI
import ScenarioKit

/// Where a step is checked: what the probe shows or asks for, and what happens first.
struct Situation: Sendable, CustomStringConvertible {
  var description: String
  /// What the probe does when the list appears; `nil` when the app is never launched.
  var script: ProbeApp.Script?
  /// Steps before `When the list appears`.
  var given: [String] = []
  /// Steps after it, before the step under test.
  var then: [String] = []

  /// The probe shows `screen` and makes its requests.
  static func showing(_ description: String, _ screen: ProbeScreen, then: [String] = [])
    -> Situation
  {
    Situation(description: description, script: .screen(screen), then: then)
  }

  /// The list probe: request #1 loads the first page; pulling asks for page 2 as request #2,
  /// without cancelling #1.
  static func list(
    _ description: String, flaw: ProbeApp.Flaw = .none, given: [String] = [], then: [String] = []
  ) -> Situation {
    Situation(description: description, script: .list(flaw), given: given, then: then)
  }

  static let notLaunched = Situation(description: "the app was never launched", script: nil)

  /// Runs `step` last in a scenario with this situation's steps before it.
  ///
  /// - Returns: `nil` when the scenario passed, or the failure message of the step, without
  ///   the screen that follows it; a failure of another step is returned whole, so a test
  ///   comparing messages shows it.
  func failure(of step: String) throws -> String? {
    var lines = ["Given the server has articles a1, a2, a3"] + given.map { "And \($0)" }
    if script != nil { lines.append("When the list appears") }
    lines += then.map { "And \($0)" }
    lines.append("Then \(step)")
    let source = """
      Feature: Probe
        Scenario: S
      \(lines.map { "    " + $0 }.joined(separator: "\n"))
      """
    let entry = PatternEntry.probe(script ?? .list(.none))
    let result = ScenarioRunner.run(try compiled(source), on: [entry]).results[0]
    guard let message = result.message else { return nil }
    let stepLine = "step \(lines.count) (line \(lines.count + 2)) 'Then \(step)': "
    guard message.hasPrefix(stepLine), result.outcome == .failed else { return message }
    return String(message.dropFirst(stepLine.count).prefix { $0 != "\n" })
  }
}

/// Short ways to build the probe's pages.
enum Probe {
  static func list(_ views: ProbeView...) -> ProbePage {
    ProbePage(title: "Articles", views: views)
  }

  static func detail(_ id: String, _ views: ProbeView...) -> ProbePage {
    ProbePage(title: id, views: views)
  }

  static func login(_ views: ProbeView...) -> ProbePage {
    ProbePage(title: "Log in", views: views)
  }

  static func row(_ id: String, favorite: Bool = false, pending: Bool = false) -> ListView.Row {
    ListView.Row(
      id: Article.ID(id), title: "Article \(id)", isFavorite: favorite, isPendingSync: pending)
  }

  static func content(_ id: String, favorite: Bool = false) -> DetailView.Content {
    DetailView.Content(
      id: Article.ID(id), title: "Article \(id)", body: "The story.", isFavorite: favorite)
  }
}

extension ProbePage {
  init(title: String, views: [ProbeView]) {
    self.init(title: title)
    self.views = views
  }
}
