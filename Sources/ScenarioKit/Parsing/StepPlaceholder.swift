/// How each placeholder kind reads its value from step text.
extension StepPattern.Placeholder {
  /// One way a placeholder can match: the argument and the position just after it.
  typealias Candidate = (argument: MatchedArgument, end: Int)

  /// Returns every way this placeholder can match at `position`, longest first.
  ///
  /// Integers and ids take the longest run of their characters; words and lists may also stop
  /// earlier, so that a literal such as `"."` or `"and a3"` after them can still match.
  func candidates(in text: StepText, at position: Int) -> [Candidate] {
    guard position < text.characters.count else { return [] }
    let offset = text.offsets[position]
    func single(_ value: StepArgument, end: Int) -> [Candidate] {
      [(MatchedArgument(value: value, offset: offset, elementOffsets: [offset]), end)]
    }
    switch self {
    case .int:
      guard let (value, end) = Self.integer(in: text, at: position) else { return [] }
      return single(.int(value), end: end)
    case .id:
      guard let end = Self.id(in: text, at: position) else { return [] }
      return single(.id(text.string(position, end)), end: end)
    case .word:
      let end = text.end(ofRunFrom: position) { !$0.isWhitespace }
      return stride(from: end, to: position, by: -1).flatMap { end in
        single(.word(text.string(position, end)), end: end)
      }
    case .string:
      guard let (value, end) = Self.quoted(in: text, at: position) else { return [] }
      return single(.string(value), end: end)
    case .ids:
      return Self.list(in: text, at: position) { Self.id(in: text, at: $0) }.map { items in
        let ids = items.map { text.string($0.start, $0.end) }
        return (argument(.ids(ids), items, text), items.last?.end ?? position)
      }
    case .requests:
      return Self.list(in: text, at: position) { start in
        guard text.has("#", at: start) else { return nil }
        return Self.integer(in: text, at: start + 1)?.end
      }.map { items in
        let numbers = items.map { Int(text.string($0.start + 1, $0.end)) ?? 0 }
        return (argument(.requests(numbers), items, text), items.last?.end ?? position)
      }
    }
  }

  private func argument(
    _ value: StepArgument, _ items: [(start: Int, end: Int)], _ text: StepText
  ) -> MatchedArgument {
    let offsets = items.map { text.offsets[$0.start] }
    return MatchedArgument(value: value, offset: offsets.first ?? 0, elementOffsets: offsets)
  }

  /// Reads ASCII digits that fit in an `Int`.
  private static func integer(in text: StepText, at position: Int) -> (value: Int, end: Int)? {
    let end = text.end(ofRunFrom: position) { $0.isASCII && $0.isNumber }
    guard end > position, let value = Int(text.string(position, end)) else { return nil }
    return (value, end)
  }

  /// Reads an article id: ASCII letters, digits and hyphens.
  private static func id(in text: StepText, at position: Int) -> Int? {
    let end = text.end(ofRunFrom: position) { character in
      character.isASCII && (character.isLetter || character.isNumber || character == "-")
    }
    return end > position ? end : nil
  }

  /// Reads a double-quoted string, resolving `\"` and `\\`.
  private static func quoted(in text: StepText, at position: Int) -> (String, Int)? {
    let characters = text.characters
    guard characters[position] == "\"" else { return nil }
    var value = ""
    var index = position + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, "\"\\".contains(characters[index + 1]) {
        value.append(characters[index + 1])
        index += 2
      } else if character == "\"" {
        return (value, index + 1)
      } else {
        value.append(character)
        index += 1
      }
    }
    return nil
  }

  /// Reads `item`, `item, item`, `item and item` or `item, item, and item`, returning every
  /// prefix of the list as a candidate, longest first.
  ///
  /// - Parameter item: Returns the end of an item starting at a position, or `nil`.
  private static func list(
    in text: StepText, at position: Int, item: (Int) -> Int?
  ) -> [[(start: Int, end: Int)]] {
    guard let first = item(position) else { return [] }
    var items = [(start: position, end: first)]
    var prefixes = [items]
    while let last = items.last {
      var start = last.end
      var isFinal = false
      if text.has(",", at: start) {
        start += text.has(" ", at: start + 1) ? 2 : 1
      } else if !text.has(" ", at: start) {
        break
      } else {
        start += 1
      }
      if text.has("and ", at: start) {
        start += 4
        isFinal = true
      } else if !text.has(",", at: last.end) {
        break  // A bare space only separates items before a final "and".
      }
      guard let end = item(start) else { break }
      items.append((start, end))
      prefixes.append(items)
      if isFinal { break }
    }
    return prefixes.reversed()
  }
}
