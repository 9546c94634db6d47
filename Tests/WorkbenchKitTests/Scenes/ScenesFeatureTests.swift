import BuiltInPatterns
import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// The two-scenes behaviour (`Scenarios/README.md` §15), `Scenarios/scenes.feature`, run twenty
/// times on every pattern, each run giving the same trace: two windows are where a render
/// order can come to depend on the run (an observer registry's order, a queue per window).
///
/// Serialised: scenario runs own the process-wide deterministic loop.
@Suite(.serialized) struct ScenesFeatureTests {
  private let scenarios: [CompiledScenario] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/scenes.feature").path
    return (try? ScenarioLoader.load([file])) ?? []
  }()

  private static let patterns = PatternCatalog.builtIn.patterns.map(\.name)

  private func pattern(_ name: String) throws -> PatternEntry {
    try #require(PatternCatalog.builtIn.patterns.first { $0.name == name })
  }

  /// Every scenario passes, and twenty runs of each give the same trace, as the suite's check
  /// asks of the scenarios in `Scenarios/`: two windows must not render in an order that
  /// changes from run to run.
  @Test(arguments: patterns)
  func everyScenarioPassesTheSameWayEveryRun(on name: String) throws {
    try #require(scenarios.count >= 10)
    let (results, divergent) = ScenarioRunner.run(
      scenarios, on: [try pattern(name)], repetitions: 20)
    let failures = results.filter { $0.outcome != .passed }.map {
      "\($0.scenario.name): \($0.message ?? "")"
    }
    #expect(failures.isEmpty)
    #expect(divergent == 0, "divergent: \(results.filter(\.diverged).map(\.scenario.name))")
  }
}
