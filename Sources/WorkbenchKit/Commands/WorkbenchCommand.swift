public import Foundation
import ScenarioKit

/// The `workbench` command line: its grammar and the dispatch to each subcommand.
public enum WorkbenchCommand {
  static let formatOption = ArgumentSpec.option(
    "format", valueName: "format", help: "Output format: text or json.", allowed: ["text", "json"],
    defaultValue: "text")

  static let jobsOption = ArgumentSpec.option(
    "jobs", short: "j", valueName: "n",
    help:
      "Run n worker processes at once (default: the cores available); the output is the same for any n."
  )

  static let run = CommandSpec(
    name: "run", abstract: "Run the scenarios against the patterns and print the matrix.",
    discussion: """
      With no path, runs the built-in scenarios in Scenarios/. Paths name other .feature files \
      or folders to run instead, so you can run scenarios of your own without touching \
      Scenarios/. Exit codes: 0 every result as expected, 1 a scenario failed, 64 usage error, \
      65 malformed scenario file.
      """,
    arguments: [
      .positional(
        "path", valueName: "path", help: "A .feature file or a folder of them.", repeating: true,
        optional: true),
      .option(
        "pattern", short: "p", valueName: "name", help: "Run only this pattern (repeatable).",
        repeating: true),
      .option(
        "tag", short: "t", valueName: "expression",
        help:
          "Run only scenarios whose tags match, e.g. '@stale-result and not @slow' (repeatable; all must match).",
        repeating: true),
      .option(
        "scenario", short: "s", valueName: "name",
        help: "Run only scenarios whose name contains this text."),
      .option(
        "repeat", valueName: "n",
        help: "Run each scenario n times and count the runs whose trace differed (divergent).",
        defaultValue: "1"),
      .option(
        "time-limit", valueName: "seconds",
        help:
          "Stop a worker process after this long on one run of a scenario (each repeat has as "
          + "long again) and report the scenario as did-not-settle.",
        defaultValue: String(RunCommand.defaultTimeLimit)),
      jobsOption,
      .flag(
        "in-process",
        help: "Run every pattern in this process: faster to debug, but a crash ends the run."),
      formatOption,
    ])

  static let list = CommandSpec(
    name: "list", abstract: "List the patterns and the scenarios.",
    arguments: [
      .positional(
        "path", valueName: "path", help: "A .feature file or a folder of them.", repeating: true,
        optional: true),
      formatOption,
    ])

  static let steps = CommandSpec(
    name: "steps",
    abstract: "Print the step vocabulary scenarios are written in, with an example each.",
    arguments: [
      .option(
        "format", valueName: "format",
        help: "Output format: text, or markdown for Scenarios/README.md.",
        allowed: ["text", "markdown"], defaultValue: "text")
    ])

  static let explain = CommandSpec(
    name: "explain",
    abstract: "Show what each pattern did in one scenario: steps, requests, actions and screens.",
    discussion: """
      Prints the scenario step by step with the patterns side by side: under each step, one \
      column per pattern with the requests started, cancelled, answered and superseded, what \
      the pattern reported (actions, effects, routes, renders) and the screen after the step. \
      Patterns whose lines for a step are the same share a column. Columns are at least \
      \(ExplainLayout.minimumColumnWidth) characters wide; patterns that do not fit go to a \
      further band below. Long lines wrap. Then why each pattern that did not pass failed.
      """,
    arguments: [
      .positional("scenario", valueName: "scenario", help: "The scenario's name, or a part of it."),
      .positional(
        "path", valueName: "path",
        help: "A .feature file or a folder of them to look in instead of Scenarios/, as for run.",
        repeating: true, optional: true),
      .option(
        "pattern", short: "p", valueName: "name", help: "Explain only this pattern (repeatable).",
        repeating: true),
      .option(
        "width", valueName: "n",
        help:
          "Lay the columns out in n characters (default: the terminal's width, else $COLUMNS, else 120)."
      ),
      .option(
        "order", valueName: "k",
        help:
          "Show the k-th order (from 1) of the scenario's 'in any order' steps, the same on every pattern (default: the first failing order of each pattern, else the first)."
      ),
      .option(
        "time-limit", valueName: "seconds",
        help:
          "Stop a pattern's worker process after this long on the scenario and explain it as "
          + "did-not-settle, as run does.",
        defaultValue: String(RunCommand.defaultTimeLimit)),
      jobsOption,
      .flag(
        "in-process",
        help: "Run every pattern in this process: for a debugger, but a crash or a hang ends it."),
    ])

  static let report = CommandSpec(
    name: "report",
    abstract: "Run the scenarios and write an HTML, Markdown, JSON and JUnit report.",
    discussion: """
      Writes index.html (self-contained: no scripts, nothing loaded from elsewhere), \
      timelines.html, report.md, results.json and junit.xml into the output folder, each \
      replaced atomically. results.json carries the traces of the results that did not pass \
      ('--traces': every result's).
      The cost charts need a benchmark. By default the report runs a quick sweep first \
      (a first tap and a re-tap of a star, a next page and a refresh in every pattern at 10, \
      1 000 and 100 000 articles, with the heap held after first taps; about a minute), by the \
      benchmark executable built beside this one (state-copy, or a team's own); \
      '--bench' reads a full 'state-copy --format json' run instead, and '--no-bench' leaves \
      the charts out. The report names the benchmark it shows, the patterns its figures \
      cover, and marks times measured by a debug build, which mean little: build with \
      'swift run -c release'.
      Exit codes: 0 every result as expected, 1 a scenario failed, the benchmark failed or the \
      report could not be written (no file is then changed), 64 usage error, 65 malformed \
      scenario or benchmark file.
      """,
    arguments: [
      .positional(
        "path", valueName: "path", help: "A .feature file or a folder of them.", repeating: true,
        optional: true),
      .option(
        "out", short: "o", valueName: "folder", help: "Where to write the report.",
        defaultValue: "report"),
      .option(
        "bench", valueName: "file",
        help: "Draw the cost charts from this 'state-copy --format json' output."),
      .flag(
        "quick-bench",
        help: "Run the quick benchmark sweep for the cost charts (the default)."),
      .flag("no-bench", help: "Run no benchmark and leave the cost charts out."),
      .flag(
        "traces",
        help:
          "Put every result's trace in results.json (about 37 MB for the whole run), not only "
          + "those of the results that did not pass."),
      .option(
        "pattern", short: "p", valueName: "name", help: "Report only this pattern (repeatable).",
        repeating: true),
      .option(
        "tag", short: "t", valueName: "expression",
        help: "Report only scenarios whose tags match (repeatable; all must match).",
        repeating: true),
      .option(
        "scenario", short: "s", valueName: "name",
        help: "Report only scenarios whose name contains this text."),
      jobsOption,
    ])

  static let agree = CommandSpec(
    name: "agree",
    abstract: "Run random user sessions on every pattern and show where the patterns differ.",
    discussion: """
      Writes sessions a user could have on the first pattern (the reference): a world, then \
      taps, pulls, typing, links, logins, connection changes, time passing and answers to the \
      requests in flight, each step tried on the reference as it is written. Each session then \
      runs on every pattern, and what the harness observed — the requests and the screen after \
      every step — is compared with the reference's. A difference is a contract gap or a bug; \
      it is printed with the session as a scenario to save and explain. The same seed gives \
      the same sessions. The last lines say which steps of the vocabulary the sessions took \
      (setting up, acting, answering) and how many pairs of consecutive steps; with \
      --require-every-step, a setting up or an act no session took fails the run. Exit codes: \
      0 every pattern saw and asked the same (and, when required, every step was taken), 1 \
      some differ or a step was not taken, 64 usage error.
      """,
    arguments: [
      .option(
        "pattern", short: "p", valueName: "name",
        help: "Compare only these patterns (repeatable; at least two; the first is the reference).",
        repeating: true),
      .option("sessions", valueName: "n", help: "How many sessions to write.", defaultValue: "200"),
      .option(
        "steps", valueName: "n", help: "Steps per session, after the world.", defaultValue: "16"),
      .option(
        "seed", valueName: "n", help: "The seed the sessions are written from.", defaultValue: "1"),
      .option(
        "show", valueName: "n", help: "How many differences to print in full, with their session.",
        defaultValue: "3"),
      .flag(
        "no-scenes",
        help: "Keep sessions in one window: by default they open a second window, close it and "
          + "act in it, which a pattern without scenes cannot follow."),
      .flag(
        "require-every-step",
        help: "Fail unless the sessions took every setting up and every act of the vocabulary."),
    ])

  static let newPattern = CommandSpec(
    name: "new-pattern",
    abstract: "Write a package of your own that holds a new pattern against the scenarios.",
    discussion: """
      Writes, into a new folder, a package depending on this one: a pattern module with a \
      first load and refresh written whole (the author's guide's worked example), \
      an executable '<name>-workbench' with every subcommand and the pattern beside the \
      built-in ones, a README with its two commands and a .ci/run. Most scenarios fail until \
      the pattern is written; each failure says what it expected. A folder that exists and is \
      not empty is refused, and nothing is half-written. Exit codes: 0 written, 1 not written, \
      64 usage error.
      """,
    arguments: [
      .positional(
        "name", valueName: "name", help: "The pattern's name, as its column reads (e.g. MVP)."),
      .option(
        "path", valueName: "folder",
        help: "Where to write the package (default: <name in lower case>-workbench)."),
      .option(
        "workbench-path", valueName: "path",
        help:
          "The workbench checkout the package depends on, relative to the new folder (default: this one)."
      ),
      .option(
        "workbench-url", valueName: "url",
        help: "Depend on the workbench by git URL (branch main) instead of a path."),
    ])

  static let newVariant = CommandSpec(
    name: "new-variant",
    abstract: "Add a teaching variant of your own pattern: a copy of a file to put a mistake in.",
    discussion: """
      Run in a package new-pattern wrote. Adds, all or nothing: Sources/Variants/<Target>/ with \
      a link to the module's folder and a copy of each file named, where the mistake goes; the \
      variant's line in Package.swift; its import and entry in the executable's main.swift; \
      and its entry in Variants/expected-failures.txt, to which you add why and the scenarios \
      that catch it. Trying the mistake then compiles the variant's module again, not the \
      package. Exit codes: 0 written, 1 not written, 64 usage error.
      """,
    arguments: [
      .positional(
        "name", valueName: "name",
        help: "The variant's name: the pattern, a slash, the mistake (e.g. MVP/no-guard)."),
      .option(
        "replacing", valueName: "file",
        help: "A Swift file of the pattern's module to copy for the mistake (repeatable).",
        repeating: true),
      .option(
        "package", valueName: "folder",
        help: "The package to add it to (default: the working directory)."),
    ])

  public static let spec = CommandSpec(
    name: "workbench",
    abstract: "Run one executable specification against seven architecture patterns.",
    discussion: """
      The Architecture Workbench builds one article-list feature once per UI architecture \
      pattern and runs the same Gherkin scenarios against each, deterministically.
      """,
    subcommands: [run, report, explain, agree, list, steps, newPattern, newVariant],
    defaultSubcommand: "run")

  /// Runs the command line `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - catalog: the patterns and variants every subcommand runs, lists and reports.
  ///   - progress: told what is happening, one line at a time, for a person watching.
  ///   - workerExecutable: The workbench executable; when given, `run` and `report` run each
  ///     pattern in a child process of it, so a crashing or hanging pattern cannot end the run.
  ///     The workers are started with the hidden `_worker` subcommand and must know the same
  ///     catalog, so this is the executable calling `main` with the same `catalog`.
  ///   - quickBenchmark: Runs the benchmark's quick sweep and returns the JSON
  ///     `state-copy --format json` prints. `report` calls it unless told otherwise; without it,
  ///     `report` draws no cost charts unless given `--bench`. The executable passes the
  ///     benchmark in, so the library (and its tests) never link the counting allocator.
  ///   - programName: what the help and usage errors call the program: `workbench`, or a
  ///     team's own executable, such as `mvp-workbench`.
  public static func main(
    _ arguments: [String], catalog: PatternCatalog, progress: (@Sendable (String) -> Void)? = nil,
    workerExecutable: String? = nil, quickBenchmark: (() throws -> Data)? = nil,
    programName: String = spec.name
  ) -> CommandOutput {
    if arguments.first == WorkerCommand.name {
      return WorkerCommand.main(Array(arguments.dropFirst()), catalog: catalog)
    }
    do throws(UsageError) {
      switch try spec.named(programName).parse(arguments) {
      case .help(let text):
        return CommandOutput(exitCode: .success, standardOutput: text + "\n")
      case .command(let command):
        switch command.path.last {
        case "run":
          return try RunCommand(command, catalog: catalog, workerExecutable: workerExecutable)
            .execute(progress: progress)
        case "report":
          return try ReportCommand(
            command, catalog: catalog, workerExecutable: workerExecutable,
            quickBenchmark: quickBenchmark
          )
          .execute(arguments: arguments, progress: progress)
        case "list": return try ListCommand(command, catalog: catalog).execute()
        case "explain":
          return try ExplainCommand(
            command, catalog: catalog, workerExecutable: workerExecutable
          ).execute()
        case "agree": return try AgreeCommand(command, catalog: catalog).execute()
        case "new-variant": return try NewVariantCommand(command).execute()
        case "new-pattern":
          return try NewPatternCommand(
            command, builtInNames: (catalog.patterns + catalog.variants).map(\.name)
          )
          .execute()
        default: return StepsCommand.execute(markdown: command.value("format") == "markdown")
        }
      }
    } catch {
      return CommandOutput(exitCode: .usage, standardError: error.description + "\n")
    }
  }
}
