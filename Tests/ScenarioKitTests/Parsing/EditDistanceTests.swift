import Testing

@testable import ScenarioKit

@Suite("EditDistance")
struct EditDistanceTests {
  /// The optimal string alignment distance, filled in cell by cell with no shortcuts: the
  /// definition the bounded distance must agree with.
  private static func reference(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var costs = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
    for row in 0...lhs.count {
      for column in 0...rhs.count {
        guard row > 0, column > 0 else {
          costs[row][column] = row + column
          continue
        }
        let same = lhs[row - 1] == rhs[column - 1]
        costs[row][column] = min(
          costs[row - 1][column - 1] + (same ? 0 : 1), costs[row - 1][column] + 1,
          costs[row][column - 1] + 1)
        if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
          costs[row][column] = min(costs[row][column], costs[row - 2][column - 2] + 1)
        }
      }
    }
    return costs[lhs.count][rhs.count]
  }

  /// Pairs with a known distance: typos, swaps, empty words and words with nothing in common.
  private static let pairs: [(String, String, Int)] = [
    ("title", "title", 0),
    ("titel", "title", 1),
    ("succeds", "succeeds", 1),
    ("kitten", "sitting", 3),
    ("ca", "abc", 3),  // a swap and then an insertion: this variant may not edit a swap again
    ("", "", 0),
    ("", "refresh", 7),
    ("refresh", "", 7),
    ("request", "requests", 1),
    ("articles", "article", 1),
    ("abcdef", "badcfe", 3),
    ("xyzzy", "plugh", 5),
    ("café", "cafe\u{301}", 0),
    ("naïve", "naive", 1),
    ("👩‍💻", "👩", 1),
  ]

  @Test(arguments: pairs)
  func knownDistances(lhs: String, rhs: String, distance: Int) {
    #expect(EditDistance.tokens(Array(lhs), Array(rhs)) == distance)
    #expect(Self.reference(Array(lhs), Array(rhs)) == distance)
  }

  @Test(arguments: pairs)
  func boundedDistanceIsTheDistanceWithinTheLimitAndNilBeyondIt(
    lhs: String, rhs: String, distance: Int
  ) {
    for limit in 0...(distance + 2) {
      let bounded = EditDistance.tokens(Array(lhs), Array(rhs), atMost: limit)
      #expect(bounded == (distance <= limit ? distance : nil), "limit \(limit)")
    }
    #expect(EditDistance.tokens(Array(lhs), Array(rhs), atMost: -1) == nil)
  }

  /// Random words over a small alphabet, so that they share letters, runs and swaps: every
  /// limit gives the reference distance when within it, and `nil` otherwise.
  @Test func boundedDistanceAgreesWithTheReferenceOnRandomWords() {
    var generator = SplitMix64(seed: 9)
    let alphabet: [Character] = ["a", "b", "c", "é"]
    for _ in 0..<200 {
      let lhs = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
      let rhs = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
      let distance = Self.reference(lhs, rhs)
      #expect(EditDistance.tokens(lhs, rhs) == distance, "\(lhs) \(rhs)")
      for limit in 0...10 {
        let expected = distance <= limit ? distance : nil
        #expect(EditDistance.tokens(lhs, rhs, atMost: limit) == expected, "\(lhs) \(rhs) \(limit)")
      }
    }
  }
}
