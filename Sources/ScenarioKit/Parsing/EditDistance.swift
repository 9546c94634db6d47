/// Edit distances, used to turn an unknown word into a `did you mean …?` note.
enum EditDistance {
  /// Returns the edit distance between two strings, ignoring case.
  ///
  /// Case is ignored because `scenario:` and `Scenario:` are the same mistake to a reader.
  static func between(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Int {
    tokens(Array(lhs.lowercased()), Array(rhs.lowercased()))
  }

  /// Returns the edit distance between two sequences, each insertion, deletion, substitution or
  /// swap of neighbours costing one.
  ///
  /// Swaps count as one edit (the "optimal string alignment" variant of Levenshtein) because
  /// typing two letters in the wrong order, as in `titel`, is the most common typo of all.
  static func tokens<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
    // Nothing is over the largest limit, so the bounded distance is always there.
    tokens(lhs, rhs, atMost: .max) ?? .max
  }

  /// Returns the edit distance between two sequences when it is at most `limit`, or `nil` when
  /// it is more.
  ///
  /// Within the limit this is exactly `tokens(_:_:)`, but a pair that is too far apart is
  /// usually settled early, which matters when one long unknown step is compared with every
  /// known one. The distance is at least the difference in lengths, so a pair whose lengths
  /// differ by more than `limit` is not compared at all. And the cheapest cost in a row of the
  /// dynamic programme never decreases from one row to the next, since every cell is reached
  /// from the row above, from its left neighbour, or by a swap from two rows up that is never
  /// cheaper than the cell diagonally above it; so the comparison stops at the first row that
  /// is over the limit throughout: Ukkonen's cut-off.
  static func tokens<Element: Equatable>(
    _ lhs: [Element], _ rhs: [Element], atMost limit: Int
  ) -> Int? {
    guard limit >= 0, abs(lhs.count - rhs.count) <= limit else { return nil }
    // Three rows, reused: the one being filled, the one above it and the one above that.
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = beforePrevious
    for (row, left) in lhs.enumerated() {
      current[0] = row + 1
      var cheapest = current[0]
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        var best = min(substitution, previous[column + 1] + 1, current[column] + 1)
        if row > 0, column > 0, left == rhs[column - 1], lhs[row - 1] == right {
          best = min(best, beforePrevious[column - 1] + 1)
        }
        current[column + 1] = best
        cheapest = min(cheapest, best)
      }
      guard cheapest <= limit else { return nil }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[rhs.count] <= limit ? previous[rhs.count] : nil
  }

  /// Returns the candidate closest to `word`, when it is close enough to be a likely typo.
  ///
  /// "Close enough" allows one edit in short words and two in words of seven letters or more,
  /// which catches `Scenaro` and `Backgound` without turning `Note` into `When`.
  ///
  /// - Parameters:
  ///   - word: The unknown word.
  ///   - candidates: The known words, in order of preference for ties.
  static func closest(to word: some StringProtocol, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = between(word, candidate)
      let allowed = candidate.count >= 7 ? 2 : 1
      if distance <= allowed, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The candidate nearest to `text`, allowing about one edit in three characters: for names
  /// and phrases, where a typo or a changed word should still find its target.
  static func suggestion(for text: some StringProtocol, among candidates: [String]) -> String? {
    let allowed = max(2, text.count / 3)
    return candidates.map { ($0, between(text, $0)) }
      .filter { $0.1 <= allowed }
      .min { $0.1 < $1.1 }?.0
  }
}
