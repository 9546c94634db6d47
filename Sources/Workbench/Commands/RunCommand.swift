import ScenarioKit

/// `workbench run`: every selected scenario on every selected pattern, then the matrix.
struct RunCommand {
  let command: ParsedCommand

  init(_ command: ParsedCommand) { self.command = command }

  func execute(progress: (@Sendable (String) -> Void)?) throws(UsageError) -> CommandOutput {
    let repetitions = try command.integer("repeat", in: 1...100_000) ?? 1
    let selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command)
    } catch {
      return error.output
    }
    let clock = ContinuousClock()
    let started = clock.now
    let total = selection.scenarios.count * selection.patterns.count
    let counter = ProgressCounter()
    let expectedFailures = selection.expectedFailures
    let (rawResults, divergent) = ScenarioRunner.run(
      selection.scenarios, on: selection.patterns, repetitions: repetitions
    ) { rawResult in
      let result = expectedFailures.judge(rawResult)
      let done = counter.increment()
      progress?(
        "[\(done)/\(total)] \(result.pattern) · \(result.scenario.name): \(result.outcome.rawValue)"
      )
    }
    let results = rawResults.map(selection.expectedFailures.judge)
    let report = RunReport(
      results: results, patterns: selection.patterns.map(\.name),
      variants: selection.expectedFailures.entries.isEmpty
        ? [] : Set(selection.patterns.map(\.name).filter(Catalog.isVariant)),
      repetitions: repetitions,
      divergent: divergent, elapsed: clock.now - started)
    let text = command.value("format") == "json" ? report.json() : MatrixRenderer(report).text
    return CommandOutput(exitCode: report.isAsExpected ? .success : .failure, standardOutput: text)
  }
}

/// Counts finished results for the progress line.
final class ProgressCounter: @unchecked Sendable {
  // Unchecked: the runner reports results one at a time, on one thread.
  private var count = 0

  func increment() -> Int {
    count += 1
    return count
  }
}
