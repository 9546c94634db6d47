import BuiltInVariants
import Foundation
import ScenarioKit
import TestSupport
import Testing
import WorkbenchKit

/// `workbench agree`: sessions a user could have, run on several patterns, compared by what the
/// harness observed.
@Suite(.serialized) struct AgreeCommandTests {
  @Test func theSameSeedWritesTheSameSessionsAndFindsTheSame() {
    let arguments = [
      "agree", "--pattern", "MVVM", "--pattern", "MVVM/no-cancel", "--sessions", "20",
    ]
    let first = WorkbenchCommand.main(arguments + ["--seed", "7"], catalog: .builtInWithVariants)
    let second = WorkbenchCommand.main(arguments + ["--seed", "7"], catalog: .builtInWithVariants)
    #expect(first == second)
    let other = WorkbenchCommand.main(arguments + ["--seed", "8"], catalog: .builtInWithVariants)
    #expect(other.standardOutput != first.standardOutput)
  }

  @Test func aPatternWithAClassicMistakeIsFoundDifferentWithTheSessionToReplay() throws {
    let output = WorkbenchCommand.main(
      [
        "agree", "--pattern", "MVVM", "--pattern", "MVVM/no-cancel", "--sessions", "60", "--show",
        "1",
      ], catalog: .builtInWithVariants)
    #expect(output.exitCode == .failure)
    #expect(output.standardOutput.contains("MVVM/no-cancel differs from MVVM in session"))
    #expect(output.standardOutput.contains("WHERE THE PATTERNS PART"))
    // The session is printed as a scenario a reviewer can save and run as it is.
    let text = try #require(output.standardOutput.components(separatedBy: "The session:\n").last)
    let feature = String(text.prefix { $0 != "…" }).components(separatedBy: "\n\nWHERE")[0]
    let folder = try TemporaryFolder()
    let file = try folder.write("session.feature", feature)
    let replay = WorkbenchCommand.main(
      ["run", file, "--pattern", "MVVM", "--in-process"], catalog: .builtInWithVariants)
    #expect(replay.exitCode == .success)
  }

  @Test func oneObservationOfOnePatternAgreesWithItself() throws {
    let mvvm = try #require(PatternCatalog.builtInWithVariants.pattern(named: "MVVM"))
    let sessions = UserSessionGenerator(seed: 3).sessions(count: 30, steps: 16, on: mvvm)
    let report = AgreementCheck.run(sessions, on: [mvvm, mvvm])
    #expect(report.sessions == 30)
    #expect(report.disagreements.isEmpty)
    #expect(sessions.allSatisfy { $0.text.hasPrefix("Feature: A generated user session") })
  }

  @Test func agreeNeedsTwoPatterns() {
    let output = WorkbenchCommand.main(
      ["agree", "--pattern", "MVVM"], catalog: .builtInWithVariants)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: agree compares patterns"))
  }
}
