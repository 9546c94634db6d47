import BuiltInPatterns
import Testing
import WorkbenchKit

/// The exact help text at each level, and every way of asking for it.
@Suite struct HelpTextTests {
  let workbench = CommandLineFixtures.workbench
  let tool = CommandLineFixtures.tool

  static let rootHelp = """
    OVERVIEW: Compare architecture patterns by running scenarios against them.

    USAGE: workbench [<subcommand>]

    OPTIONS:
      -h, --help              Show help information.

    SUBCOMMANDS:
      run (default)           Run the scenarios against the patterns.
      list                    List the patterns and scenarios.
      steps                   List the step phrases the scenarios may use.

      See 'workbench help <subcommand>' for detailed help.
    """

  static let runHelp = """
    OVERVIEW: Run the scenarios against the patterns.

    USAGE: workbench run [<path> ...] [--pattern <P> ...] [--tag <expr> ...]
                         [--scenario <name>] [--repeat <n>] [--format <format>]

    ARGUMENTS:
      <path>                  Extra .feature files or folders to run.

    OPTIONS:
      -p, --pattern <P>       Run only this pattern (repeatable).
      --tag <expr>            Run only scenarios whose tags match (repeatable).
      --scenario <name>       Run only the scenario with this name.
      --repeat <n>            Run each scenario this many times. (default: 1)
      --format <format>       Output format: text or json. (default: text)
      -h, --help              Show help information.
    """

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func rootHelpListsTheSubcommands(arguments: [String]) throws {
    #expect(try workbench.helpText(arguments) == Self.rootHelp)
  }

  @Test(arguments: [
    ["run", "--help"], ["run", "-h"], ["help", "run"], ["run", "-p", "UDF", "--help"],
    ["run", "--patern", "-h"], ["--format", "json", "--help"],
  ])
  func subcommandHelpDescribesItsArguments(arguments: [String]) throws {
    #expect(try workbench.helpText(arguments) == Self.runHelp)
  }

  @Test func aTeamsOwnExecutableIsNamedInItsHelpAndUsageErrors() {
    let help = WorkbenchCommand.main(
      ["help", "explain"], catalog: .builtIn, programName: "mvp-workbench")
    #expect(help.standardOutput.contains("\nUSAGE: mvp-workbench explain <scenario>"))
    #expect(!help.standardOutput.contains("USAGE: workbench"))
    let wrong = WorkbenchCommand.main(
      ["explain", "--nope"], catalog: .builtIn, programName: "mvp-workbench")
    #expect(wrong.exitCode == .usage)
    #expect(wrong.standardError.contains("  See 'mvp-workbench explain --help'."))
  }

  @Test func helpAfterDoubleDashIsAPositional() throws {
    let run = try #require(try workbench.parsedCommand(["run", "--", "--help"]))
    #expect(run.values("path") == ["--help"])
  }

  @Test func helpOfACommandWithoutArgumentsListsOnlyHelp() throws {
    #expect(
      try workbench.helpText(["help", "steps"]) == """
        OVERVIEW: List the step phrases the scenarios may use.

        USAGE: workbench steps

        OPTIONS:
          -h, --help              Show help information.
        """)
  }

  @Test(arguments: [["files", "--help"], ["help", "files"]])
  func nestedCommandHelpPointsAtNestedHelp(arguments: [String]) throws {
    #expect(
      try tool.helpText(arguments) == """
        OVERVIEW: Work with files.

        USAGE: tool files <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          copy                    Copy a file.

          See 'tool help files <subcommand>' for detailed help.
        """)
  }

  @Test(arguments: [["files", "copy", "--help"], ["help", "files", "copy"]])
  func leafHelpWrapsAtEightyColumns(arguments: [String]) throws {
    let text = try #require(try tool.helpText(arguments))
    #expect(
      text == """
        OVERVIEW: Copy a file.

        Copies one file. When the destination is left out, the copy goes next to the
        source with a numbered suffix.

        Existing files are never overwritten.

        USAGE: tool files copy <source> [<dest>] [--verbose]
                               [--mode <octal-permissions>]

        ARGUMENTS:
          <source>                The file to copy.
          <dest>                  Where to put the copy.

        OPTIONS:
          -v, --verbose           Print each file as it is copied.
          -m, --mode <octal-permissions>
                                  Permissions for the copy, as an octal number such as
                                  644; the source's permissions when left out.
          -h, --help              Show help information.
        """)
    let widest = text.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 80)
  }

  @Test func helpWithTooManyWordsIsAnError() {
    #expect(
      workbench.usageError(["help", "run", "extra"])?.description == """
        Error: unexpected argument 'extra'
        Usage: workbench run [<path> ...] [--pattern <P> ...] [--tag <expr> ...] \
        [--scenario <name>] [--repeat <n>] [--format <format>]
          See 'workbench run --help'.
        """)
  }
}
