import Foundation
import ScenarioKit

#if canImport(Glibc)
  import Glibc
#endif

/// `workbench explain`: one scenario's timeline, step by step, the patterns side by side.
///
/// The timeline is the trace the repeat check compares: each step, each request as the scripted
/// server saw it, what the pattern reported (actions, effects, routes, renders), and the screen
/// after the step. ``ExplainLayout`` lays it out in the terminal's width.
///
/// The patterns run as `run` runs them: in worker processes, under the same time limit, so that
/// a pattern that crashes or never parks is explained as such and the others still are.
struct ExplainCommand {
  let command: ParsedCommand
  let catalog: PatternCatalog
  /// The workbench executable to run patterns in, as for `run`; `nil` runs them here.
  let workerExecutable: String?

  init(_ command: ParsedCommand, catalog: PatternCatalog, workerExecutable: String? = nil) {
    self.command = command
    self.catalog = catalog
    self.workerExecutable = workerExecutable
  }

  func execute() throws(UsageError) -> CommandOutput {
    var selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command, catalog: catalog, filters: false)
      try selection.selectPatterns(named: command.values("pattern"), command: command)
    } catch {
      return error.output
    }
    let name = command.value("scenario") ?? ""
    let matching = selection.scenarios.filter { $0.name.lowercased().contains(name.lowercased()) }
    let exact = matching.first { $0.name == name }
    guard let scenario = exact ?? (matching.count == 1 ? matching.first : nil) else {
      let names = matching.prefix(8).map { "  " + $0.name }.joined(separator: "\n")
      throw command.usageError(
        matching.isEmpty
          ? "no scenario is called '\(name)'"
          : "'\(name)' matches \(matching.count) scenarios; name one:\n\(names)")
    }
    let width = try command.integer("width", in: 40...1_000) ?? Self.terminalWidth ?? 120
    let order = try command.integer("order", in: 1...ScenarioRunner.orderLimit)
    let results = try run(scenario, on: selection.patterns, order: order)
      .map(selection.expectedFailures.judge)
    if order != nil, results.contains(where: { $0.shownOrder == nil }) {
      throw command.usageError(
        "'\(scenario.name)' has no step in any order: it runs in one order, so '--order' has nothing to choose"
      )
    }
    if let order, let short = results.first(where: { $0.ordersRun < order }) {
      throw command.usageError(
        "'\(scenario.name)' runs in \(short.ordersRun) orders on \(short.pattern); '--order' takes 1 to \(short.ordersRun)"
      )
    }
    let text = ExplainLayout(width: width).text(
      of: scenario.reference, summary: scenario.summary, results: results)
    return CommandOutput(exitCode: .success, standardOutput: text)
  }

  /// The scenario's result on each pattern: from worker processes under the time limit, or in
  /// this process with `--in-process` (or without a worker executable).
  private func run(
    _ scenario: CompiledScenario, on patterns: [PatternEntry], order: Int?
  ) throws(UsageError) -> [ScenarioResult] {
    guard let workerExecutable, !command.flag("in-process") else {
      return ScenarioRunner.run([scenario], on: patterns, order: order).results
    }
    let seconds = try command.integer("time-limit", in: 1...86_400) ?? RunCommand.defaultTimeLimit
    // Each worker selects the one scenario by its whole name, in the same files.
    let selectionArguments =
      ["--scenario", scenario.name, "--exact-scenario"]
      + (order.map { ["--order", String($0)] } ?? []) + ["--"] + command.values("path")
    let runner = IsolatedRunner(
      executable: workerExecutable, selectionArguments: selectionArguments,
      timeLimit: .seconds(seconds), jobs: try RunCommand(command, catalog: catalog).jobs,
      traces: true)
    return runner.run([scenario], on: patterns, repetitions: 1, progress: { _ in }).results
  }

  /// The width of the terminal standard output goes to, else `$COLUMNS`, else `nil`.
  static var terminalWidth: Int? {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    {
      return Int(size.ws_col)
    }
    return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap {
      $0 > 0 ? $0 : nil
    }
  }
}
