import Testing
import WorkbenchKit

/// The exact text of every usage error, as the executable prints it to standard error.
@Suite struct UsageErrorTests {
  let workbench = CommandLineFixtures.workbench
  let tool = CommandLineFixtures.tool

  /// The usage line of `workbench run`, shared by most expectations below.
  static let runUsage = """
    Usage: workbench run [<path> ...] [--pattern <P> ...] [--tag <expr> ...] \
    [--scenario <name>] [--repeat <n>] [--format <format>]
    """

  @Test func unknownOptionSuggestsTheClosestName() {
    #expect(
      workbench.usageError(["run", "--patern", "UDF"])?.description == """
        Error: unknown option '--patern'
        Did you mean '--pattern'?
        \(Self.runUsage)
          See 'workbench run --help'.
        """)
  }

  @Test func unknownOptionWithEqualsNamesOnlyTheOption() {
    #expect(
      workbench.usageError(["run", "--formt=json"])?.description == """
        Error: unknown option '--formt'
        Did you mean '--format'?
        \(Self.runUsage)
          See 'workbench run --help'.
        """)
  }

  @Test func unknownOptionFarFromEveryNameHasNoSuggestion() {
    #expect(
      workbench.usageError(["list", "--colour"])?.description == """
        Error: unknown option '--colour'
        Usage: workbench list [--format <format>]
          See 'workbench list --help'.
        """)
  }

  @Test func unknownShortOptionIsReportedAsTyped() {
    #expect(
      workbench.usageError(["run", "-x"])?.description == """
        Error: unknown option '-x'
        \(Self.runUsage)
          See 'workbench run --help'.
        """)
  }

  @Test(arguments: [["run", "--repeat"], ["run", "--repeat", "--format", "json"]])
  func missingValueIsReported(arguments: [String]) {
    #expect(
      workbench.usageError(arguments)?.description == """
        Error: missing value for '--repeat'
        \(Self.runUsage)
          See 'workbench run --help'.
        """)
  }

  @Test func valueOutsideTheAllowedOnesIsReported() {
    #expect(
      workbench.usageError(["list", "--format", "xml"])?.description == """
        Error: '--format' must be one of: text, json (got 'xml')
        Usage: workbench list [--format <format>]
          See 'workbench list --help'.
        """)
  }

  @Test(arguments: ["abc", "0", "100001", "-5", "1.5"])
  func invalidIntegerIsReported(text: String) throws {
    let run = try #require(try workbench.parsedCommand(["run", "--repeat", text]))
    let error = #expect(throws: UsageError.self) { try run.integer("repeat", in: 1...100_000) }
    #expect(
      error?.description == """
        Error: '--repeat' expects a whole number from 1 to 100000 (got '\(text)')
        \(Self.runUsage)
          See 'workbench run --help'.
        """)
  }

  @Test func unknownSubcommandSuggestsTheClosestName() {
    #expect(
      workbench.usageError(["lst"])?.description == """
        Error: unknown subcommand 'lst'
        Did you mean 'list'?
        Usage: workbench [<subcommand>]
          See 'workbench --help'.
        """)
  }

  @Test func unknownSubcommandAfterHelpIsReported() {
    #expect(
      workbench.usageError(["help", "stpes"])?.description == """
        Error: unknown subcommand 'stpes'
        Did you mean 'steps'?
        Usage: workbench [<subcommand>]
          See 'workbench --help'.
        """)
  }

  @Test func unknownSubcommandFarFromEveryNameHasNoSuggestion() {
    #expect(
      workbench.usageError(["deploy"])?.description == """
        Error: unknown subcommand 'deploy'
        Usage: workbench [<subcommand>]
          See 'workbench --help'.
        """)
  }

  @Test func missingSubcommandWithoutDefaultIsReported() {
    #expect(
      tool.usageError(["files"])?.description == """
        Error: missing subcommand (expected one of: copy)
        Usage: tool files <subcommand>
          See 'tool files --help'.
        """)
  }

  @Test func optionWhereASubcommandIsNeededIsReported() {
    #expect(
      tool.usageError(["--hlp"])?.description == """
        Error: unknown option '--hlp'
        Did you mean '--help'?
        Usage: tool <subcommand>
          See 'tool --help'.
        """)
  }

  @Test func missingRequiredPositionalIsReported() {
    #expect(
      tool.usageError(["files", "copy", "-v"])?.description == """
        Error: missing expected argument '<source>'
        Usage: tool files copy <source> [<dest>] [--verbose] [--mode <octal-permissions>]
          See 'tool files copy --help'.
        """)
  }

  @Test func surplusBareWordIsReported() {
    #expect(
      tool.usageError(["files", "copy", "a", "b", "c"])?.message
        == "unexpected argument 'c'")
    #expect(
      workbench.usageError(["steps", "now"])?.description == """
        Error: unexpected argument 'now'
        Usage: workbench steps
          See 'workbench steps --help'.
        """)
  }

  @Test func flagGivenAValueIsReported() {
    #expect(
      tool.usageError(["files", "copy", "--verbose=yes", "a"])?.message
        == "'--verbose' does not take a value (got 'yes')")
  }

  @Test(arguments: [
    ("--patern", "--pattern"), ("--sceanrio", "--scenario"), ("--pat", "--pattern"),
    ("--rpeat", "--repeat"), ("--tga", "--tag"), ("--hepl", "--help"),
  ])
  func typosSuggestTheIntendedOption(typo: String, intended: String) {
    #expect(workbench.usageError(["run", typo])?.suggestion == "Did you mean '\(intended)'?")
  }

  @Test(arguments: ["--x", "--verbose", "--json"])
  func distantWordsSuggestNothing(word: String) throws {
    let error = try #require(workbench.usageError(["run", word]))
    #expect(error.message == "unknown option '\(word)'")
    #expect(error.suggestion == nil)
  }
}
