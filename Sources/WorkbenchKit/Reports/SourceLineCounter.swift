import Synchronization

/// Counts what a reader of a Swift file has to read: lines of code without blanks and comments,
/// and the types and protocols it declares.
///
/// A small lexer, not a parser: it knows line comments (`//`, `///`), nested block comments
/// (`/* /* */ */`), and string literals (`"…"` and `"""…"""`), so that `"https://"` is code and
/// `// struct Fake` is not a type.
///
/// ```swift
/// let figures = SourceLineCounter.count("struct A {}\n// note\n")
/// // figures.codeLines == 1, figures.types == 1
/// ```
struct SourceLineCounter {
  /// The figures of one file or of several added together.
  struct Figures: Codable, Equatable, Sendable {
    var files = 0
    var codeLines = 0
    /// Declarations of classes, structs, enums, actors and protocols.
    var types = 0
    var protocols = 0

    static func + (left: Self, right: Self) -> Self {
      Figures(
        files: left.files + right.files, codeLines: left.codeLines + right.codeLines,
        types: left.types + right.types, protocols: left.protocols + right.protocols)
    }
  }

  private enum State {
    case code
    case blockComment(depth: Int)
    case string
    case multilineString
  }

  /// The figures of one file's text.
  static func count(_ source: String) -> Figures {
    var figures = Figures(files: 1)
    for line in code(of: source) {
      figures.codeLines += 1
      let (types, protocols) = declarations(in: line.text)
      figures.types += types
      figures.protocols += protocols
    }
    return figures
  }

  /// The lines of `source` that hold code, numbered from 1, each without its comments and with
  /// the contents of its strings removed: what a rule about code (not prose, not trace text)
  /// reads.
  ///
  /// A report reads each file several times (its lines, its declarations, where its effects
  /// start, its stale-result sites), so each text is stripped once per process.
  static func code(of source: String) -> [(number: Int, text: String)] {
    if let known = stripped.withLock({ $0[source] }) { return known }
    let lines = strip(source)
    stripped.withLock { $0[source] = lines }
    return lines
  }

  /// The code of each text stripped so far, by text.
  private static let stripped = Mutex<[String: [(number: Int, text: String)]]>([:])

  private static func strip(_ source: String) -> [(number: Int, text: String)] {
    var lines: [(number: Int, text: String)] = []
    var state = State.code
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let (code, next) = strip(Array(line), from: state)
      state = next
      let text = String(code)
      if !text.allSatisfy(\.isWhitespace) { lines.append((index + 1, text)) }
    }
    return lines
  }

  /// The line without its comments and with string contents removed, and the state after it.
  ///
  /// A line inside a multi-line string keeps one placeholder character, so it counts as code.
  private static func strip(_ line: [Character], from start: State) -> ([Character], State) {
    var code: [Character] = []
    var state = start
    var index = 0
    func next(_ offset: Int) -> Character? {
      index + offset < line.count ? line[index + offset] : nil
    }
    while index < line.count {
      let character = line[index]
      switch state {
      case .code:
        if character == "/" && next(1) == "/" { return (code, state) }
        if character == "/" && next(1) == "*" {
          state = .blockComment(depth: 1)
          index += 2
          continue
        }
        if character == "\"" && next(1) == "\"" && next(2) == "\"" {
          state = .multilineString
          code.append("\"")
          index += 3
          continue
        }
        if character == "\"" {
          state = .string
          code.append("\"")
        } else {
          code.append(character)
        }
      case .blockComment(let depth):
        if character == "*" && next(1) == "/" {
          state = depth == 1 ? .code : .blockComment(depth: depth - 1)
          index += 2
          continue
        }
        if character == "/" && next(1) == "*" {
          state = .blockComment(depth: depth + 1)
          index += 2
          continue
        }
      case .string:
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" {
          state = .code
          code.append("\"")
        }
      case .multilineString:
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" && next(1) == "\"" && next(2) == "\"" {
          state = .code
          code.append("\"")
          index += 3
          continue
        }
        if code.isEmpty { code.append("\"") }
      }
      index += 1
    }
    if case .multilineString = state, code.isEmpty, !line.allSatisfy(\.isWhitespace) {
      code.append("\"")
    }
    // An unterminated single-line string ends with its line (the compiler would reject it).
    if case .string = state { state = .code }
    return (code, state)
  }

  private static let typeKeywords: Set<Substring> = [
    "class", "struct", "enum", "actor", "protocol",
  ]
  /// Words after `class` that make it a modifier (`class func`), not a declaration.
  private static let notNames: Set<Substring> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
    "private", "fileprivate", "internal", "public", "open", "nonisolated", "convenience",
    "required",
  ]

  /// How many type declarations and how many of them protocols one line of code holds.
  private static func declarations(in code: String) -> (types: Int, protocols: Int) {
    let found = declaredTypes(in: code)
    return (found.count, found.filter { $0.keyword == "protocol" }.count)
  }

  /// A type or protocol declared in a file: what the test-double rule reads.
  struct Declaration: Equatable {
    /// `class`, `struct`, `enum`, `actor` or `protocol`.
    var keyword: String
    var name: String
    /// The line, from 1.
    var line: Int
    /// What the declaration names after its colon on the same line, each without generic
    /// arguments or attributes: `ArticleRepository`, `Sendable`.
    var inherits: [String]
  }

  /// Every type and protocol `source` declares, in its code (not its comments or strings).
  static func declarations(of source: String) -> [Declaration] {
    code(of: source).flatMap { line in
      declaredTypes(in: line.text).map { keyword, name in
        Declaration(
          keyword: String(keyword), name: String(name), line: line.number,
          inherits: inheritance(of: keyword + " " + name, in: line.text))
      }
    }
  }

  /// The keyword and name of each declaration on one line of code.
  private static func declaredTypes(in code: String) -> [(keyword: Substring, name: Substring)] {
    let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
    var found: [(keyword: Substring, name: Substring)] = []
    for (index, word) in words.enumerated() where typeKeywords.contains(word) {
      guard index + 1 < words.count, !notNames.contains(words[index + 1]),
        !typeKeywords.contains(words[index + 1])
      else { continue }
      // `.self`, `T.Type` and the like: the keyword must start a declaration.
      if index > 0, ["case", "Self", "self"].contains(words[index - 1]) { continue }
      found.append((word, words[index + 1]))
    }
    return found
  }

  /// The names after the colon of `declaration` (`struct A`) on `code`, up to its `{` or
  /// `where`: `struct A<T>: @unchecked Sendable, B {` gives `Sendable` and `B`.
  private static func inheritance(of declaration: String, in code: String) -> [String] {
    guard let range = code.firstRange(of: declaration) else { return [] }
    var rest = code[range.upperBound...].drop { $0 == " " }
    if rest.first == "<" {
      // Generic parameters may name constraints of their own: skip to the matching `>`.
      var depth = 0
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if depth == 0 { break }
      }
    }
    rest = rest.drop { $0 == " " }
    guard rest.first == ":" else { return [] }
    let clause = rest.dropFirst().prefix { $0 != "{" }
    let list = clause.firstRange(of: " where ").map { clause[..<$0.lowerBound] } ?? clause
    return list.split(separator: ",").compactMap { entry in
      let words = entry.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "any" }
      guard let first = words.first else { return nil }
      return String(first.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }
  }
}
