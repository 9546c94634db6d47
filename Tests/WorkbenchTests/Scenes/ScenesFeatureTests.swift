import Foundation
import ScenarioKit
import Testing

@testable import Workbench

/// The two-scenes behaviour (`Scenarios/README.md` §15), run on the patterns that show the
/// feature in several windows.
///
/// Its scenarios live beside this test, not in `Scenarios/`, until every pattern passes them:
/// the TCA chapter keeps one store for one window so far, and the suite runs every
/// scenario on every pattern.
///
/// Serialised: scenario runs own the process-wide deterministic loop.
@Suite(.serialized) struct ScenesFeatureTests {
  private let scenarios: [CompiledScenario] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("scenes.feature").path
    return (try? ScenarioLoader.load([file])) ?? []
  }()

  /// The patterns whose apps conform to `HeadlessSceneApp`.
  private static let scenePatterns = ["MVC", "MVVM", "Coordinator", "UDF", "MVI", "VIPER"]

  private func pattern(_ name: String) throws -> PatternEntry {
    try #require(PatternCatalog.builtIn.patterns.first { $0.name == name })
  }

  /// Every scenario passes, and twenty runs of each give the same trace, as the suite's check
  /// asks of the scenarios in `Scenarios/`: two windows must not render in an order that
  /// changes from run to run.
  @Test(arguments: scenePatterns)
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

  /// An app with one window fails the first step that opens another, and says why.
  @Test func anAppWithOneWindowIsToldItShowsOneWindowOnly() throws {
    let results = ScenarioRunner.run(scenarios, on: [try pattern("TCA")]).results
    #expect(results.allSatisfy { $0.outcome == .failed })
    #expect(
      results.allSatisfy {
        $0.message?.contains(
          "the app shows one window only: TCAArticlesApp does not conform to HeadlessSceneApp")
          == true
      })
  }
}
