import ScenarioKit

/// `workbench explain`: one scenario's timeline on each pattern, one after the other.
///
/// The timeline is the trace the repeat check compares: each step, each request as the scripted
/// server saw it, what the pattern reported (actions, effects, routes, renders), and the screen
/// after the step.
struct ExplainCommand {
  let command: ParsedCommand

  init(_ command: ParsedCommand) { self.command = command }

  func execute() throws(UsageError) -> CommandOutput {
    var selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command, filters: false)
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
    let results = ScenarioRunner.run([scenario], on: selection.patterns).results
      .map(selection.expectedFailures.judge)
    var lines = [
      "\(scenario.name)  (\(scenario.reference.file):\(scenario.reference.line))",
      scenario.summary,
    ]
    for result in results {
      lines += [
        "",
        "── \(result.pattern): \(result.outcome.rawValue)"
          + (result.ordersRun > 1
            ? " (\(result.ordersRun) orders; the first failing one, or the first, is shown)" : ""),
      ]
      lines += result.trace
      if let message = result.message { lines += ["", message] }
    }
    return CommandOutput(exitCode: .success, standardOutput: lines.joined(separator: "\n") + "\n")
  }
}
