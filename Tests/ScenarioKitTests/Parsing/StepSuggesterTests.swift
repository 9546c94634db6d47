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

  /// Steps the harness does not know, made from its own examples (every sixth, to keep the
  /// test quick) the way writers and the fuzzer get them wrong: a word dropped, doubled or
  /// swapped, a typo, stray Unicode, words from another step, and a paragraph on one line.
  private static let unknownSteps: [String] = {
    var generator = SplitMix64(seed: 2024)
    let examples = StepVocabulary.definitions.map(\.example)
    let strays = ["é", "e\u{301}", "👩‍💻", "{ids}", "#3", "\u{FFFD}", "and", "the"]
    return stride(from: 0, to: examples.count, by: 6).map { examples[$0] }.flatMap {
      example -> [String] in
      var words = example.split(separator: " ").map(String.init)
      let position = Int.random(in: 0..<words.count, using: &generator)
      var typo = Array(words[position])
      if typo.count > 1 { typo.swapAt(typo.count / 2 - 1, typo.count / 2) }
      let other = examples.randomElement(using: &generator) ?? ""
      var variants = [
        words.enumerated().filter { $0.offset != position }.map(\.element),
        words + [words[position]],
        words.enumerated().map { $0.offset == position ? String(typo) : $0.element },
        words + [strays.randomElement(using: &generator) ?? ""],
        Array(words.prefix(position)) + other.split(separator: " ").map(String.init),
      ].map { $0.joined(separator: " ") }
      words.shuffle(using: &generator)
      variants.append(words.joined(separator: " "))
      variants.append(Array(repeating: example, count: 3).joined(separator: " "))
      return variants
    }
  }()

  /// The suggester drops hopeless patterns early and remembers word comparisons; it must
  /// still suggest exactly what the plain alignment of every pattern with every step suggests.
  /// (Every third step of the harness is vocabulary enough, and keeps the plain way quick.)
  @Test func suggestsWhatThePlainAlignmentSuggests() {
    let definitions = StepVocabulary.definitions
    let suggester = StepSuggester(
      stride(from: 0, to: definitions.count, by: 3).map {
        .init(pattern: StepPattern(definitions[$0].pattern), example: definitions[$0].example)
      })
    var suggested = 0
    for text in Self.unknownSteps {
      let expected = ReferenceSuggester.suggestion(for: text, among: suggester.entries)
      #expect(suggester.suggestion(for: text) == expected, "\(text)")
      if expected != nil { suggested += 1 }
    }
    // Both kinds of answer are exercised: a suggestion and none.
    #expect(suggested > Self.unknownSteps.count / 4)
    #expect(suggested < Self.unknownSteps.count)
  }
}

/// The suggester's definition, computed the plain way: every pattern aligned with the whole
/// step, and each pair of words compared in full.
private enum ReferenceSuggester {
  static func suggestion(
    for text: String, among entries: [StepSuggester.Entry]
  ) -> StepSuggester.Entry? {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var best: (entry: StepSuggester.Entry, cost: Int)?
    for entry in entries {
      let pattern = entry.pattern.source.split(whereSeparator: \.isWhitespace).map(String.init)
      let literals = pattern.filter { !$0.contains("{") }.count
      let cost = cost(aligning: pattern, with: words)
      if cost <= max(2, literals * 2 / 3), cost < (best?.cost ?? .max) {
        best = (entry, cost)
      }
    }
    return best?.entry
  }

  private static func cost(aligning pattern: [String], with words: [String]) -> Int {
    var costs = [Array(stride(from: 0, through: words.count * 2, by: 2))]
    for (i, token) in pattern.enumerated() {
      var row = [costs[i][0] + 2]
      for (j, word) in words.enumerated() {
        var best = min(costs[i][j + 1] + 2, row[j] + 2)
        if token.contains("{") {
          best = min(best, costs[i][j], row[j])
        } else {
          best = min(best, costs[i][j] + replacementCost(token, word))
        }
        row.append(best)
      }
      costs.append(row)
    }
    return costs[pattern.count][words.count]
  }

  private static func replacementCost(_ token: String, _ word: String) -> Int {
    if token == word { return 0 }
    return distance(Array(token), Array(word)) * 3 <= max(token.count, word.count) ? 1 : 2
  }

  /// The optimal string alignment distance between two words.
  private static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var beforePrevious: [Int] = []
    var previous = Array(0...rhs.count)
    for (row, left) in lhs.enumerated() {
      var current = [row + 1]
      for (column, right) in rhs.enumerated() {
        var best = min(
          previous[column] + (left == right ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
        if row > 0, column > 0, left == rhs[column - 1], lhs[row - 1] == right {
          best = min(best, beforePrevious[column - 1] + 1)
        }
        current.append(best)
      }
      beforePrevious = previous
      previous = current
    }
    return previous[rhs.count]
  }
}
