import Testing

@testable import ScenarioKit

@Suite("Scenario outlines")
struct ScenarioOutlineTests {
  private let source = #"""
    Feature: Favorites
      @favorites
      Scenario Outline: Starring <id>
        Given the server has articles <id>
        When the user taps the star of <id>
        Then the request body is:
          """
          {"id": "<id>", "favorite": <favorite>}
          """
        And the rows are:
          | id   | favorite   |
          | <id> | <favorite> |

        Examples:
          | id | favorite |
          | a1 | true     |
          | a2 | false    |
    """#

  @Test func expandsOneScenarioPerExampleRow() throws {
    let scenarios = try FeatureParser.parse(source, file: "fav.feature").feature.scenarios
    #expect(
      scenarios.map(\.name) == [
        "Starring <id> (id=a1, favorite=true)", "Starring <id> (id=a2, favorite=false)",
      ])
    #expect(scenarios.map(\.location.description) == ["fav.feature:16:7", "fav.feature:17:7"])
    #expect(scenarios.allSatisfy { $0.tags.map(\.name) == ["favorites"] })
  }

  @Test func substitutesPlaceholdersInTextDocStringsAndTables() throws {
    let scenario = try #require(
      FeatureParser.parse(source, file: "fav.feature").feature.scenarios.last)
    #expect(
      scenario.steps.map(\.text) == [
        "the server has articles a2", "the user taps the star of a2", "the request body is:",
        "the rows are:",
      ])
    #expect(scenario.steps[2].docString?.content == #"{"id": "a2", "favorite": false}"#)
    #expect(scenario.steps[3].table?.values == [["id", "favorite"], ["a2", "false"]])
    #expect(scenario.steps[0].location.description == "fav.feature:4:5")
  }

  @Test func reportsAnExamplesBlockWithoutRows() {
    let source = "Feature: F\n  Scenario Outline: O\n    Given <a>\n    Examples:\n      | a |\n"
    do {
      _ = try FeatureParser.parse(source, file: "o.feature")
      Issue.record("expected a diagnostic")
    } catch {
      #expect(error.description == "o.feature:4:5: error: 'Examples:' has a header but no rows")
    }
  }

  @Test func reportsDuplicateExampleRowsAsDuplicateScenarios() {
    let source = """
      Feature: F
        Scenario Outline: O
          Given <a>
          Examples:
            | a |
            | 1 |
            | 1 |
      """
    do {
      _ = try FeatureParser.parse(source, file: "o.feature")
      Issue.record("expected a diagnostic")
    } catch {
      #expect(
        error.description
          == "o.feature:7:7: error: duplicate scenario name 'O (a=1)' (first at line 6)")
    }
  }

  @Test func substitutesColumnsWhoseNamesHoldSpaces() throws {
    let source = #"""
      Feature: Search
        Scenario Outline: Searching <query text>
          When the user types "<query text>"
          Then the list shows <shown ids>
          And the screen is:
            """
            search "<query text>"
            """

          Examples:
            | query text | shown ids |
            | a2         | a2        |
            | Article a  | a1, a2    |
      """#
    let scenarios = try FeatureParser.parse(source, file: "s.feature").feature.scenarios
    #expect(
      scenarios.map(\.name) == [
        "Searching <query text> (query text=a2, shown ids=a2)",
        "Searching <query text> (query text=Article a, shown ids=a1, a2)",
      ])
    #expect(
      scenarios.last?.steps.map(\.text) == [
        #"the user types "Article a""#, "the list shows a1, a2", "the screen is:",
      ])
    #expect(scenarios.last?.steps.last?.docString?.content == #"search "Article a""#)
  }

  @Test func aSpacedColumnSubstitutedIntoAStepCompilesToAKnownStep() throws {
    let source = """
      Feature: Search
        Scenario Outline: Searching
          Given the server has articles a1, a2
          When the user types "<query text>"
          Then the list shows <shown ids>

          Examples:
            | query text | shown ids |
            | a2         | a2        |
      """
    #expect(try compiled(source).count == 1)
  }

  @Test func leavesComparisonsAndBracketsWithSpacesInsideAlone() {
    let found = OutlineExpansion.placeholders(in: "a < b, b > a, < x>, <x >, <query text>, <id>")
    #expect(found.map(\.name) == ["query text", "id"])
  }

  @Test(arguments: [
    (
      "When the user types \"<query txt>\"", "",
      "o.feature:3:26: error: unknown placeholder '<query txt>': the examples have no column "
        + "'query txt'; the examples' columns are 'query text', 'shown ids'\n"
        + "o.feature:3:26: note: did you mean '<query text>'?"
    ),
    (
      "Then the screen is:", "      \"\"\"\n      line one\n      shows <ids>\n      \"\"\"\n",
      "o.feature:6:13: error: unknown placeholder '<ids>': the examples have no column 'ids'; "
        + "the examples' columns are 'query text', 'shown ids'"
    ),
    (
      "Then the rows are:", "      | id | <shown>  |\n",
      "o.feature:4:14: error: unknown placeholder '<shown>': the examples have no column "
        + "'shown'; the examples' columns are 'query text', 'shown ids'"
    ),
  ])
  func anUnknownPlaceholderIsPinpointedWithTheColumnsThereAre(
    step: String, block: String, diagnostic: String
  ) {
    let source = """
      Feature: F
        Scenario Outline: O
          \(step)
      \(block)
          Examples:
            | query text | shown ids |
            | a2         | a2        |
      """
    do {
      _ = try FeatureParser.parse(source, file: "o.feature")
      Issue.record("expected a diagnostic")
    } catch {
      #expect(error.description == diagnostic)
    }
  }
}
