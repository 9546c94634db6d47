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

  /// A generator leaves the second window alone unless asked to open it and act in it, as the
  /// command asks unless `--no-scenes`; the run says which steps they took, and how many pairs.
  @Test func theRunSaysWhichStepsItsSessionsTook() throws {
    let mvvm = try #require(PatternCatalog.builtInWithVariants.pattern(named: "MVVM"))
    let sceneActs = ["the user opens scene {int}", "the user closes scene {int}"]
    let plain = StepCoverage(UserSessionGenerator(seed: 1).sessions(count: 60, steps: 16, on: mvvm))
    #expect(sceneActs.allSatisfy(plain.missing(.action).contains))
    #expect(!plain.steps.contains("the user opens scene {int}"))
    let scenes = StepCoverage(
      UserSessionGenerator(seed: 1, drawsScenes: true).sessions(count: 60, steps: 16, on: mvvm))
    #expect(sceneActs.allSatisfy(scenes.steps.contains))
    let output = WorkbenchCommand.main(
      [
        "agree", "--pattern", "MVVM", "--pattern", "Coordinator", "--sessions", "20",
        "--require-every-step",
      ], catalog: .builtInWithVariants)
    // Twenty sessions cannot take every act: required, that fails the run, and says which.
    #expect(output.exitCode == .failure)
    #expect(output.standardOutput.contains("every pattern saw and asked the same"))
    #expect(output.standardOutput.contains("steps taken: "))
    #expect(output.standardOutput.contains("(not taken: "))
    #expect(output.standardOutput.contains("pairs of consecutive steps taken: "))
  }

  /// A pair is two steps one after the other in a session, by their vocabulary patterns.
  @Test func aPairIsTwoConsecutiveStepsByPattern() throws {
    let mvvm = try #require(PatternCatalog.builtInWithVariants.pattern(named: "MVVM"))
    let session = try #require(
      UserSessionGenerator(seed: 5).sessions(count: 1, steps: 3, on: mvvm).first)
    let coverage = StepCoverage([session])
    #expect(
      session.patterns.first == "the server has articles {ids}"
        || session.patterns.first == "the server has {int} articles")
    #expect(coverage.pairs.count <= session.patterns.count - 1)
    #expect(
      coverage.pairs.contains(
        StepCoverage.Pair(first: session.patterns[0], second: session.patterns[1])))
  }

  /// A step written `in scene 2, …` acts in the second window when a session is replayed, as
  /// when it is run, and the replay sees every open window.
  @Test func aReplayActsInTheSceneAStepNames() throws {
    let feature = """
      Feature: Two windows
        Scenario: A row tapped in the second window
          Given the server has articles a1, a2, a3
          And the user is logged in
          When the list appears
          And request #1 succeeds
          And the user opens scene 2
          And request #2 succeeds
          And the user taps the row of a1
          And in scene 2, the user taps the row of a2

      """
    let folder = try TemporaryFolder()
    let file = try folder.write("two.feature", feature)
    let explained = WorkbenchCommand.main(
      ["explain", "row tapped", file, "--pattern", "MVVM", "--in-process"],
      catalog: .builtInWithVariants)
    #expect(explained.exitCode == .success)
    let mvvm = try #require(PatternCatalog.builtInWithVariants.pattern(named: "MVVM"))
    let scenario = try #require(try ScenarioLoader.load([file]).first)
    let observed = AgreementCheck.observe(scenario, on: mvvm)
    // The row of a1 was tapped in the first window, the row of a2 in the second.
    let last = try #require(observed.lastIndex { $0.hasPrefix("step 8:") })
    let after = Array(observed[last...].prefix { !$0.hasPrefix("step 9") })
    let second = try #require(after.firstIndex(of: "    scene 2:"))
    #expect(after[..<second].contains("      ├ a1"))
    #expect(after[second...].contains("      ├ a2"))
  }

  @Test func agreeNeedsTwoPatterns() {
    let output = WorkbenchCommand.main(
      ["agree", "--pattern", "MVVM"], catalog: .builtInWithVariants)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: agree compares patterns"))
  }
}
