import Foundation
import ScenarioKit
import TestSupport
import Testing
import UDFArticles
import UDFNoRevisionGuard

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

  private let udf = PatternEntry(name: "UDF", summary: "", app: UDFArticles.UDFArticlesApp.self)
  /// The teaching variant `UDF/no-revision-guard`: the module with its root guard taken out.
  private let unguarded = PatternEntry(
    name: "UDF/no-revision-guard", summary: "", app: UDFNoRevisionGuard.UDFArticlesApp.self)

  @Test func theUDFAppPassesEveryStaleResultScenario() throws {
    try #require(staleResultScenarios.count >= 5)
    let results = ScenarioRunner.run(staleResultScenarios, on: [udf]).results
    let failures = results.filter { $0.outcome != .passed }.map {
      "\($0.scenario.name): \($0.message ?? "")"
    }
    #expect(failures.isEmpty)
  }

  /// Removing the guard must fail exactly the races the guard decides.
  ///
  /// The others are decided elsewhere, so they still pass: answers that arrive after the user
  /// left are stopped by teardown; an answer whose page is gone (a cancelled login, a cleared
  /// search) has no revision to be rewritten to and nothing to fill; an older query's answer is
  /// also dropped by the search reducer, which compares its query with the field (§4) — so a
  /// search's revision only decides a race between two searches for the same text; and
  /// favorite answers are never dropped whole — the favorites reducer judges them per article,
  /// and the star shows the user's latest tap whatever answers. A request that timed out is
  /// given up by its timeout, which drops its late answer and whose timer ends with it, so no
  /// revision decides those races either. After a logout the old session's loads are decided by
  /// the revision guard (the counter carries over), its favorites by the favorites reducer, which
  /// knows no star of the old account.
  @Test func withoutItsRevisionGuardTheUDFAppFailsExactlyTheRacesTheGuardDecides() {
    let results = ScenarioRunner.run(staleResultScenarios, on: [unguarded]).results
    let failed = Set(results.filter { $0.outcome == .failed }.map(\.scenario.name))
    #expect(
      failed == [
        "A refresh beats a first load that lands late",
        "A first load that fails late does not cover fresh rows with an error",
        "A page answered after a refresh is not appended to the new list",
        "Whatever order a page and a refresh answer in, the refresh wins",
        "A detail answered late never shows under another article",
        "The replaced detail answered late does not fill the new one",
        "A refresh in flight at logout is cancelled, and its late rows with the account's stars are dropped",
        "A first page in flight at logout is cancelled, and its late answer is dropped",
      ])
    let passed = Set(results.filter { $0.outcome == .passed }.map(\.scenario.name))
    #expect(
      passed == [
        "An answer that arrives after leaving renders nothing",
        "A detail that arrives after leaving renders nothing",
        "A login answered after it was cancelled carries out nothing",
        "Clearing the field cancels the search in flight and ignores its answer",
        "Two quick taps end on the last tap whatever order the answers arrive in",
        "A refresh answered while a favorite is saving keeps the pending star",
        "A detail opened while its favorite is saving shows the pending star",
        "A failed unfavorite after a confirmed favorite puts the filled star back",
        "The failure of an older favorite request changes nothing",
        "An older query answered late does not replace newer results",
        "Whatever order two searches answer in, the newest query wins",
        "An answer for a query the field no longer holds is dropped",
        "A failure for a query the field no longer holds is dropped",
        "A first page answered after its timeout is dropped",
        "A refresh that replaces the first load takes over its timeout",
        "A page asked for just after the first page gets its own full 10 s",
        "A favorite still saving is cancelled at logout, and its late success changes nothing",
        "A favorite failing after logout shows no error and moves no star",
      ])
  }

  @Test func theFailureSaysWhichStaleAnswerReachedTheScreen() throws {
    let late = staleResultScenarios.filter {
      $0.name == "A refresh beats a first load that lands late"
    }
    let result = try #require(ScenarioRunner.run(late, on: [unguarded]).results.first)
    #expect(
      result.message?.hasPrefix(
        "step 7 (line 40) 'Then the list shows a3': the list shows a1, a2; expected a3") == true)
  }
}
