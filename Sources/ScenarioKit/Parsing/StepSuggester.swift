/// Finds the known step closest to a step that matched no pattern, for a `did you mean …?` note.
///
/// Closeness is an edit distance over words: the step text and each pattern are split into
/// words, and a pattern word holding a placeholder, such as `#{int}` or `{ids}`, is a wildcard
/// that stands for one or more words at no cost. Inserting, deleting or replacing a word costs
/// two, except that replacing a word with a near spelling (`succeds` for `succeeds`) costs one.
/// A pattern is close enough when the cost is at most two thirds of its literal word count (and
/// at least two), so one wrong word in a short step is forgiven but gibberish is not.
public struct StepSuggester: Sendable {
  /// A known step: its pattern and an example of text it matches, shown to the user.
  public struct Entry: Hashable, Sendable {
    /// The pattern the harness matches.
    public var pattern: StepPattern

    /// A concrete step text the pattern matches, such as `request #2 succeeds with articles a3`.
    public var example: String

    /// Creates an entry.
    public init(pattern: StepPattern, example: String) {
      self.pattern = pattern
      self.example = example
    }
  }

  /// The known steps, in order of preference when two are equally close.
  public let entries: [Entry]

  /// Creates a suggester for a vocabulary.
  ///
  /// - Parameter entries: The known steps, in order of preference for ties.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// Returns the entry closest to `text`, or `nil` when none is reasonably close.
  ///
  /// - Parameter text: A step text that matched no pattern.
  public func suggestion(for text: String) -> Entry? {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var best: (entry: Entry, cost: Int)?
    for entry in entries {
      let pattern = entry.pattern.source.split(whereSeparator: \.isWhitespace).map(String.init)
      let literals = pattern.filter { !Self.isWildcard($0) }.count
      let cost = Self.cost(aligning: pattern, with: words)
      if cost <= max(2, literals * 2 / 3), cost < (best?.cost ?? .max) {
        best = (entry, cost)
      }
    }
    return best?.entry
  }

  /// Returns the cheapest alignment of pattern words with text words.
  ///
  /// This is Levenshtein's dynamic programme with one addition: a wildcard may also absorb
  /// the next text word for free, which lets `{ids}` stand for `a1, a2 and a3`.
  static func cost(aligning pattern: [String], with words: [String]) -> Int {
    let insertion = 2
    // costs[i][j]: the cheapest alignment of the first i pattern words with the first j words.
    var costs = [Array(stride(from: 0, through: words.count * insertion, by: insertion))]
    for (i, token) in pattern.enumerated() {
      var row = [costs[i][0] + insertion]
      for (j, word) in words.enumerated() {
        var best = min(costs[i][j + 1] + insertion, row[j] + insertion)
        if isWildcard(token) {
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

  private static func isWildcard(_ token: String) -> Bool {
    token.contains("{")
  }

  /// Zero for the same word, one for a near spelling, two otherwise.
  private static func replacementCost(_ token: String, _ word: String) -> Int {
    if token == word { return 0 }
    let distance = EditDistance.tokens(Array(token), Array(word))
    return distance * 3 <= max(token.count, word.count) ? 1 : 2
  }
}
