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
    // Each names the first line of its trace that differs, as the first run and the second
    // wrote it: the flaky app traces how often it was launched in this process.
    let named = try #require(
      text.firstMatch(
        of:
          /\n  Flaky · The first page fills the list  \([^)]*\)\n    run 2 first differs at trace line (\d+):\n      run 1: (.*launch number (\d+))\n      run 2: (.*launch number (\d+))\n/
      ))
    #expect(Int(named.output.5) == Int(named.output.3).map { $0 + 1 })
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
    #expect(
      results.filter { $0["pattern"] as? String == "Flaky" }.allSatisfy {
        ($0["divergence"] as? String)?.hasPrefix("run 2 first differs at trace line ") == true
      })
  }
}
