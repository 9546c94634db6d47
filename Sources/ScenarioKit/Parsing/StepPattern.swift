/// A step of the harness vocabulary, declared as text with typed placeholders.
///
/// A pattern such as `"request #{int} succeeds with articles {ids}"` matches step text like
/// `request #2 succeeds with articles a3, a4 and a5` and captures `.int(2)` and
/// `.ids(["a3", "a4", "a5"])`. Literal text matches case-sensitively; runs of whitespace in
/// the step text count as one space, and leading or trailing whitespace is ignored.
///
/// Placeholders:
/// - `{int}`: a non-negative integer.
/// - `{id}`: an article id made of letters, digits and hyphens, such as `a1`.
/// - `{ids}`: ids separated by commas, optionally with a final `and`: `a1, a2 and a3`.
/// - `{string}`: a double-quoted string; `\"` is a quote and `\\` a backslash inside it.
/// - `{requests}`: request numbers such as `#1 and #2` or `#1, #2 and #3`.
/// - `{word}`: one run of non-whitespace characters.
public struct StepPattern: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of placeholder a pattern may contain, named as written between braces.
  public enum Placeholder: String, Hashable, Sendable, CaseIterable {
    case int, id, ids, string, requests, word
  }

  /// A piece of a pattern: literal characters or one placeholder.
  enum Segment: Hashable, Sendable {
    case literal([Character])
    case placeholder(Placeholder)
  }

  /// The pattern as declared.
  public let source: String

  /// The placeholders in the order they appear, which is the order of the captured arguments.
  public var placeholders: [Placeholder] {
    segments.compactMap { segment in
      if case .placeholder(let placeholder) = segment { placeholder } else { nil }
    }
  }

  let segments: [Segment]

  /// Creates a pattern from its declaration.
  ///
  /// Patterns are written by the harness authors, not by scenario writers, so an unknown
  /// placeholder such as `{number}` is a programming error and stops the program with a message
  /// naming it, rather than silently matching the literal text.
  ///
  /// - Parameter pattern: Text with `{int}`, `{id}`, `{ids}`, `{string}`, `{requests}` or
  ///   `{word}` placeholders.
  public init(_ pattern: String) {
    source = pattern
    let characters = StepText(pattern).characters
    var segments: [Segment] = []
    var literal: [Character] = []
    var index = 0
    while index < characters.count {
      let close = characters[index...].firstIndex(of: "}")
      guard characters[index] == "{", let close else {
        literal.append(characters[index])
        index += 1
        continue
      }
      let name = String(characters[(index + 1)..<close])
      guard let placeholder = Placeholder(rawValue: name) else {
        preconditionFailure("unknown placeholder '{\(name)}' in step pattern '\(pattern)'")
      }
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = []
      }
      segments.append(.placeholder(placeholder))
      index = close + 1
    }
    if !literal.isEmpty {
      segments.append(.literal(literal))
    }
    self.segments = segments
  }

  /// The pattern as declared.
  public var description: String { source }

  /// Returns the captured values when the whole of `text` matches the pattern, or `nil`.
  ///
  /// - Parameter text: The step text, without its keyword.
  public func match(_ text: String) -> [StepArgument]? {
    captures(in: text)?.map(\.value)
  }

  /// Returns the captured values with their offsets in `text` when the whole of `text` matches
  /// the pattern, or `nil`.
  ///
  /// - Parameter text: The step text, without its keyword.
  public func captures(in text: String) -> [MatchedArgument]? {
    captures(in: StepText(text))
  }

  /// The captures in step text already read, for matching one text against many patterns.
  func captures(in text: StepText) -> [MatchedArgument]? {
    match(from: 0, at: 0, in: text)
  }

  /// Matches the segments from `segment` on against the text from `position` on.
  ///
  /// Lists can end early (`a1, a2` before `and a3` could be literal text), so each placeholder
  /// offers every way it can match, longest first, and the first one that lets the rest of the
  /// pattern match wins.
  private func match(from segment: Int, at position: Int, in text: StepText)
    -> [MatchedArgument]?
  {
    guard segment < segments.count else {
      return position == text.characters.count ? [] : nil
    }
    switch segments[segment] {
    case .literal(let literal):
      guard text.has(literal, at: position) else { return nil }
      return match(from: segment + 1, at: position + literal.count, in: text)
    case .placeholder(let placeholder):
      for candidate in placeholder.candidates(in: text, at: position) {
        if let rest = match(from: segment + 1, at: candidate.end, in: text) {
          return [candidate.argument] + rest
        }
      }
      return nil
    }
  }
}

/// Step text with whitespace runs collapsed to one space, remembering where each character was.
struct StepText {
  /// The characters, trimmed, with each whitespace run replaced by one space.
  let characters: [Character]

  /// For each character, its offset in the original text.
  let offsets: [Int]

  init(_ text: String) {
    var characters: [Character] = []
    var offsets: [Int] = []
    var pendingSpace: Int?
    for (offset, character) in text.enumerated() {
      if character.isWhitespace {
        pendingSpace = pendingSpace ?? offset
        continue
      }
      if let space = pendingSpace, !characters.isEmpty {
        characters.append(" ")
        offsets.append(space)
      }
      pendingSpace = nil
      characters.append(character)
      offsets.append(offset)
    }
    self.characters = characters
    self.offsets = offsets
  }

  /// Whether `literal` appears at `position`.
  func has(_ literal: some Collection<Character>, at position: Int) -> Bool {
    guard position >= 0, position + literal.count <= characters.count else { return false }
    return characters[position..<(position + literal.count)].elementsEqual(literal)
  }

  /// Returns the end of the run of characters satisfying `predicate` that starts at `position`.
  func end(ofRunFrom position: Int, where predicate: (Character) -> Bool) -> Int {
    var end = position
    while end < characters.count, predicate(characters[end]) {
      end += 1
    }
    return end
  }

  /// Returns the characters from `start` up to `end` as a string.
  func string(_ start: Int, _ end: Int) -> String {
    String(characters[start..<end])
  }
}

/// A typed value captured by a placeholder of a `StepPattern`.
public enum StepArgument: Hashable, Sendable {
  /// A non-negative integer, from `{int}`.
  case int(Int)
  /// An article id such as `a1`, from `{id}`.
  case id(String)
  /// Article ids in the order written, from `{ids}`.
  case ids([String])
  /// A quoted string without its quotes, from `{string}`.
  case string(String)
  /// Request numbers without their `#`, from `{requests}`.
  case requests([Int])
  /// One word, from `{word}`.
  case word(String)
}

/// A captured argument together with where it was written in the step text.
///
/// Offsets are 0-based character offsets into the text given to `StepPattern.captures(in:)`,
/// so `Step.location(atTextOffset:)` turns them into a source location; an error such as
/// "unknown article a9" can then point at `a9` rather than at the start of the step.
public struct MatchedArgument: Hashable, Sendable {
  /// The captured value.
  public var value: StepArgument

  /// The offset of the argument's first character; for `{string}`, its opening quote.
  public var offset: Int

  /// The offset of each element: one per id or request number for `{ids}` and `{requests}`
  /// (pointing at the id, or at the `#`), and `[offset]` for single values.
  public var elementOffsets: [Int]

  /// Creates a matched argument.
  public init(value: StepArgument, offset: Int, elementOffsets: [Int]) {
    self.value = value
    self.offset = offset
    self.elementOffsets = elementOffsets
  }
}
