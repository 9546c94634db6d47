/// One physical line of a feature file, split into its indentation and its trimmed content.
///
/// Lines end at `"\n"`, `"\r\n"` or `"\r"`, the three endings editors agree on, and a leading
/// byte order mark is dropped, so a file saved on Windows parses exactly like one saved on macOS.
/// Columns count characters, so a tab is one column.
struct FeatureLine {
  /// The 1-based line number.
  let number: Int

  /// The whole line, without its line ending.
  let text: Substring

  /// The number of whitespace characters before the content.
  let indent: Int

  /// The line without leading and trailing whitespace.
  let content: Substring

  /// The 1-based column of the first character of `content`.
  var column: Int { indent + 1 }

  /// Whether the line holds only whitespace.
  var isBlank: Bool { content.isEmpty }

  /// Whether the line is a `#` comment; a `#` later in a line is ordinary text.
  var isComment: Bool { content.first == "#" }

  /// Creates a line from its text.
  init(number: Int, text: Substring) {
    self.number = number
    self.text = text
    let leading = text.prefix(while: \.isWhitespace)
    self.indent = leading.count
    self.content = Self.trimmed(text[leading.endIndex...])
  }

  /// Splits a whole file into lines.
  ///
  /// An empty file is one empty line, so "line 1, column 1" always exists.
  ///
  /// - Parameter source: The file contents.
  static func split(_ source: String) -> [FeatureLine] {
    var scalars = Substring(source).unicodeScalars
    if scalars.first == "\u{FEFF}" {
      scalars.removeFirst()
    }
    let body = Substring(scalars)
    let pieces = body.split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || character == "\r"
    }
    return pieces.enumerated().map { FeatureLine(number: $0.offset + 1, text: $0.element) }
  }

  /// Returns `text` without leading and trailing whitespace.
  static func trimmed(_ text: Substring) -> Substring {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
    return text[start..<max(start, end)]
  }

  /// Returns `text` quoted for a diagnostic, shortened so that one long line cannot swamp the
  /// message.
  static func quoted(_ text: some StringProtocol) -> String {
    let limit = 40
    guard text.count > limit else { return "'\(text)'" }
    return "'\(text.prefix(limit - 1))…'"
  }

  /// Returns the location of the character `offset` characters into `content`.
  func location(in file: String, offset: Int = 0) -> SourceLocation {
    SourceLocation(file: file, line: number, column: column + offset)
  }
}

extension FeatureLine {
  /// Returns the whitespace-separated words of `text` with their character offsets in it.
  static func words(in text: Substring) -> [(offset: Int, word: Substring)] {
    var words: [(offset: Int, word: Substring)] = []
    var offset = 0
    var index = text.startIndex
    while index < text.endIndex {
      guard !text[index].isWhitespace else {
        index = text.index(after: index)
        offset += 1
        continue
      }
      let end = text[index...].firstIndex(where: \.isWhitespace) ?? text.endIndex
      let word = text[index..<end]
      words.append((offset, word))
      offset += word.count
      index = end
    }
    return words
  }
}
