import Foundation
import ScenarioKit
import Synchronization

/// `workbench run`: every selected scenario on every selected pattern, then the matrix.
struct RunCommand {
  /// Seconds one run of a scenario may take in a worker. A scenario settles in milliseconds (the
  /// whole matrix, 8 415 runs, takes about 11 s of one core in a release build), so a worker
  /// still busy after this long is in a loop that never parks, reported within seconds.
  static let defaultTimeLimit = 5

  let command: ParsedCommand
  let catalog: PatternCatalog
  /// The workbench executable to run patterns in, one child process each; `nil` runs them here.
  /// Its workers must know the same catalog: it is this executable.
  let workerExecutable: String?

  init(
    _ command: ParsedCommand, catalog: PatternCatalog, workerExecutable: String? = nil
  ) {
    self.command = command
    self.catalog = catalog
    self.workerExecutable = workerExecutable
  }

  func execute(progress: (@Sendable (String) -> Void)?) throws(UsageError) -> CommandOutput {
    let repetitions = try command.integer("repeat", in: 1...100_000) ?? 1
    let selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command, catalog: catalog)
    } catch {
      return error.output
    }
    let clock = ContinuousClock()
    let started = clock.now
    let total = selection.scenarios.count * selection.patterns.count
    let counter = ProgressCounter()
    let expectedFailures = selection.expectedFailures
    let reportProgress: @Sendable (ScenarioResult) -> Void = { rawResult in
      let result = expectedFailures.judge(rawResult)
      let done = counter.increment()
      progress?(
        "[\(done)/\(total)] \(result.pattern) · \(result.scenario.name): \(result.outcome.rawValue)"
      )
    }
    let (rawResults, divergent): ([ScenarioResult], Int)
    if let workerExecutable, !command.flag("in-process") {
      let seconds = try command.integer("time-limit", in: 1...86_400) ?? Self.defaultTimeLimit
      let runner = IsolatedRunner(
        executable: workerExecutable, selectionArguments: selectionArguments,
        timeLimit: .seconds(seconds), jobs: try jobs)
      (rawResults, divergent) = runner.run(
        selection.scenarios, on: selection.patterns, repetitions: repetitions,
        progress: reportProgress)
    } else {
      (rawResults, divergent) = ScenarioRunner.run(
        selection.scenarios, on: selection.patterns, repetitions: repetitions,
        progress: reportProgress)
    }
    let results = rawResults.map(selection.expectedFailures.judge)
    let report = RunReport(
      results: results, patterns: selection.patterns.map(\.name),
      variants: selection.expectedFailures.isEmpty
        ? [] : Set(selection.patterns.map(\.name).filter(catalog.isVariant)),
      repetitions: repetitions,
      divergent: divergent, elapsed: clock.now - started, origins: selection.origins)
    let text = command.value("format") == "json" ? report.json() : MatrixRenderer(report).text
    return CommandOutput(exitCode: report.isAsExpected ? .success : .failure, standardOutput: text)
  }
}

extension RunCommand {
  /// The paths and filters that select the scenarios, for a worker to select the same ones.
  var selectionArguments: [String] {
    command.values("tag").flatMap { ["--tag", $0] }
      + (command.value("scenario").map { ["--scenario", $0] } ?? [])
      + ["--"] + command.values("path")
  }
}

extension RunCommand {
  /// How many workers to run at once: `--jobs`, else the cores this process may use.
  var jobs: Int {
    get throws(UsageError) {
      try command.integer("jobs", in: 1...1_024)
        ?? ProcessInfo.processInfo.activeProcessorCount
    }
  }
}

/// Counts finished results for the progress line; results may come from several threads.
final class ProgressCounter: Sendable {
  private let count = Atomic<Int>(0)

  func increment() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }
}
