import ScenarioKit
import Testing

/// A pattern, a step text it should match and the values it should capture.
struct StepPatternMatch: CustomTestStringConvertible, Sendable {
  let pattern: String
  let text: String
  let arguments: [StepArgument]

  var testDescription: String { text }
}

@Suite("StepPattern")
struct StepPatternTests {
  @Test(arguments: [
    StepPatternMatch(
      pattern: "request #{int} succeeds with articles {ids}",
      text: "request #2 succeeds with articles a3", arguments: [.int(2), .ids(["a3"])]),
    StepPatternMatch(
      pattern: "request #{int} succeeds with articles {ids}",
      text: "request #12 succeeds with articles a1, a2 and a-3",
      arguments: [.int(12), .ids(["a1", "a2", "a-3"])]),
    StepPatternMatch(
      pattern: "request #{int} succeeds with articles {ids}",
      text: "  request   #2\tsucceeds with articles a1,a2, and a3 ",
      arguments: [.int(2), .ids(["a1", "a2", "a3"])]),
    StepPatternMatch(
      pattern: "the user taps the star of {id}", text: "the user taps the star of a1",
      arguments: [.id("a1")]),
    StepPatternMatch(pattern: "{int} ms pass", text: "250 ms pass", arguments: [.int(250)]),
    StepPatternMatch(
      pattern: "the user types {string}", text: #"the user types "say \"hi\" \\o/""#,
      arguments: [.string(#"say "hi" \o/"#)]),
    StepPatternMatch(
      pattern: "the user types {string}", text: #"the user types """#, arguments: [.string("")]),
    StepPatternMatch(
      pattern: "requests {requests} succeed in any order",
      text: "requests #1, #2 and #3 succeed in any order", arguments: [.requests([1, 2, 3])]),
    StepPatternMatch(
      pattern: "requests {requests} succeed in any order",
      text: "requests #1 and #2 succeed in any order", arguments: [.requests([1, 2])]),
    StepPatternMatch(
      pattern: "{ids} and {id} are favorites", text: "a1, a2 and a3 are favorites",
      arguments: [.ids(["a1", "a2"]), .id("a3")]),
    StepPatternMatch(
      pattern: "the list is {word}.", text: "the list is empty.", arguments: [.word("empty")]),
  ])
  func capturesTypedValues(_ example: StepPatternMatch) {
    #expect(StepPattern(example.pattern).match(example.text) == example.arguments)
  }

  @Test(arguments: [
    ("request #{int} succeeds with articles {ids}", "Request #2 succeeds with articles a3"),
    ("request #{int} succeeds with articles {ids}", "request #two succeeds with articles a3"),
    ("request #{int} succeeds with articles {ids}", "request #2 succeeds with articles a1 a2"),
    ("request #{int} succeeds with articles {ids}", "request #2 succeeds with articles a3 now"),
    ("{int} ms pass", "-5 ms pass"),
    ("{int} ms pass", "99999999999999999999999 ms pass"),
    ("the user taps the star of {id}", "the user taps the star of a_1"),
    ("the user types {string}", #"the user types "unterminated"#),
    ("the user types {string}", "the user types unquoted"),
    ("requests {requests} succeed in any order", "requests 1 and 2 succeed in any order"),
    ("the list is {word}", "the list is"),
  ])
  func rejectsTextThatDoesNotFit(pattern: String, text: String) {
    #expect(StepPattern(pattern).match(text) == nil)
  }

  @Test func reportsWhereEachArgumentStartsInTheOriginalText() throws {
    let pattern = StepPattern("request #{int} succeeds with articles {ids}")
    let captures = try #require(pattern.captures(in: "request  #2 succeeds with articles a1, a9"))
    #expect(
      captures == [
        MatchedArgument(value: .int(2), offset: 10, elementOffsets: [10]),
        MatchedArgument(value: .ids(["a1", "a9"]), offset: 35, elementOffsets: [35, 39]),
      ])
  }

  @Test func pointsAnErrorAtTheExactColumnOfAnArgumentInAFeatureFile() throws {
    let source = "Feature: F\n  Scenario: S\n    When request #2 succeeds with articles a1, a9\n"
    let step = try #require(
      FeatureParser.parse(source, file: "f.feature").feature.scenarios.first?.steps.first)
    let captures = try #require(
      StepPattern("request #{int} succeeds with articles {ids}").captures(in: step.text))
    let unknown = try #require(captures.last?.elementOffsets.last)
    let diagnostic = Diagnostic("unknown article a9", at: step.location(atTextOffset: unknown))
    #expect(diagnostic.description == "f.feature:3:48: error: unknown article a9")
  }

  @Test func listsItsPlaceholdersInOrder() {
    let pattern = StepPattern("the user types {string} after {int} ms on {id}")
    #expect(pattern.placeholders == [.string, .int, .id])
    #expect(pattern.description == "the user types {string} after {int} ms on {id}")
  }
}
