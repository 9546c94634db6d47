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
    var beforePrevious: [Int] = []
    var previous = Array(0...rhs.count)
    for (row, left) in lhs.enumerated() {
      var current = [row + 1]
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        var best = min(substitution, previous[column + 1] + 1, current[column] + 1)
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
