import BuiltInPatterns
import Foundation
import ScenarioKit
import TestSupport
import Testing

@testable import WorkbenchKit

/// A run whose trace differs between repetitions is named, not only counted: the user needs to
/// know which scenario on which pattern to `explain`.
@Suite(.serialized) struct DivergentRunTests {
  private func run(_ format: String) throws -> CommandOutput {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let catalog = try PatternCatalog.builtIn.adding(
      patterns: [OutsidePattern.entry, OutsidePattern.flaky])
    return WorkbenchCommand.main(
      [
        "run", file, "--pattern", "Flaky", "--pattern", "Tiny", "--repeat", "3", "--in-process",
        "--format", format,
      ], catalog: catalog)
  }

  @Test func theTextNamesEachDivergentRunAndOnlyThose() throws {
    let output = try run("text")
    #expect(output.exitCode == .failure)
    let text = output.standardOutput
    #expect(
      text.contains("\nDIVERGENT — a later repetition's trace differed from the first run's\n"))
    #expect(text.contains("\n  Flaky · The first page fills the list  ("))
    #expect(text.contains("\n  Flaky · A refresh shows the new rows  ("))
    #expect(!text.contains("\n  Tiny · "), "a deterministic pattern is not named")
    #expect(text.contains("divergent: 2 of 4 scenario runs (each repeated 3 times)"))
  }

  @Test func theJSONMarksTheDivergentResults() throws {
    let output = try run("json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    let marked = results.filter { $0["diverged"] as? Bool == true }.map { $0["pattern"] as? String }
    #expect(marked == ["Flaky", "Flaky"])
    #expect(
      results.filter { $0["pattern"] as? String == "Tiny" }.allSatisfy { $0["diverged"] == nil })
    #expect(document["divergent"] as? Int == 2)
  }
}
