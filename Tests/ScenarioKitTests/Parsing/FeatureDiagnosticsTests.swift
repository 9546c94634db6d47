import ScenarioKit
import Testing

/// A malformed feature file and the exact diagnostics a user sees for it.
struct MalformedFeature: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  let expected: String

  var testDescription: String { name }
}

private let malformedFeatures: [MalformedFeature] = [
  MalformedFeature(
    name: "empty file", source: "\n# only a comment\n",
    expected: "bad.feature:1:1: error: file is empty: expected 'Feature:'"),
  MalformedFeature(
    name: "scenario before feature", source: "Scenario: S\n  Given x\n",
    expected: "bad.feature:1:1: error: expected 'Feature:' before 'Scenario:'"),
  MalformedFeature(
    name: "text before feature", source: "Pull to refresh\nFeature: F\n",
    expected: "bad.feature:1:1: error: expected 'Feature:' before 'Pull to refresh'"),
  MalformedFeature(
    name: "unterminated doc string",
    source: "Feature: F\n  Scenario: S\n    Given a link:\n      \"\"\"\n      app://a1\n",
    expected: """
      bad.feature:4:7: error: unterminated doc string: expected '\"""' to close the doc string \
      opened at line 4
      """),
  MalformedFeature(
    name: "short table row",
    source: "Feature: F\n  Scenario: S\n    Given rows:\n      | a | b | c |\n      | 1 | 2 |\n",
    expected: "bad.feature:5:7: error: table row has 2 cells; the header has 3"),
  MalformedFeature(
    name: "unclosed table row",
    source: "Feature: F\n  Scenario: S\n    Given rows:\n      | a | b\n",
    expected: "bad.feature:4:14: error: table row must end with '|'"),
  MalformedFeature(
    name: "step outside scenario",
    source: "Feature: F\n  Given the server has articles a1\n  Scenario: S\n    Given x\n",
    expected: """
      bad.feature:2:3: error: step 'Given the server has articles a1' must be inside a \
      Scenario or Background
      """),
  MalformedFeature(
    name: "misspelled header keyword", source: "Feature: F\n  Scenaro: S\n    Given x\n",
    expected: """
      bad.feature:2:3: error: unknown keyword 'Scenaro:'
      bad.feature:2:3: note: did you mean 'Scenario:'?
      """),
  MalformedFeature(
    name: "lowercase step keyword", source: "Feature: F\n  Scenario: S\n    Given x\n    then y\n",
    expected: """
      bad.feature:4:5: error: unknown keyword 'then'
      bad.feature:4:5: note: did you mean 'Then'?
      """),
  MalformedFeature(
    name: "text after steps",
    source: "Feature: F\n  Scenario: S\n    Given x\n    no error is shown\n",
    expected: """
      bad.feature:4:5: error: unexpected text 'no error is shown': expected a step starting \
      with 'Given', 'When', 'Then', 'And' or 'But'
      """),
  MalformedFeature(
    name: "scenario without steps",
    source: "Feature: F\n  Scenario: Empty\n  Scenario: Full\n    Given x\n",
    expected: "bad.feature:2:3: error: scenario 'Empty' has no steps"),
  MalformedFeature(
    name: "duplicate scenario name",
    source: "Feature: F\n  Scenario: Same\n    Given x\n  Scenario: Same\n    Given y\n",
    expected: "bad.feature:4:3: error: duplicate scenario name 'Same' (first at line 2)"),
  MalformedFeature(
    name: "tag without at sign", source: "@a b\nFeature: F\n  Scenario: S\n    Given x\n",
    expected: "bad.feature:1:4: error: a tag must start with '@'"),
  MalformedFeature(
    name: "empty tag", source: "@ @a\nFeature: F\n  Scenario: S\n    Given x\n",
    expected: "bad.feature:1:1: error: empty tag '@'"),
  MalformedFeature(
    name: "tags above background",
    source: "Feature: F\n  @slow\n  Background:\n    Given x\n  Scenario: S\n    Given y\n",
    expected: "bad.feature:3:3: error: tags must be followed by 'Feature:' or 'Scenario:'"),
  MalformedFeature(
    name: "tags at end of file", source: "Feature: F\n  Scenario: S\n    Given x\n  @orphan\n",
    expected: "bad.feature:4:3: error: tags must be followed by 'Feature:' or 'Scenario:'"),
  MalformedFeature(
    name: "background after scenario",
    source: "Feature: F\n  Scenario: S\n    Given x\n  Background:\n    Given y\n",
    expected: "bad.feature:4:3: error: Background must come before the first Scenario"),
  MalformedFeature(
    name: "second feature", source: "Feature: F\n  Scenario: S\n    Given x\nFeature: G\n",
    expected: "bad.feature:4:1: error: second Feature in one file"),
  MalformedFeature(
    name: "scenario starting with And", source: "Feature: F\n  Scenario: S\n    And x\n",
    expected: """
      bad.feature:3:5: error: 'And' cannot start a scenario: expected 'Given', 'When' or 'Then'
      """),
  MalformedFeature(
    name: "doc string without step",
    source: "Feature: F\n  Scenario: S\n    \"\"\"\n    x\n    \"\"\"\n    Given y\n",
    expected: "bad.feature:3:5: error: a doc string must follow a step"),
  MalformedFeature(
    name: "examples in a plain scenario",
    source: "Feature: F\n  Scenario: S\n    Given x\n    Examples:\n      | a |\n",
    expected: """
      bad.feature:4:5: error: 'Examples:' must follow the steps of a 'Scenario Outline:'
      """),
  MalformedFeature(
    name: "feature without scenarios", source: "Feature: F\n  Only a description.\n",
    expected: "bad.feature:1:1: error: feature 'F' has no scenarios"),
  MalformedFeature(
    name: "feature without name", source: "Feature:\n  Scenario: S\n    Given x\n",
    expected: "bad.feature:1:1: error: expected a name after 'Feature:'"),
  MalformedFeature(
    name: "background without steps",
    source: "Feature: F\n  Background:\n  Scenario: S\n    Given x\n",
    expected: "bad.feature:2:3: error: Background has no steps"),
  MalformedFeature(
    name: "unknown placeholder",
    source: """
      Feature: F
        Scenario Outline: O
          Given article <id> has title <titel>
          Examples:
            | id | title |
            | a1 | Swift |
      """,
    expected: """
      bad.feature:3:34: error: unknown placeholder '<titel>': the examples have no column 'titel'; \
      the examples' columns are 'id', 'title'
      bad.feature:3:34: note: did you mean '<title>'?
      """),
  MalformedFeature(
    name: "outline without examples",
    source: "Feature: F\n  Scenario Outline: O\n    Given article <id>\n",
    expected: "bad.feature:2:3: error: scenario outline 'O' has no 'Examples:'"),
  MalformedFeature(
    name: "step after examples",
    source: """
      Feature: F
        Scenario Outline: O
          Given <a>
          Examples:
            | a |
            | 1 |
          Then done
      """,
    expected: "bad.feature:7:5: error: step 'Then done' must come before 'Examples:'"),
  MalformedFeature(
    name: "forgotten colon", source: "Feature: F\n  Scenario A refresh\n    Given x\n",
    expected: "bad.feature:2:3: error: expected ':' after 'Scenario'"),
  MalformedFeature(
    name: "lowercase outline keyword", source: "Feature: F\n  Scenario outline: O\n",
    expected: """
      bad.feature:2:3: error: unknown keyword 'Scenario outline:'
      bad.feature:2:3: note: did you mean 'Scenario Outline:'?
      """),
  MalformedFeature(
    name: "text after doc string fence",
    source: "Feature: F\n  Scenario: S\n    Given a:\n      \"\"\"json\n      {}\n      \"\"\"\n",
    expected: "bad.feature:4:10: error: unexpected text 'json' after '\"\"\"'"),
  MalformedFeature(
    name: "table without step", source: "Feature: F\n  | a |\n  Scenario: S\n    Given x\n",
    expected: "bad.feature:2:3: error: a table must follow a step or 'Examples:'"),
  MalformedFeature(
    name: "second background",
    source: """
      Feature: F
        Background:
          Given x
        Background:
          Given y
        Scenario: S
          Given z
      """,
    expected: "bad.feature:4:3: error: second Background in one Feature (first at line 2)"),
  MalformedFeature(
    name: "misspelled keyword after a BOM and CRLF",
    source: "\u{FEFF}Feature: F\r\n  Backgound:\r\n    Given x\r\n",
    expected: """
      bad.feature:2:3: error: unknown keyword 'Backgound:'
      bad.feature:2:3: note: did you mean 'Background:'?
      """),
  MalformedFeature(
    name: "unterminated doc string indented with tabs",
    source: "Feature: F\n\tScenario: S\n\t\tGiven a link:\n\t\t```\n",
    expected: """
      bad.feature:4:3: error: unterminated doc string: expected '```' to close the doc string \
      opened at line 4
      """),
]

@Suite("FeatureParser diagnostics")
struct FeatureDiagnosticsTests {
  @Test(arguments: malformedFeatures)
  func reportsTheExactDiagnostic(_ malformed: MalformedFeature) {
    #expect(throws: FeatureParseError.self) {
      try FeatureParser.parse(malformed.source, file: "bad.feature")
    }
    do {
      _ = try FeatureParser.parse(malformed.source, file: "bad.feature")
    } catch {
      #expect(error.description == malformed.expected)
    }
  }

  @Test func collectsSeveralRecoverableProblemsInSourceOrder() {
    let source = """
      Feature: F
        Scenario: Same
          Given rows:
            | a | b |
            | 1 |
        Scenario: Same
        Scenario: Other
          And y
      """
    do {
      _ = try FeatureParser.parse(source, file: "bad.feature")
      Issue.record("expected diagnostics")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "bad.feature:5:7: error: table row has 1 cell; the header has 2",
          "bad.feature:6:3: error: scenario 'Same' has no steps",
          "bad.feature:6:3: error: duplicate scenario name 'Same' (first at line 2)",
          "bad.feature:8:5: error: 'And' cannot start a scenario: expected 'Given', 'When' "
            + "or 'Then'",
        ])
    }
  }

  @Test func keepsDescriptionLinesThatOnlyResembleKeywords() throws {
    let source = "Feature: F\n  Note: the list keeps old rows.\n  Scenario: S\n    Given x\n"
    let feature = try FeatureParser.parse(source, file: "ok.feature").feature
    #expect(feature.description == "Note: the list keeps old rows.")
  }
}
