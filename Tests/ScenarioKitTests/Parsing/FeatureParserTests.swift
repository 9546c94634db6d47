import ScenarioKit
import Testing

/// The feature file from the parser's brief, used by several suites.
let pullToRefreshFeature = #"""
  # comments start with #
  @refresh
  Feature: Pull to refresh
    Old rows stay visible while refreshing; a refresh supersedes an in-flight load.

    Background:
      Given the server has articles a1, a2

    @stale-result
    Scenario: A refresh beats a first load that lands late
      Keeps the newest answer on screen.
      When the list appears
      And the user pulls to refresh
      And request #2 succeeds with articles a3
      And request #1 succeeds late with articles a1, a2
      Then the list shows a3
      But no error is shown

    Scenario: With a table and a doc string
      Given the server has articles:
        | id | title        | favorite |
        | a1 | Swift 6      | no       |
        | a2 | Observation  | yes      |
      When the app opens the link:
        """
        app://articles/a2
        """
  """#

@Suite("FeatureParser")
struct FeatureParserTests {
  private let file = "refresh.feature"

  private func at(_ line: Int, _ column: Int) -> ScenarioKit.SourceLocation {
    ScenarioKit.SourceLocation(file: file, line: line, column: column)
  }

  /// A step whose keyword is at column 5, as in the example, with its text one space later.
  private func step(
    _ keyword: StepKeyword, _ phase: StepPhase, _ text: String, line: Int,
    docString: DocString? = nil, table: DataTable? = nil
  ) -> Step {
    Step(
      keyword: keyword, phase: phase, text: text, location: at(line, 5),
      textLocation: at(line, 5 + keyword.rawValue.count + 1), docString: docString, table: table)
  }

  /// A table row whose cells start at columns 9, 14 and 29, as in the example.
  private func row(_ line: Int, _ values: String...) -> [TableCell] {
    zip(values, [9, 14, 29]).map { TableCell(value: $0, location: at(line, $1)) }
  }

  @Test func parsesTheExampleToItsExactStructure() throws {
    let parsed = try FeatureParser.parse(pullToRefreshFeature, file: file)

    let table = DataTable(rows: [
      row(21, "id", "title", "favorite"),
      row(22, "a1", "Swift 6", "no"),
      row(23, "a2", "Observation", "yes"),
    ])
    let expected = Feature(
      name: "Pull to refresh",
      description:
        "Old rows stay visible while refreshing; a refresh supersedes an in-flight load.",
      tags: [ScenarioKit.Tag(name: "refresh", location: at(2, 1))],
      background: [step(.given, .given, "the server has articles a1, a2", line: 7)],
      scenarios: [
        Scenario(
          name: "A refresh beats a first load that lands late",
          description: "Keeps the newest answer on screen.",
          tags: [ScenarioKit.Tag(name: "stale-result", location: at(9, 3))],
          steps: [
            step(.when, .when, "the list appears", line: 12),
            step(.and, .when, "the user pulls to refresh", line: 13),
            step(.and, .when, "request #2 succeeds with articles a3", line: 14),
            step(.and, .when, "request #1 succeeds late with articles a1, a2", line: 15),
            step(.then, .then, "the list shows a3", line: 16),
            step(.but, .then, "no error is shown", line: 17),
          ],
          location: at(10, 3)),
        Scenario(
          name: "With a table and a doc string",
          steps: [
            step(.given, .given, "the server has articles:", line: 20, table: table),
            step(
              .when, .when, "the app opens the link:", line: 24,
              docString: DocString(content: "app://articles/a2", location: at(25, 7))),
          ],
          location: at(19, 3)),
      ],
      location: at(3, 1))

    #expect(parsed.file == file)
    #expect(parsed.feature == expected)
  }

  @Test func readsCRLFLineEndingsAndAByteOrderMarkLikePlainNewlines() throws {
    let windows =
      "\u{FEFF}"
      + pullToRefreshFeature.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\r\n")
    let plain = try FeatureParser.parse(pullToRefreshFeature, file: file)
    #expect(try FeatureParser.parse(windows, file: file).feature == plain.feature)
  }

  @Test func countsATabAsOneColumn() throws {
    let source = "Feature: F\n\tScenario: S\n\t\tGiven\tthe list appears\n"
    let step = try #require(
      FeatureParser.parse(source, file: file).feature.scenarios.first?.steps.first)
    #expect(step.text == "the list appears")
    #expect(step.location == at(3, 3))
    #expect(step.textLocation == at(3, 9))
  }

  @Test func keepsParagraphsOfADescriptionAndRemovesTheDocStringIndentation() throws {
    let source = """
      Feature: F
        First line.
          Second line.

        After a blank line.

        Scenario: S
          Given a note:
            \"""
              indented
            flush
           less
            \\"\\"\\"
            \"""
      """
    let feature = try FeatureParser.parse(source, file: file).feature
    #expect(feature.description == "First line.\nSecond line.\n\nAfter a blank line.")
    let docString = try #require(feature.scenarios.first?.steps.first?.docString)
    #expect(docString.content == "  indented\nflush\nless\n\"\"\"")
  }

  @Test func readsEscapedPipesAndEmptyCellsInATable() throws {
    let source = """
      Feature: F
        Scenario: S
          Given the rows:
            | a \\| b | \\\\ |   |
      """
    let table = try #require(
      FeatureParser.parse(source, file: file).feature.scenarios.first?.steps.first?.table)
    #expect(table.values == [["a | b", "\\", ""]])
    #expect(table.rows[0].map(\.location.column) == [9, 18, 22])
  }

  @Test func combinesFeatureAndScenarioTagsAndBackgroundSteps() throws {
    let feature = try FeatureParser.parse(pullToRefreshFeature, file: file).feature
    let scenario = try #require(feature.scenarios.first)
    #expect(scenario.allTags(in: feature).map(\.name) == ["refresh", "stale-result"])
    #expect(scenario.tagNames(in: feature) == ["refresh", "stale-result"])
    #expect(
      scenario.allSteps(in: feature).map(\.text).prefix(2) == [
        "the server has articles a1, a2", "the list appears",
      ])
  }

  @Test func pointsAtACharacterInsideTheStepText() throws {
    let feature = try FeatureParser.parse(pullToRefreshFeature, file: file).feature
    let step = try #require(feature.scenarios.first?.steps[2])
    #expect(step.location(atTextOffset: 34).description == "refresh.feature:14:43")
  }
}
