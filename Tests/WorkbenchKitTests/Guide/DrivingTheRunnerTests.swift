import BuiltInPatterns
import Foundation
import MVCArticles
import ScenarioKit
import Testing

/// The author's guide's "Driving the runner from code", run: the guide quotes the body of this
/// test (``GuideCodeTests`` holds the quote to it), so its code compiles and does what the
/// guide says.
@Suite struct DrivingTheRunnerTests {
  /// The package's folder: the guide's `../architecture-workbench` from a package beside it.
  private static let workbench = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  @Test func runsTheScenariosOnAPatternInThisProcess() throws {
    // A built-in app stands in for yours.
    typealias MyArticlesApp = MVCArticlesApp
    let checkout = Self.workbench
    var failed: [String] = []

    let files = try ScenarioLoader.featureFiles(at: [checkout + "/Scenarios/refresh.feature"])
    let scenarios = try ScenarioLoader.load(files)
    let mine = PatternEntry(name: "Mine", summary: "my architecture", app: MyArticlesApp.self)
    let (results, divergent) = ScenarioRunner.run(scenarios, on: [mine], repetitions: 3)
    for result in results where result.outcome != .passed {
      failed.append("\(result.scenario.name): \(result.outcome) \(result.message ?? "")")
    }

    #expect(results.count == scenarios.count)
    #expect(results.count > 5)
    #expect(failed == [])
    #expect(divergent == 0)
  }
}
