import Testing
import WorkbenchKit

/// How `CommandSpec.parse(_:)` turns accepted command lines into a `ParsedCommand`.
@Suite struct CommandSpecParsingTests {
  let workbench = CommandLineFixtures.workbench
  let tool = CommandLineFixtures.tool

  @Test func optionsNotGivenReportTheirDefaults() throws {
    let run = try #require(try workbench.parsedCommand(["run"]))
    #expect(run.path == ["workbench", "run"])
    #expect(run.values("path") == [])
    #expect(run.values("pattern") == [])
    #expect(run.value("scenario") == nil)
    #expect(run.value("format") == "text")
    #expect(run.values("format") == ["text"])
    #expect(try run.integer("repeat", in: 1...100_000) == 1)
  }

  @Test func noArgumentsSelectTheDefaultSubcommand() throws {
    let run = try #require(try workbench.parsedCommand([]))
    #expect(run.path == ["workbench", "run"])
  }

  @Test func aLeadingOptionGoesToTheDefaultSubcommand() throws {
    let run = try #require(try workbench.parsedCommand(["--format", "json", "a.feature"]))
    #expect(run.path == ["workbench", "run"])
    #expect(run.value("format") == "json")
    #expect(run.values("path") == ["a.feature"])
  }

  @Test func namedSubcommandsAreSelected() throws {
    let list = try #require(try workbench.parsedCommand(["list", "--format", "json"]))
    #expect(list.path == ["workbench", "list"])
    #expect(list.value("format") == "json")
    let steps = try #require(try workbench.parsedCommand(["steps"]))
    #expect(steps.path == ["workbench", "steps"])
  }

  @Test func repeatingOptionsCollectEveryValueInOrder() throws {
    let arguments = ["run", "-p", "UDF", "--pattern", "MVVM", "--pattern=MVC", "--tag", "@a"]
    let run = try #require(try workbench.parsedCommand(arguments))
    #expect(run.values("pattern") == ["UDF", "MVVM", "MVC"])
    #expect(run.values("tag") == ["@a"])
  }

  @Test func aSingleOptionGivenTwiceKeepsTheLastValue() throws {
    let arguments = ["run", "--scenario", "one", "--scenario", "two"]
    let run = try #require(try workbench.parsedCommand(arguments))
    #expect(run.value("scenario") == "two")
  }

  @Test func equalsSyntaxAttachesTheValue() throws {
    let arguments = ["run", "--format=json", "--scenario=a=b", "--tag=", "--repeat=3"]
    let run = try #require(try workbench.parsedCommand(arguments))
    #expect(run.value("format") == "json")
    #expect(run.value("scenario") == "a=b")
    #expect(run.values("tag") == [""])
    #expect(try run.integer("repeat", in: 1...100_000) == 3)
  }

  @Test func bareWordsBetweenOptionsAreAllPositional() throws {
    let arguments = ["run", "a.feature", "-p", "UDF", "b.feature"]
    let run = try #require(try workbench.parsedCommand(arguments))
    #expect(run.values("path") == ["a.feature", "b.feature"])
    #expect(run.values("pattern") == ["UDF"])
  }

  @Test func doubleDashEndsOptions() throws {
    let arguments = ["run", "-p", "UDF", "--", "--pattern", "-h", "--"]
    let run = try #require(try workbench.parsedCommand(arguments))
    #expect(run.values("pattern") == ["UDF"])
    #expect(run.values("path") == ["--pattern", "-h", "--"])
  }

  @Test func aLoneDashAndNegativeNumbersAreValues() throws {
    let copy = try #require(try tool.parsedCommand(["files", "copy", "-", "-2"]))
    #expect(copy.value("source") == "-")
    #expect(copy.value("destination") == "-2")
  }

  @Test func flagsAreFalseUnlessGiven() throws {
    let quiet = try #require(try tool.parsedCommand(["files", "copy", "a"]))
    #expect(quiet.flag("verbose") == false)
    #expect(quiet.value("destination") == nil)
    let loud = try #require(try tool.parsedCommand(["files", "copy", "-v", "a"]))
    #expect(loud.flag("verbose"))
    let long = try #require(try tool.parsedCommand(["files", "copy", "a", "--verbose"]))
    #expect(long.flag("verbose"))
  }

  @Test func positionalsFillInDeclarationOrder() throws {
    let copy = try #require(
      try tool.parsedCommand(["files", "copy", "-m", "644", "a", "b"]))
    #expect(copy.path == ["tool", "files", "copy"])
    #expect(copy.value("source") == "a")
    #expect(copy.value("destination") == "b")
    #expect(copy.value("mode") == "644")
  }

  @Test func integersWithinTheRangeAreAccepted() throws {
    let run = try #require(try workbench.parsedCommand(["run", "--repeat", "100000"]))
    #expect(try run.integer("repeat", in: 1...100_000) == 100_000)
    let unset = try #require(try workbench.parsedCommand(["run"]))
    #expect(try unset.integer("scenario", in: 1...3) == nil)
  }

  @Test func parsedCommandsBuildErrorsWithTheirUsage() throws {
    let list = try #require(try workbench.parsedCommand(["list"]))
    let error = list.usageError("no such pattern 'MVX'", suggestion: "Did you mean 'MVC'?")
    #expect(
      error.description == """
        Error: no such pattern 'MVX'
        Did you mean 'MVC'?
        Usage: workbench list [--format <format>]
          See 'workbench list --help'.
        """)
  }

  @Test func exitCodesFollowSysexits() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode.dataError.rawValue == 65)
  }
}
