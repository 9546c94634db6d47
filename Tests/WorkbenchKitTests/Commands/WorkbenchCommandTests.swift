import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

@Suite(.serialized) struct WorkbenchCommandTests {
  private let passing = OwnScenarios.firstPageFillsTheList

  @Test func jsonOutputFollowsTheContract() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", passing)
    let output = WorkbenchCommand.main(
      [
        "run", file, "--pattern", "udf", "--pattern", "mvi", "--format", "json",
      ], catalog: .builtIn)
    #expect(output.exitCode == .success)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.count == 2)
    #expect(results.map { $0["pattern"] as? String } == ["UDF", "MVI"])
    let first = try #require(results.first)
    #expect(first["scenario"] as? String == "The first page fills the list")
    #expect(first["file"] as? String == file)
    #expect(first["line"] as? Int == 2)
    #expect(first["tags"] as? [String] == [])
    #expect(first["outcome"] as? String == "passed")
    #expect(document["divergent"] as? Int == 0)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["asExpected"] as? Bool == true)
    #expect(summary["scenarios"] as? Int == 1)
  }

  @Test func aFailingScenarioExitsWith1AndSaysWhy() throws {
    let folder = try TemporaryFolder()
    let failing = try folder.write(
      "failing.feature", passing.replacingOccurrences(of: "shows a1, a2", with: "shows a2"))
    let output = WorkbenchCommand.main(
      ["run", failing, "--pattern", "udf"], catalog: .builtIn)
    #expect(output.exitCode == .failure)
    #expect(output.standardOutput.contains("FAIL"))
    #expect(
      output.standardOutput.contains(
        "step 4 (line 6) 'Then the list shows a2': the list shows a1, a2; expected a2"))
    #expect(output.standardOutput.contains("UNEXPECTED RESULTS · divergent: 0 of 1 scenario run"))
  }

  @Test(arguments: [
    (["run", "--pattern", "react"], "Error: unknown pattern 'react' (known: "),
    (["run", "--tag", "@refresh and"], "Error: bad tag expression '@refresh and': "),
    (
      ["run", "--repeat", "0"],
      "Error: '--repeat' expects a whole number from 1 to 100000 (got '0')"
    ),
    (
      ["run", "/no/such/scenarios"],
      "Error: cannot read '/no/such/scenarios': no such file or folder"
    ),
    (
      ["run", "--scenario", "no scenario is called this"], "Error: no scenario matches the filters"
    ),
    (["run", "--formt", "json"], "Error: unknown option '--formt'\nDid you mean '--format'?"),
    (["lst"], "Error: unknown subcommand 'lst'\nDid you mean 'list'?"),
  ])
  func usageErrorsExitWith64(arguments: [String], message: String) {
    let output = WorkbenchCommand.main(arguments, catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix(message))
    #expect(output.standardError.contains("Usage: workbench"))
  }

  @Test func listShowsThePatternsAndTheScenariosWithoutRunningThem() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", "@mine\n" + passing)
    let output = WorkbenchCommand.main(["list", file], catalog: .builtIn)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("PATTERNS\n"))
    #expect(output.standardOutput.contains("\n  UDF "))
    #expect(output.standardOutput.contains("SCENARIOS (1)"))
    #expect(output.standardOutput.contains("    :3    The first page fills the list  @mine"))
  }

  @Test func stepsListsEveryStepWithAnExample() {
    let output = WorkbenchCommand.main(["steps"], catalog: .builtIn)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("  request #{int} fails with {string}\n"))
    #expect(output.standardOutput.contains("      e.g. requests #1 and #2 succeed in any order\n"))
  }

  @Test func explainShowsTheStepsWithThePatternsSideBySide() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", passing)
    let output = WorkbenchCommand.main(
      [
        "explain", "first page", file, "--pattern", "udf", "--pattern", "mvi",
        "--pattern", "mvc", "--width", "200",
      ], catalog: .builtIn)
    #expect(output.exitCode == .success)
    let text = output.standardOutput
    #expect(text.hasPrefix("The first page fills the list  (\(file):2)\n"))
    #expect(text.contains("\n  UDF  passed\n  MVI  passed\n  MVC  passed\n"))
    // Before the app launches every pattern shows the same: one column for all three.
    #expect(text.contains("\nstep 1: Given the server has articles a1, a2\n  UDF, MVI, MVC ─"))
    // Each pattern reports in its own words from the launch on: one column each.
    #expect(text.contains("\nstep 2: When the list appears\n  UDF ─"))
    #expect(text.contains(" │ MVI ─"))
    #expect(text.contains(" │ MVC ─"))
    #expect(text.contains("request #1 started: load first page"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 200 })
    #expect(!text.contains("WHY"))
  }

  @Test func explainTakesItsWidthFromTheCommandLine() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", passing)
    let output = WorkbenchCommand.main(
      ["explain", "first page", file, "--width", "10"], catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(
      output.standardError.hasPrefix(
        "Error: '--width' expects a whole number from 40 to 1000 (got '10')"))
  }

  @Test func explainNeedsOneScenario() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", passing)
    let output = WorkbenchCommand.main(
      ["explain", "no such scenario", file], catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: no scenario is called 'no such scenario'"))
  }

  private let twoAnswers = OwnScenarios.twoStarsInEitherOrder

  /// A run says which scenarios it held the patterns to, and from where: a team's own files
  /// or the workbench's folder, with how many came from each after the filters.
  @Test func theMatrixAndTheJSONSayWhereTheScenariosCameFrom() throws {
    let folder = try TemporaryFolder()
    let own = try folder.write("own.feature", passing)
    let refresh = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/refresh.feature").path
    let mine = WorkbenchCommand.main(["run", own, "--pattern", "MVC"], catalog: .builtIn)
    #expect(
      mine.standardOutput.split(separator: "\n").dropFirst().first
        == "scenarios: 1 of your own, in \(own) (the workbench's own run when no path is named)")

    let both = WorkbenchCommand.main(
      ["run", own, refresh, "--pattern", "MVC", "--tag", "not @slow", "--format", "json"],
      catalog: .builtIn)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(both.standardOutput.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Any])
    let origins = try #require(summary["origins"] as? [[String: Any]])
    #expect(origins.map { $0["path"] as? String } == [own, refresh])
    #expect(origins.map { $0["builtIn"] as? Bool } == [false, true])
    let ran = try #require(summary["scenarios"] as? Int)
    #expect(origins.map { $0["scenarios"] as? Int } == [1, ran - 1])
    #expect(ran > 2)
  }

  @Test func explainShowsTheOrderAskedForWithTheScreenAfterEachAnswer() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", twoAnswers)
    let output = WorkbenchCommand.main(
      [
        "explain", "either order", file, "--pattern", "mvc", "--order", "2",
        "--width", "160",
      ], catalog: .builtIn)
    #expect(output.exitCode == .success)
    let text = output.standardOutput
    #expect(text.contains("  MVC  passed (2 orders run; order #3, #2 is shown)\n"))
    #expect(text.contains("order: #3, #2"))
    #expect(!text.contains("order: #2, #3"))
    // Between the two answers, the screen as the first one left it.
    #expect(text.contains("screen after #3:"))
  }

  @Test func explainRefusesAnOrderTheScenarioDoesNotHave() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", twoAnswers)
    let three = WorkbenchCommand.main(
      [
        "explain", "either order", file, "--pattern", "mvc", "--order", "3",
      ], catalog: .builtIn)
    #expect(three.exitCode == .usage)
    #expect(
      three.standardError.hasPrefix(
        "Error: 'Two stars answer in either order' runs in 2 orders on MVC; '--order' takes 1 to 2"
      ))
    let plain = try folder.write("plain.feature", passing)
    let one = WorkbenchCommand.main(
      ["explain", "first page", plain, "--order", "1"], catalog: .builtIn)
    #expect(one.exitCode == .usage)
    #expect(one.standardError.contains("has no step in any order"))
  }

  @Test func helpDescribesTheRunCommand() {
    let output = WorkbenchCommand.main(["run", "--help"], catalog: .builtIn)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("OVERVIEW: Run the scenarios against the patterns"))
  }
}
