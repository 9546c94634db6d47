import WorkbenchKit

/// Command specs shared by the command-line tests.
///
/// `workbench` mirrors the real CLI: `run` (the default), `list` and `steps`. `tool` is a
/// deliberately different shape: nested subcommands without a default, a required positional,
/// a flag, a discussion and a label too wide for the help column.
enum CommandLineFixtures {
  /// The `--format` option shared by `run` and `list`.
  static let format = ArgumentSpec.option(
    "format", help: "Output format: text or json.", allowed: ["text", "json"],
    defaultValue: "text")

  /// `workbench run`, with every kind of option the real command has.
  static let run = CommandSpec(
    name: "run", abstract: "Run the scenarios against the patterns.",
    arguments: [
      .positional(
        "path", help: "Extra .feature files or folders to run.", repeating: true,
        optional: true),
      .option(
        "pattern", short: "p", valueName: "P", help: "Run only this pattern (repeatable).",
        repeating: true),
      .option(
        "tag", valueName: "expr", help: "Run only scenarios whose tags match (repeatable).",
        repeating: true),
      .option("scenario", valueName: "name", help: "Run only the scenario with this name."),
      .option(
        "repeat", valueName: "n", help: "Run each scenario this many times.",
        defaultValue: "1"),
      format,
    ])

  /// The `workbench` root: three subcommands, `run` by default.
  static let workbench = CommandSpec(
    name: "workbench",
    abstract: "Compare architecture patterns by running scenarios against them.",
    subcommands: [
      run,
      CommandSpec(
        name: "list", abstract: "List the patterns and scenarios.", arguments: [format]),
      CommandSpec(name: "steps", abstract: "List the step phrases the scenarios may use."),
    ],
    defaultSubcommand: "run")

  /// `tool files copy`: a required and an optional positional, a flag and a wide option.
  static let copy = CommandSpec(
    name: "copy", abstract: "Copy a file.",
    discussion: """
      Copies one file. When the destination is left out, the copy goes next to the source \
      with a numbered suffix.

      Existing files are never overwritten.
      """,
    arguments: [
      .positional("source", help: "The file to copy."),
      .positional("destination", valueName: "dest", help: "Where to put the copy.", optional: true),
      .flag("verbose", short: "v", help: "Print each file as it is copied."),
      .option(
        "mode", short: "m", valueName: "octal-permissions",
        help: "Permissions for the copy, as an octal number such as 644; the source's "
          + "permissions when left out."),
    ])

  /// The `tool` root: `files` nests `copy`, and neither has a default subcommand.
  static let tool = CommandSpec(
    name: "tool", abstract: "Manage files.",
    subcommands: [CommandSpec(name: "files", abstract: "Work with files.", subcommands: [copy])])
}

extension ParseResult {
  /// The parsed command, or `nil` when help was asked for.
  var parsedCommand: ParsedCommand? {
    guard case .command(let command) = self else { return nil }
    return command
  }

  /// The help text, or `nil` when a command was parsed.
  var helpText: String? {
    guard case .help(let text) = self else { return nil }
    return text
  }
}

extension CommandSpec {
  /// Parses `arguments` and returns the parsed command, or `nil` for help.
  func parsedCommand(_ arguments: [String]) throws -> ParsedCommand? {
    try parse(arguments).parsedCommand
  }

  /// Parses `arguments` and returns the help text, or `nil` for a command.
  func helpText(_ arguments: [String]) throws -> String? {
    try parse(arguments).helpText
  }

  /// Parses `arguments` and returns the error it throws, or `nil` if it parses.
  func usageError(_ arguments: [String]) -> UsageError? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error
    }
  }
}
