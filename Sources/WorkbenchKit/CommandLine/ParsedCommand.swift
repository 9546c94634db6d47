/// What a command line asked for: a command to run, or help to print.
public enum ParseResult: Sendable, Equatable {
  /// A leaf command with its arguments read and checked.
  case command(ParsedCommand)
  /// The help text of the command that `--help`, `-h` or `help <subcommand>` asked about.
  case help(String)
}

/// A leaf command with the values its command line gave, ready to be executed.
///
/// Accessors take the `name` an `ArgumentSpec` was declared with; asking for a name the
/// command does not declare is a programming error and stops the program.
public struct ParsedCommand: Sendable, Equatable {
  /// The words that selected the command, starting with the program name,
  /// such as `["workbench", "run"]`.
  public let path: [String]
  /// The argument specs of the command, to look names up.
  let arguments: [ArgumentSpec]
  /// The values the command line gave, by argument name, in order.
  let givenValues: [String: [String]]
  /// The names of the flags the command line gave.
  let givenFlags: Set<String>
  /// The command's usage line, for errors raised after parsing.
  let usage: String

  /// Every value of an option or positional, in command-line order.
  ///
  /// An option that was not given yields its default value, if it has one.
  public func values(_ name: String) -> [String] {
    let spec = spec(named: name)
    precondition(spec.kind != .flag, "'\(name)' is a flag; use flag(_:)")
    if let given = givenValues[name] {
      return given
    }
    return spec.defaultValue.map { [$0] } ?? []
  }

  /// The value of an option or positional: the last one given, else the default, else `nil`.
  public func value(_ name: String) -> String? {
    values(name).last
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool {
    precondition(spec(named: name).kind == .flag, "'\(name)' is not a flag; use value(_:)")
    return givenFlags.contains(name)
  }

  /// The value of an option or positional as a whole number within a range.
  ///
  /// - Returns: The number, or `nil` when the argument was not given and has no default.
  /// - Throws: A `UsageError` when the value is not a whole number within `range`.
  public func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(name) else {
      return nil
    }
    guard let number = Int(text), range.contains(number) else {
      let bounds = "from \(range.lowerBound) to \(range.upperBound)"
      let subject = spec(named: name).displayName
      throw usageError("'\(subject)' expects a whole number \(bounds) (got '\(text)')")
    }
    return number
  }

  /// An error about this command line, carrying the command's usage and help hint.
  ///
  /// Use it for checks the spec cannot express, such as a path that does not exist, so that
  /// every usage error reads the same.
  public func usageError(_ message: String, suggestion: String? = nil) -> UsageError {
    UsageError(
      message: message, suggestion: suggestion, usage: usage,
      command: path.joined(separator: " "))
  }

  private func spec(named name: String) -> ArgumentSpec {
    guard let spec = arguments.first(where: { $0.name == name }) else {
      preconditionFailure("'\(path.joined(separator: " "))' declares no argument '\(name)'")
    }
    return spec
  }
}
