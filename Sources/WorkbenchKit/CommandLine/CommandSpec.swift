/// A declarative description of a command: its name, help text, arguments and subcommands.
///
/// A command either takes arguments itself (a leaf) or dispatches to subcommands, never both:
///
/// ```swift
/// let workbench = CommandSpec(
///   name: "workbench", abstract: "Compare architecture patterns.",
///   subcommands: [run, list, steps], defaultSubcommand: "run")
/// switch try workbench.parse(Array(CommandLine.arguments.dropFirst())) {
/// case .help(let text): print(text)
/// case .command(let command): try execute(command)
/// }
/// ```
public struct CommandSpec: Sendable, Equatable {
  /// The word that selects this command; for the root, the program name.
  public let name: String
  /// A one-line summary shown after `OVERVIEW:` and in the parent's subcommand list.
  public let abstract: String
  /// Longer free text shown between the overview and the usage, if any.
  public let discussion: String?
  /// The options, flags and positionals of a leaf command.
  public let arguments: [ArgumentSpec]
  /// The commands this one dispatches to.
  public let subcommands: [CommandSpec]
  /// The subcommand used when none is named, if any.
  public let defaultSubcommand: String?

  /// Creates a command spec, checking its internal consistency.
  ///
  /// - Precondition: A command has arguments or subcommands but not both; argument names are
  ///   unique; only the last positional repeats; `defaultSubcommand` names a subcommand.
  public init(
    name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil
  ) {
    precondition(arguments.isEmpty || subcommands.isEmpty, "'\(name)': arguments or subcommands")
    precondition(
      Set(arguments.map(\.name)).count == arguments.count, "'\(name)': duplicate argument names")
    let positionals = arguments.filter { $0.kind == .positional }
    precondition(
      positionals.dropLast().allSatisfy { !$0.isRepeating },
      "'\(name)': only the last positional may repeat")
    precondition(
      defaultSubcommand.map { wanted in subcommands.contains { $0.name == wanted } } ?? true,
      "'\(name)': the default subcommand must be one of its subcommands")
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  /// The same command under another name: the root of a program installed as `name`.
  public func named(_ name: String) -> CommandSpec {
    CommandSpec(
      name: name, abstract: abstract, discussion: discussion, arguments: arguments,
      subcommands: subcommands, defaultSubcommand: defaultSubcommand)
  }

  /// Parses a command line, or returns the help text it asks for.
  ///
  /// Words naming subcommands come first. With no words left, or when the next word is an
  /// option, the default subcommand is used. `--help` or `-h` anywhere before `--`, or
  /// `help <subcommand> ...` in place of a subcommand, returns the help of the command reached.
  ///
  /// - Parameter arguments: The command line without the program name (`argv[0]`).
  /// - Returns: The parsed leaf command, or the help text that was asked for.
  /// - Throws: A `UsageError` describing the first problem found.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParseResult {
    var command = self
    var path = [name]
    var remaining = arguments[...]
    while !command.subcommands.isEmpty {
      guard let word = remaining.first,
        Self.isHelpRequest(word) || !ArgumentReader.looksLikeOption(word)
      else {
        guard let fallback = command.defaultSubcommandSpec else {
          throw command.missingSubcommand(word: remaining.first, path: path)
        }
        command = fallback
        path.append(fallback.name)
        continue
      }
      if Self.isHelpRequest(word) {
        return .help(HelpFormatter(command: command, path: path).helpText)
      }
      if word == "help" && command.subcommand(named: word) == nil {
        return .help(try command.helpText(for: remaining.dropFirst(), path: path))
      }
      guard let next = command.subcommand(named: word) else {
        let names = command.subcommands.map(\.name)
        throw command.usageError(
          "unknown subcommand '\(word)'",
          suggestion: UsageError.didYouMean(word, among: names), path: path)
      }
      command = next
      path.append(word)
      remaining = remaining.dropFirst()
    }
    if remaining.prefix(while: { $0 != "--" }).contains(where: Self.isHelpRequest) {
      return .help(HelpFormatter(command: command, path: path).helpText)
    }
    return .command(try ArgumentReader(command: command, path: path).read(remaining))
  }

  /// Whether a word asks for help: `--help` or `-h`.
  static func isHelpRequest(_ word: String) -> Bool {
    word == "--help" || word == "-h"
  }

  /// Builds an error carrying this command's usage line and help hint.
  func usageError(_ message: String, suggestion: String? = nil, path: [String]) -> UsageError {
    UsageError(
      message: message, suggestion: suggestion,
      usage: HelpFormatter(command: self, path: path).usage,
      command: path.joined(separator: " "))
  }

  private var defaultSubcommandSpec: CommandSpec? {
    defaultSubcommand.flatMap(subcommand(named:))
  }

  private func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// Follows `help a b ...` down the subcommand tree and returns the help of the command reached.
  private func helpText(
    for words: ArraySlice<String>, path: [String]
  ) throws(UsageError) -> String {
    guard let word = words.first else {
      return HelpFormatter(command: self, path: path).helpText
    }
    guard let next = subcommand(named: word) else {
      if subcommands.isEmpty {
        throw usageError("unexpected argument '\(word)'", path: path)
      }
      let names = subcommands.map(\.name)
      throw usageError(
        "unknown subcommand '\(word)'", suggestion: UsageError.didYouMean(word, among: names),
        path: path)
    }
    return try next.helpText(for: words.dropFirst(), path: path + [word])
  }

  /// The error for a command line that names no subcommand where one is needed.
  private func missingSubcommand(word: String?, path: [String]) -> UsageError {
    guard let word else {
      let names = subcommands.map(\.name).joined(separator: ", ")
      return usageError("missing subcommand (expected one of: \(names))", path: path)
    }
    let option = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    return usageError(
      "unknown option '\(option)'",
      suggestion: UsageError.didYouMean(option, among: ["--help"]), path: path)
  }
}
