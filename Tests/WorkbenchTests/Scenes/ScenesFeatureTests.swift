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

  @Test(arguments: scenePatterns)
  func everyScenarioPasses(on name: String) throws {
    try #require(scenarios.count >= 10)
    let results = ScenarioRunner.run(scenarios, on: [try pattern(name)]).results
    let failures = results.filter { $0.outcome != .passed }.map {
      "\($0.scenario.name): \($0.message ?? "")"
    }
    #expect(failures.isEmpty)
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
