import ScenarioKit
import Testing

@testable import WorkbenchKit

/// A team's variant beside its unfinished pattern: the matrix separates the failures that are
/// the mistake's (its pattern passes them) from those the pattern has itself.
@Suite struct MatrixVariantTests {
  private let guarded = ReportFixtures.reference("A late answer is dropped", line: 3)
  private let unwritten = ReportFixtures.reference("Search asks the server", line: 9)
  private let listed = ReportFixtures.reference("A refresh replaces the rows", line: 15)

  private func text(variantOnListed outcome: Outcome) -> String {
    let results = [
      ReportFixtures.result("MVP", guarded), ReportFixtures.result("MVP", unwritten, .failed),
      ReportFixtures.result("MVP", listed),
      ReportFixtures.result("MVP/no-guard", guarded, .failed, message: "the list shows a1"),
      ReportFixtures.result("MVP/no-guard", unwritten, .failed, message: "no search field"),
      ReportFixtures.result("MVP/no-guard", listed, outcome),
    ]
    let report = RunReport(
      results: results, patterns: ["MVP", "MVP/no-guard"], variants: ["MVP/no-guard"],
      repetitions: 1, divergent: 0, elapsed: .milliseconds(5))
    return MatrixRenderer(report).text
  }

  @Test func theMistakesOwnFailuresAreNamedAndThePatternsLeftToIt() {
    let text = text(variantOnListed: .expectedFailure)
    #expect(
      text.contains("  MVP/no-guard — caught by 1 of 1\n      ✗ A refresh replaces the rows\n"))
    #expect(
      text.contains(
        "    not listed, and MVP passes them: 1 — list each as 'fails:' if the mistake is why\n"
          + "      ✗ A late answer is dropped\n"))
    #expect(
      text.contains("    MVP fails 1 more itself; left out of the unexpected results below\n"))
    // The mistake's failure is unexpected; the pattern's own is shown once, under the pattern.
    #expect(text.contains("  MVP/no-guard · A late answer is dropped"))
    #expect(!text.contains("  MVP/no-guard · Search asks the server"))
    #expect(text.contains("  MVP · Search asks the server"))
  }

  @Test func aVariantWithoutItsPatternInTheRunIsJudgedAsBefore() {
    let results = [
      ReportFixtures.result("MVP/no-guard", guarded, .failed, message: "the list shows a1"),
      ReportFixtures.result("MVP/no-guard", unwritten, .failed, message: "no search field"),
    ]
    let report = RunReport(
      results: results, patterns: ["MVP/no-guard"], variants: ["MVP/no-guard"], repetitions: 1,
      divergent: 0, elapsed: .milliseconds(5))
    let text = MatrixRenderer(report).text
    #expect(text.contains("  MVP/no-guard · A late answer is dropped"))
    #expect(text.contains("  MVP/no-guard · Search asks the server"))
    #expect(!text.contains("not listed, and"))
  }
}
