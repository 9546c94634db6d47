/// Reads the words of a leaf command into option values, flags and positionals.
///
/// Options are recognised until a lone `--`; everything after it is positional. An option's
/// value is either attached (`--name=value`) or the next word, which must not itself look
/// like an option. Bare words are assigned to the positionals in declaration order.
struct ArgumentReader {
  /// The leaf command whose arguments are read.
  let command: CommandSpec
  /// The words that selected the command, starting with the program name.
  let path: [String]

  /// Whether a word is spelled like an option (`-x`, `--name`) rather than a value.
  ///
  /// A lone `-` (conventionally standard input) and negative numbers such as `-5` are values.
  static func looksLikeOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), let second = word.dropFirst().first else { return false }
    return !second.isNumber
  }

  /// Reads the words that follow the command's path.
  ///
  /// - Throws: A `UsageError` for an unknown option, a missing or disallowed value, a value
  ///   given to a flag, a missing required positional or a surplus bare word.
  func read(_ words: ArraySlice<String>) throws(UsageError) -> ParsedCommand {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var bareWords: [String] = []
    var index = words.startIndex
    var optionsEnded = false
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(word) {
        bareWords.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (spec, attached) = try lookUp(word)
      if spec.kind == .flag {
        if let attached {
          throw error("'\(spec.displayName)' does not take a value (got '\(attached)')")
        }
        flags.insert(spec.name)
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else if index < words.endIndex, !Self.looksLikeOption(words[index]) {
        value = words[index]
        index += 1
      } else {
        throw error("missing value for '\(spec.displayName)'")
      }
      try check(value, for: spec)
      values[spec.name] = spec.isRepeating ? values[spec.name, default: []] + [value] : [value]
    }
    try assign(bareWords, into: &values)
    return ParsedCommand(
      path: path, arguments: command.arguments, givenValues: values, givenFlags: flags,
      usage: HelpFormatter(command: command, path: path).usage)
  }

  /// Finds the option or flag a word names, with the value attached after `=`, if any.
  private func lookUp(_ word: String) throws(UsageError) -> (ArgumentSpec, String?) {
    let named = command.arguments.filter { $0.kind != .positional }
    guard word.hasPrefix("--") else {
      guard word.count == 2, let spec = named.first(where: { $0.short == word.last }) else {
        throw error("unknown option '\(word)'")
      }
      return (spec, nil)
    }
    let body = word.dropFirst(2)
    let equals = body.firstIndex(of: "=")
    let name = String(body[..<(equals ?? body.endIndex)])
    let attached = equals.map { String(body[body.index(after: $0)...]) }
    guard let spec = named.first(where: { $0.name == name }) else {
      let candidates = named.map(\.displayName) + ["--help"]
      let suggestion = UsageError.didYouMean("--\(name)", among: candidates)
      throw error("unknown option '--\(name)'", suggestion: suggestion)
    }
    return (spec, attached)
  }

  /// Rejects a value outside the option's allowed values.
  private func check(_ value: String, for spec: ArgumentSpec) throws(UsageError) {
    guard let allowed = spec.allowedValues, !allowed.contains(value) else { return }
    let choices = allowed.joined(separator: ", ")
    throw error("'\(spec.displayName)' must be one of: \(choices) (got '\(value)')")
  }

  /// Hands the bare words to the positionals in order; the last may take all that remain.
  private func assign(
    _ bareWords: [String], into values: inout [String: [String]]
  ) throws(UsageError) {
    var remaining = bareWords[...]
    for spec in command.arguments where spec.kind == .positional {
      let taken = spec.isRepeating ? Array(remaining) : Array(remaining.prefix(1))
      remaining = remaining.dropFirst(taken.count)
      if taken.isEmpty && !spec.isOptional {
        throw error("missing expected argument '\(spec.displayName)'")
      }
      if !taken.isEmpty {
        values[spec.name] = taken
      }
    }
    if let surplus = remaining.first {
      throw error("unexpected argument '\(surplus)'")
    }
  }

  private func error(_ message: String, suggestion: String? = nil) -> UsageError {
    command.usageError(message, suggestion: suggestion, path: path)
  }
}
