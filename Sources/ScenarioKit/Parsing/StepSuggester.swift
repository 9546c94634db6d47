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

  /// Each entry's pattern, split into words once rather than on every suggestion.
  private let patterns: [Pattern]

  /// Every distinct literal word of the patterns, which `Pattern.words` refer to by index.
  private let literals: [Word]

  /// Creates a suggester for a vocabulary.
  ///
  /// - Parameter entries: The known steps, in order of preference for ties.
  public init(_ entries: [Entry]) {
    self.entries = entries
    var literals: [Word] = []
    var literalIndices: [[UInt8]: Int] = [:]  // by bytes, so only identical spellings share
    patterns = entries.map { entry in
      let words = entry.pattern.source.split(whereSeparator: \.isWhitespace).map(String.init)
      let indices = words.map { word -> Int? in
        guard !word.contains("{") else { return nil }
        if let index = literalIndices[Array(word.utf8)] { return index }
        literalIndices[Array(word.utf8)] = literals.count
        literals.append(Word(word))
        return literals.count - 1
      }
      let literalCount = indices.count { $0 != nil }
      return Pattern(words: indices, allowance: max(2, literalCount * 2 / 3))
    }
    self.literals = literals
  }

  /// Returns the entry closest to `text`, or `nil` when none is reasonably close.
  ///
  /// - Parameter text: A step text that matched no pattern.
  public func suggestion(for text: String) -> Entry? {
    let words = text.split(whereSeparator: \.isWhitespace).map(Word.init)
    var replacements = ReplacementCosts(literals: literals, words: words)
    var best: (index: Int, cost: Int)?
    for (index, pattern) in patterns.enumerated() {
      // Only a cheaper pattern can improve on the best so far: ties go to the earlier entry.
      let limit = min(pattern.allowance, (best?.cost ?? .max) - 1)
      if let cost = Self.cost(aligning: pattern, with: words.count, atMost: limit, &replacements) {
        best = (index, cost)
      }
    }
    return best.map { entries[$0.index] }
  }

  /// Returns the cheapest alignment of a pattern's words with the text's words, or `nil` when
  /// it costs more than `limit`.
  ///
  /// This is Levenshtein's dynamic programme with one addition: a wildcard may also absorb
  /// the next text word for free, which lets `{ids}` stand for `a1, a2 and a3`.
  ///
  /// Hopeless patterns are dropped early. Every pattern word is either deleted or lined up with
  /// a word of its own, and without wildcards every text word is either inserted or lined up
  /// with a pattern word of its own, so each word one side has over the other costs at least an
  /// insertion. And as with `EditDistance.tokens(_:_:atMost:)`, the cheapest cost in a row
  /// never decreases from one row to the next, so a row over the limit throughout ends the
  /// search.
  private static func cost(
    aligning pattern: Pattern, with wordCount: Int, atMost limit: Int,
    _ replacements: inout ReplacementCosts
  ) -> Int? {
    let insertion = 2
    let surplus = pattern.words.count - wordCount
    let unmatched = pattern.words.contains(nil) ? max(0, surplus) : abs(surplus)
    guard unmatched * insertion <= limit else { return nil }
    // previous[j]: the cheapest alignment of the pattern words so far with the first j words.
    var previous = Array(stride(from: 0, through: wordCount * insertion, by: insertion))
    var current = previous
    for token in pattern.words {
      current[0] = previous[0] + insertion
      var cheapest = current[0]
      for word in 0..<wordCount {
        var best = min(previous[word + 1] + insertion, current[word] + insertion)
        if let literal = token {
          best = min(best, previous[word] + replacements.cost(literal, word))
        } else {
          best = min(best, previous[word], current[word])
        }
        current[word + 1] = best
        cheapest = min(cheapest, best)
      }
      guard cheapest <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[wordCount] <= limit ? previous[wordCount] : nil
  }
}

extension StepSuggester {
  /// A pattern split into words: each one a wildcard or a literal word.
  private struct Pattern: Sendable {
    /// Each word of the pattern: `nil` for a placeholder such as `#{int}` or `{ids}`, which is
    /// a wildcard, or the index of a literal word in `StepSuggester.literals`.
    var words: [Int?]

    /// The highest cost at which the pattern is still suggested: two thirds of its literal
    /// word count, and at least two.
    var allowance: Int
  }

  /// A word of a pattern or of a step, as the suggester compares it.
  private struct Word: Sendable {
    /// The word as written.
    var text: String

    /// The word's characters, for the edit distance to a near spelling.
    var characters: [Character]

    init(_ text: some StringProtocol) {
      self.text = String(text)
      characters = Array(self.text)
    }
  }

  /// The cost of replacing each literal pattern word with each word of one step text, each
  /// worked out the first time it is needed: many patterns share words such as `the`, `user`
  /// or `request`, and a pattern dropped early needs few of them.
  private struct ReplacementCosts {
    let literals: [Word]
    let words: [Word]

    /// `costs[literal * words.count + word]`, or -1 while not yet worked out.
    private var costs: [Int8]

    init(literals: [Word], words: [Word]) {
      self.literals = literals
      self.words = words
      costs = Array(repeating: -1, count: literals.count * words.count)
    }

    /// Zero for the same word, one for a near spelling, two otherwise.
    ///
    /// A near spelling is one edit in three characters of the longer word, or fewer.
    mutating func cost(_ literal: Int, _ word: Int) -> Int {
      let index = literal * words.count + word
      if costs[index] < 0 {
        let (token, word) = (literals[literal], words[word])
        let nearness = max(token.characters.count, word.characters.count) / 3
        if token.text == word.text {
          costs[index] = 0
        } else if EditDistance.tokens(token.characters, word.characters, atMost: nearness) != nil {
          costs[index] = 1
        } else {
          costs[index] = 2
        }
      }
      return Int(costs[index])
    }
  }
}
