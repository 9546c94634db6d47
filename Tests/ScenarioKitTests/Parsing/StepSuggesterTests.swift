import ScenarioKit
import Testing

@Suite("StepSuggester")
struct StepSuggesterTests {
  private static let vocabulary: [StepSuggester.Entry] = [
    ("the list appears", "the list appears"),
    ("the user pulls to refresh", "the user pulls to refresh"),
    ("request #{int} succeeds with articles {ids}", "request #2 succeeds with articles a3"),
    ("request #{int} fails", "request #1 fails"),
    ("the user taps the star of {id}", "the user taps the star of a1"),
    ("{int} ms pass", "300 ms pass"),
    ("the user types {string}", #"the user types "swift""#),
    ("requests {requests} succeed in any order", "requests #1 and #2 succeed in any order"),
    ("the list shows {ids}", "the list shows a1, a2"),
  ].map { StepSuggester.Entry(pattern: StepPattern($0), example: $1) }

  private let suggester = StepSuggester(Self.vocabulary)

  @Test(arguments: vocabulary)
  func everyExampleMatchesItsOwnPattern(_ entry: StepSuggester.Entry) {
    #expect(entry.pattern.match(entry.example) != nil)
  }

  @Test(arguments: [
    ("the user pull to refresh", "the user pulls to refresh"),
    ("request #2 succeds with articles a3", "request #2 succeeds with articles a3"),
    ("request #7 succeeds with article a1, a2 and a3", "request #2 succeeds with articles a3"),
    ("the list show a3", "the list shows a1, a2"),
    ("5 ms passes", "300 ms pass"),
    ("the user taps the star on a1", "the user taps the star of a1"),
    ("the user types hello", #"the user types "swift""#),
  ])
  func suggestsTheClosestExample(text: String, expected: String) {
    #expect(suggester.suggestion(for: text)?.example == expected)
  }

  @Test(arguments: ["xyzzy plugh frobnicate", "banana", "", "the cat sat on the mat today"])
  func suggestsNothingForGibberish(_ text: String) {
    #expect(suggester.suggestion(for: text) == nil)
  }

  @Test func prefersTheEarlierEntryWhenTwoAreEquallyClose() {
    let suggester = StepSuggester([
      StepSuggester.Entry(pattern: StepPattern("the list loads"), example: "the list loads"),
      StepSuggester.Entry(pattern: StepPattern("the list lands"), example: "the list lands"),
    ])
    #expect(suggester.suggestion(for: "the list lo_nds")?.example == "the list loads")
  }
}
