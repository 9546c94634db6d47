import Foundation
import ScenarioKit
import Testing
import UDFArticles

/// The stale-result scenarios, run on the UDF app with and without its revision guard.
///
/// Serialised: scenario runs own the process-wide deterministic loop.
@Suite(.serialized) struct StaleResultScenarioTests {
  /// The built-in scenarios tagged `@stale-result`.
  private let staleResultScenarios: [CompiledScenario] = {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios").path
    let files = (try? ScenarioLoader.featureFiles(at: [folder])) ?? []
    let scenarios = (try? ScenarioLoader.load(files)) ?? []
    return scenarios.filter { $0.reference.tags.contains("stale-result") }
  }()

  private let udf = PatternEntry(name: "UDF", summary: "", app: UDFArticlesApp.self)
  private let unguarded = PatternEntry(
    name: "UDF without revision guard", summary: "", app: UnguardedUDFArticlesApp.self)

  @Test func theUDFAppPassesEveryStaleResultScenario() throws {
    try #require(staleResultScenarios.count >= 5)
    let results = ScenarioRunner.run(staleResultScenarios, on: [udf]).results
    let failures = results.filter { $0.outcome != .passed }.map { "\($0.scenario.name): \($0.message ?? "")" }
    #expect(failures.isEmpty)
  }

  /// Removing the guard must fail exactly the races the guard decides. Answers that arrive after
  /// the user left are stopped by teardown, not by the guard, so those scenarios still pass.
  @Test func withoutItsRevisionGuardTheUDFAppFailsExactlyTheRacesTheGuardDecides() {
    let results = ScenarioRunner.run(staleResultScenarios, on: [unguarded]).results
    let failed = Set(results.filter { $0.outcome == .failed }.map(\.scenario.name))
    #expect(
      failed == [
        "A refresh beats a first load that lands late",
        "A first load that fails late does not cover fresh rows with an error",
        "A page answered after a refresh is not appended to the new list",
        "Whatever order a page and a refresh answer in, the refresh wins",
      ])
    let passed = Set(results.filter { $0.outcome == .passed }.map(\.scenario.name))
    #expect(passed == ["An answer that arrives after leaving renders nothing"])
  }

  @Test func theFailureSaysWhichStaleAnswerReachedTheScreen() throws {
    let late = staleResultScenarios.filter { $0.name == "A refresh beats a first load that lands late" }
    let result = try #require(ScenarioRunner.run(late, on: [unguarded]).results.first)
    #expect(
      result.message?.hasPrefix(
        "step 7 (line 40) 'Then the list shows a3': the list shows a1, a2; expected a3") == true)
  }
}
