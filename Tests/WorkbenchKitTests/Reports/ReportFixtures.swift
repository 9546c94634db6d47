import BuiltInPatterns
import Foundation
import ScenarioKit

@testable import WorkbenchKit

/// Results and models written by hand, so renderers can be tested without running scenarios.
enum ReportFixtures {
  static func reference(_ name: String, line: Int = 3, tags: [String] = []) -> ScenarioReference {
    ScenarioReference(
      name: name, feature: "Own scenarios", file: "own.feature", line: line, tags: tags)
  }

  static func result(
    _ pattern: String, _ scenario: ScenarioReference, _ outcome: Outcome = .passed,
    message: String? = nil, trace: [String] = []
  ) -> ScenarioResult {
    ScenarioResult(
      pattern: pattern, scenario: scenario, outcome: outcome, message: message, ordersRun: 1,
      trace: trace, fingerprint: 7)
  }

  /// A model of `results` on `patterns`, with `variants` among them.
  static func model(
    _ results: [ScenarioResult], patterns: [String], variants: Set<String> = [],
    bench: BenchResults? = nil
  ) -> ReportModel {
    let run = RunReport(
      results: results, patterns: patterns, variants: variants, repetitions: 1, divergent: 0,
      elapsed: .milliseconds(250))
    return ReportModel(
      run: run, catalog: .builtIn, bench: bench, invocation: "workbench report",
      generatedAt: Date(timeIntervalSince1970: 1_800_000_000))
  }

  /// A trace in which request #1 is replaced by #2 and answers late, as `refresh.feature` does.
  static func staleTrace(appliedLate: Bool) -> [String] {
    [
      "step 1: When the list appears",
      "  render list",
      "request #1 started: load first page",
      "    list: no rows",
      "step 2: And the user pulls to refresh",
      "request #1 cancelled (the server answers anyway)",
      "request #2 started: load first page",
      "    list (refreshing): no rows",
      "step 3: And request #2 succeeds with articles a3",
      "request #2 succeeded",
      "  render list",
      "    list: a3",
      "step 4: And request #1 succeeds late with articles a1, a2",
      "request #1 succeeded (superseded)",
    ]
      + (appliedLate
        ? ["  observed: the answer to #1 changed 1 view and the screen", "    list: a1, a2"]
        : [
          "  action stale answer dropped", "  observed: the answer to #1 changed no view",
          "    list: a3",
        ])
  }
}
