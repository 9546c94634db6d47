import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

/// Every malformed scenario file ends the run with exit 65 and precise diagnostics, and nothing
/// is run.
@Suite(.serialized) struct MalformedScenarioTests {
  private static let background = """
    Feature: Probe
      Background:
        Given the server has articles a1, a2
    """ + "\n\n"

  /// A malformed file and the exact diagnostics it must produce (`FILE` stands for its path).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let diagnostics: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a misspelt step suggests the nearest one",
      source: background + """
          Scenario: S
            When the list appears
            And the user pull to refresh
        """,
      diagnostics: """
        FILE:7:9: error: unknown step 'the user pull to refresh'
        FILE:7:9: note: did you mean 'the user pulls to refresh'?
        """),
    Case(
      name: "an unknown article points at the article",
      source: background + """
          Scenario: S
            When the list appears
            Then the list shows a1, a9
        """,
      diagnostics: """
        FILE:7:29: error: unknown article 'a9': the server has a1, a2
        FILE:7:29: note: declare it first, for example 'Given the server has articles a9'
        """),
    Case(
      name: "a scenario before the feature", source: "Scenario: S\n  When the list appears\n",
      diagnostics: "FILE:1:1: error: expected 'Feature:' before 'Scenario:'"),
    Case(
      name: "an unterminated doc string",
      source: background
        + "  Scenario: S\n    When the list appears\n    \"\"\"\n    never closed\n",
      diagnostics: """
        FILE:7:5: error: unterminated doc string: expected '\"\"\"' to close the doc string opened \
        at line 7
        """),
    Case(
      name: "a table row with too few cells",
      source: """
        Feature: T
          Scenario: S
            Given the server has articles:
              | id | title |
              | a1 |
        """,
      diagnostics: "FILE:5:7: error: table row has 1 cell; the header has 2"),
    Case(
      name: "a misspelt keyword", source: background + "  Scenaro: S\n    When the list appears\n",
      diagnostics: """
        FILE:5:3: error: unknown keyword 'Scenaro:'
        FILE:5:3: note: did you mean 'Scenario:'?
        """),
    Case(
      name: "a step outside any scenario", source: "Feature: T\n  When the list appears\n",
      diagnostics: """
        FILE:1:1: error: feature 'T' has no scenarios
        FILE:2:3: error: step 'When the list appears' must be inside a Scenario or Background
        """),
    Case(
      name: "a scenario without steps",
      source: background + "  Scenario: Empty\n\n  Scenario: Other\n    When the list appears\n",
      diagnostics: "FILE:5:3: error: scenario 'Empty' has no steps"),
    Case(
      name: "two scenarios with one name",
      source: background
        + "  Scenario: Same\n    When the list appears\n  Scenario: Same\n    When the list appears\n",
      diagnostics: "FILE:7:3: error: duplicate scenario name 'Same' (first at line 5)"),
    Case(
      name: "a scenario that starts with And",
      source: background + "  Scenario: S\n    And the list appears\n",
      diagnostics:
        "FILE:6:5: error: 'And' cannot start a scenario: expected 'Given', 'When' or 'Then'"),
    Case(
      name: "an empty file", source: "",
      diagnostics: "FILE:1:1: error: file is empty: expected 'Feature:'"),
    Case(
      name: "an empty tag", source: "@\nFeature: T\n  Scenario: S\n    When the list appears\n",
      diagnostics: "FILE:1:1: error: empty tag '@'"),
    Case(
      name: "a misspelt answer keeps the writer's values",
      source: background + """
          Scenario: S
            When the list appears
            And request #1 succeds with articles a2
        """,
      diagnostics: """
        FILE:7:9: error: unknown step 'request #1 succeds with articles a2'
        FILE:7:9: note: did you mean 'request #1 succeeds with articles a2'?
        """),
    Case(
      name: "an article declared twice points at the second",
      source: "Feature: T\n  Scenario: S\n    Given the server has articles a1, a1\n",
      diagnostics: "FILE:3:39: error: article 'a1' is listed twice"),
    Case(
      name: "a time in another unit",
      source: background + """
          Scenario: S
            When the list appears
            And 30 seconds pass
        """,
      diagnostics: """
        FILE:7:9: error: unknown step '30 seconds pass'
        FILE:7:9: note: did you mean '30 ms pass'?
        """),
  ]

  @Test(arguments: cases)
  func malformedFileEndsTheRunWithExit65(_ malformed: Case) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("malformed.feature", malformed.source)
    let output = WorkbenchCommand.main(["run", file], catalog: .builtIn)
    #expect(output.exitCode == .dataError)
    #expect(output.standardOutput == "")
    let expected = malformed.diagnostics.replacingOccurrences(of: "FILE", with: file) + "\n"
    #expect(output.standardError == expected)
  }

  @Test func diagnosticsOfEveryFileAreReportedTogether() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("a.feature", "")
    _ = try folder.write("b.feature", "Scenario: S\n")
    let output = WorkbenchCommand.main(["run", folder.path], catalog: .builtIn)
    #expect(output.exitCode == .dataError)
    #expect(
      output.standardError == """
        \(folder.path)/a.feature:1:1: error: file is empty: expected 'Feature:'
        \(folder.path)/b.feature:1:1: error: expected 'Feature:' before 'Scenario:'

        """)
  }
}
