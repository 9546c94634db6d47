import ScenarioKit
import Testing

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
}
