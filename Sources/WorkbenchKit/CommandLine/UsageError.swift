/// A command line the parser cannot accept, with enough context to correct it.
///
/// Its description is what the program prints to standard error before exiting with
/// `ExitCode.usage`:
///
/// ```
/// Error: unknown option '--patern'
/// Did you mean '--pattern'?
/// Usage: workbench run [<path> ...] [--pattern <P> ...] [--format <format>]
///   See 'workbench run --help'.
/// ```
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, such as `unknown option '--patern'`.
  public var message: String
  /// A complete hint line, such as `Did you mean '--pattern'?`, if one helps.
  public var suggestion: String?
  /// The usage line of the command concerned, without the `Usage: ` prefix.
  public var usage: String
  /// The words of the command concerned, such as `workbench run`, for the help hint.
  public var command: String

  /// Creates a usage error.
  ///
  /// Prefer `ParsedCommand.usageError(_:suggestion:)`, which fills in the usage and command.
  public init(message: String, suggestion: String? = nil, usage: String, command: String) {
    self.message = message
    self.suggestion = suggestion
    self.usage = usage
    self.command = command
  }

  /// The error, the suggestion if any, the usage line and where to find help, one per line.
  public var description: String {
    var lines = ["Error: \(message)"]
    if let suggestion {
      lines.append(suggestion)
    }
    lines.append("Usage: \(usage)")
    lines.append("  See '\(command) --help'.")
    return lines.joined(separator: "\n")
  }
}

extension UsageError {
  /// A `Did you mean '…'?` line naming the candidate closest to a mistyped word, if any is
  /// close enough to be a likely typo.
  ///
  /// A candidate qualifies when it starts with the word (of at least three characters) or is
  /// within `max(1, count / 3)` edits of it; the first of the closest wins.
  static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    let typed = Array(word)
    let tolerance = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance =
        candidate.hasPrefix(word) && typed.count > 2
        ? 0 : editDistance(typed, Array(candidate))
      if distance <= tolerance && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best.map { "Did you mean '\($0.candidate)'?" }
  }

  /// The fewest single-character insertions, deletions, substitutions and swaps of adjacent
  /// characters that turn one word into the other (optimal string alignment distance).
  static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    var table = [[Int]](repeating: Array(0...target.count), count: source.count + 1)
    for row in 1..<table.count {
      table[row][0] = row
      for column in 1..<table[row].count {
        let same = source[row - 1] == target[column - 1]
        var best = min(
          table[row - 1][column - 1] + (same ? 0 : 1), table[row - 1][column] + 1,
          table[row][column - 1] + 1)
        if row > 1, column > 1, source[row - 1] == target[column - 2],
          source[row - 2] == target[column - 1]
        {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[source.count][target.count]
  }
}
