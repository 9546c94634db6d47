/// A boolean expression over tags that selects scenarios, such as `@refresh and not @slow`.
///
/// Precedence is `not`, then `and`, then `or`, and `and` and `or` group from the left, so
/// `@a or @b and not @c` means `@a or (@b and (not @c))`. Parentheses override it. A tag may be
/// written without its `@`: `refresh` means `@refresh`.
public indirect enum TagExpression: Hashable, Sendable, CustomStringConvertible {
  /// True when the tag, named without `@`, is present.
  case tag(String)
  /// True when the operand is false.
  case not(TagExpression)
  /// True when both operands are true.
  case and(TagExpression, TagExpression)
  /// True when either operand is true.
  case or(TagExpression, TagExpression)

  /// Parses an expression.
  ///
  /// - Parameter text: Tags joined by `and`, `or` and `not`, optionally parenthesised.
  /// - Throws: `TagExpressionError` naming the 1-based column and what was expected there.
  public static func parse(_ text: String) throws(TagExpressionError) -> TagExpression {
    var parser = TagExpressionParser(text)
    return try parser.parse()
  }

  /// Returns whether a scenario with `tags` is selected.
  ///
  /// - Parameter tags: Tag names without `@`, such as `Scenario.tagNames(in:)` returns.
  public func matches(_ tags: Set<String>) -> Bool {
    switch self {
    case .tag(let name): tags.contains(name)
    case .not(let operand): !operand.matches(tags)
    case .and(let lhs, let rhs): lhs.matches(tags) && rhs.matches(tags)
    case .or(let lhs, let rhs): lhs.matches(tags) || rhs.matches(tags)
    }
  }

  /// The expression written with `@` tags and only the parentheses its structure needs.
  public var description: String {
    switch self {
    case .tag(let name): "@\(name)"
    case .not(let operand): "not \(operand.parenthesized(unless: .tag, .not))"
    case .and(let lhs, let rhs):
      "\(lhs.parenthesized(unless: .tag, .not, .and)) and \(rhs.parenthesized(unless: .tag, .not))"
    case .or(let lhs, let rhs):
      "\(lhs) or \(rhs.parenthesized(unless: .tag, .not, .and))"
    }
  }

  /// The shape of an expression, used to decide where parentheses are needed.
  private enum Kind {
    case tag, not, and, or
  }

  private var kind: Kind {
    switch self {
    case .tag: .tag
    case .not: .not
    case .and: .and
    case .or: .or
    }
  }

  private func parenthesized(unless kinds: Kind...) -> String {
    kinds.contains(kind) ? description : "(\(description))"
  }
}

/// Why a tag expression could not be parsed, and where.
public struct TagExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based column of the problem; one past the end when the expression stops too early.
  public var column: Int

  /// What was found and what was expected, without the column.
  public var message: String

  /// Creates an error.
  public init(_ message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// The message followed by `at column N`.
  public var description: String {
    "\(message) at column \(column)"
  }
}

/// A recursive-descent parser for `TagExpression`, one function per precedence level.
///
/// Grammar:
///
///     or      := and ("or" and)*
///     and     := unary ("and" unary)*
///     unary   := "not" unary | primary
///     primary := "(" or ")" | tag
struct TagExpressionParser {
  /// A word or parenthesis with the 1-based column of its first character.
  struct Token {
    var text: String
    var column: Int
  }

  private let tokens: [Token]
  private let endColumn: Int
  private var index = 0

  init(_ text: String) {
    var tokens: [Token] = []
    var word = ""
    var wordColumn = 0
    func flush() {
      if !word.isEmpty { tokens.append(Token(text: word, column: wordColumn)) }
      word = ""
    }
    var column = 0
    for character in text {
      column += 1
      if character.isWhitespace || character == "(" || character == ")" {
        flush()
        if !character.isWhitespace { tokens.append(Token(text: String(character), column: column)) }
      } else {
        if word.isEmpty { wordColumn = column }
        word.append(character)
      }
    }
    flush()
    self.tokens = tokens
    self.endColumn = column + 1
  }

  mutating func parse() throws(TagExpressionError) -> TagExpression {
    let expression = try parseOr()
    if let token = current {
      throw token.text == ")"
        ? TagExpressionError("unbalanced ')'", column: token.column)
        : TagExpressionError("expected 'and' or 'or' before '\(token.text)'", column: token.column)
    }
    return expression
  }

  private var current: Token? {
    index < tokens.count ? tokens[index] : nil
  }

  /// Consumes the current token when its text is `text`.
  private mutating func take(_ text: String) -> Bool {
    guard current?.text == text else { return false }
    index += 1
    return true
  }

  private mutating func parseOr() throws(TagExpressionError) -> TagExpression {
    var expression = try parseAnd()
    while take("or") {
      expression = .or(expression, try parseAnd())
    }
    return expression
  }

  private mutating func parseAnd() throws(TagExpressionError) -> TagExpression {
    var expression = try parseUnary()
    while take("and") {
      expression = .and(expression, try parseUnary())
    }
    return expression
  }

  private mutating func parseUnary() throws(TagExpressionError) -> TagExpression {
    take("not") ? .not(try parseUnary()) : try parsePrimary()
  }

  private mutating func parsePrimary() throws(TagExpressionError) -> TagExpression {
    let previous = index > 0 ? tokens[index - 1].text : nil
    guard let token = current, !["and", "or", ")"].contains(token.text) else {
      let after = previous.map { " after '\($0)'" } ?? ""
      let found = current.map { ", found '\($0.text)'" } ?? ""
      throw TagExpressionError(
        "expected a tag\(after)\(found)", column: current?.column ?? endColumn)
    }
    index += 1
    if token.text == "(" {
      let expression = try parseOr()
      guard take(")") else {
        guard let unexpected = current else {
          throw TagExpressionError("unbalanced '('", column: token.column)
        }
        throw TagExpressionError(
          "expected 'and' or 'or' before '\(unexpected.text)'", column: unexpected.column)
      }
      return expression
    }
    let name = token.text.hasPrefix("@") ? String(token.text.dropFirst()) : token.text
    guard !name.isEmpty else {
      throw TagExpressionError("empty tag '@'", column: token.column)
    }
    return .tag(name)
  }
}
