/// One argument a command accepts: a named option, a flag, or a positional value.
///
/// Build specs with the static factories rather than the initializer:
///
/// ```swift
/// let arguments: [ArgumentSpec] = [
///   .positional("path", help: "Extra .feature files.", repeating: true, optional: true),
///   .option("pattern", short: "p", valueName: "P", help: "Run this pattern.", repeating: true),
///   .option("format", help: "Output format.", allowed: ["text", "json"], defaultValue: "text"),
///   .flag("verbose", short: "v", help: "Print every step."),
/// ]
/// ```
///
/// Options and flags are always optional. A value shown in help and usage as `<valueName>`
/// is spelled exactly as given, so `valueName: "P"` renders as `<P>`.
public struct ArgumentSpec: Sendable, Equatable {
  /// How an argument appears on the command line.
  public enum Kind: Sendable, Equatable {
    /// A named value: `--name value`, `--name=value` or `-n value`.
    case option
    /// A named switch without a value: `--name` or `-n`.
    case flag
    /// A bare value identified by its position among the other bare values.
    case positional
  }

  /// Whether this is an option, a flag or a positional argument.
  public let kind: Kind
  /// The name used on the command line (`--name`) and by `ParsedCommand` accessors.
  public let name: String
  /// The single-character alias (`-n`), if any; positionals never have one.
  public let short: Character?
  /// The placeholder shown in angle brackets in help and usage; flags leave it empty.
  public let valueName: String
  /// A one-line description shown in the help text.
  public let help: String
  /// Whether the argument may be given more than once (positionals: takes all the rest).
  public let isRepeating: Bool
  /// Whether the command line may leave the argument out.
  public let isOptional: Bool
  /// The only values accepted, if the option is restricted.
  public let allowedValues: [String]?
  /// The value reported when an option is not given.
  public let defaultValue: String?

  /// A named value: `--name value`, `--name=value` or `-s value`.
  ///
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: An optional one-character alias.
  ///   - valueName: The placeholder shown in help; defaults to `name`.
  ///   - help: A one-line description.
  ///   - repeating: Whether the option may be given more than once and collects every value.
  ///     A non-repeating option given twice keeps the last value.
  ///   - allowed: The only values accepted, if the option is restricted.
  ///   - defaultValue: The value reported when the option is not given.
  public static func option(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
    repeating: Bool = false, allowed: [String]? = nil, defaultValue: String? = nil
  ) -> ArgumentSpec {
    if let defaultValue, let allowed {
      precondition(allowed.contains(defaultValue), "'--\(name)' defaults to a disallowed value")
    }
    return ArgumentSpec(
      kind: .option, name: name, short: short, valueName: valueName ?? name, help: help,
      isRepeating: repeating, isOptional: true, allowedValues: allowed,
      defaultValue: defaultValue)
  }

  /// A named switch without a value: `--name` or `-s`.
  ///
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: An optional one-character alias.
  ///   - help: A one-line description.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
    ArgumentSpec(
      kind: .flag, name: name, short: short, valueName: "", help: help, isRepeating: false,
      isOptional: true, allowedValues: nil, defaultValue: nil)
  }

  /// A bare value identified by its position.
  ///
  /// Positionals are filled in declaration order; only the last one may repeat, and it then
  /// takes every remaining bare value.
  ///
  /// - Parameters:
  ///   - name: The name used by `ParsedCommand` accessors.
  ///   - valueName: The placeholder shown in help; defaults to `name`.
  ///   - help: A one-line description.
  ///   - repeating: Whether the argument takes all remaining bare values.
  ///   - optional: Whether the argument may be left out.
  public static func positional(
    _ name: String, valueName: String? = nil, help: String, repeating: Bool = false,
    optional: Bool = false
  ) -> ArgumentSpec {
    ArgumentSpec(
      kind: .positional, name: name, short: nil, valueName: valueName ?? name, help: help,
      isRepeating: repeating, isOptional: optional, allowedValues: nil, defaultValue: nil)
  }
}

extension ArgumentSpec {
  /// The spelling used in error messages: `--name` for options and flags, `<value>` otherwise.
  var displayName: String {
    kind == .positional ? "<\(valueName)>" : "--\(name)"
  }

  /// The left-hand column of the help text, such as `-p, --pattern <P>`.
  var helpLabel: String {
    switch kind {
    case .positional: return "<\(valueName)>"
    case .flag: return shortPrefix + "--\(name)"
    case .option: return shortPrefix + "--\(name) <\(valueName)>"
    }
  }

  /// The right-hand column of the help text, mentioning the default value if there is one.
  var helpDescription: String {
    guard let defaultValue else { return help }
    return help.isEmpty ? "(default: \(defaultValue))" : "\(help) (default: \(defaultValue))"
  }

  /// How the argument reads in a usage line, such as `[--pattern <P> ...]`.
  var usageComponent: String {
    let core: String
    switch kind {
    case .positional: core = "<\(valueName)>"
    case .flag: core = "--\(name)"
    case .option: core = "--\(name) <\(valueName)>"
    }
    let repeated = isRepeating ? core + " ..." : core
    return isOptional ? "[\(repeated)]" : repeated
  }

  private var shortPrefix: String {
    short.map { "-\($0), " } ?? ""
  }
}
