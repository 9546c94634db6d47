import Foundation
import ScenarioKit

/// `workbench _worker`: runs the selected scenarios on one pattern in this process and streams
/// what happens as JSON lines, one ``RunEvent`` per line, for the `workbench run` that spawned
/// it. Not listed in the help: it is the workbench talking to itself.
///
/// Each line is written with one system call as soon as it is known, so when the pattern crashes
/// the supervising process still has every line written before the crash.
enum WorkerCommand {
  static let name = "_worker"

  static let spec = CommandSpec(
    name: name, abstract: "Run one pattern's scenarios and stream the events as JSON lines.",
    arguments: WorkbenchCommand.run.arguments + [
      .option(
        "from", valueName: "index", help: "Skip the scenarios before this index.",
        defaultValue: "0")
    ])

  /// Runs the worker's command line on a pattern of `catalog`, telling `events` each event (by
  /// default, writing it to standard output).
  static func main(
    _ arguments: [String], catalog: PatternCatalog,
    events: @escaping @Sendable (RunEvent) -> Void = write
  ) -> CommandOutput {
    do throws(UsageError) {
      guard case .command(let command) = try spec.parse(arguments) else {
        return CommandOutput(exitCode: .usage, standardError: "Error: the worker has no help\n")
      }
      let selection: ScenarioSelection
      do throws(SelectionError) {
        selection = try ScenarioSelection(command, catalog: catalog)
      } catch {
        return error.output
      }
      guard selection.patterns.count == 1 else {
        throw command.usageError("a worker runs exactly one pattern")
      }
      let from = try command.integer("from", in: 0...Int.max) ?? 0
      let repetitions = try command.integer("repeat", in: 1...100_000) ?? 1
      _ = ScenarioRunner.run(
        Array(selection.scenarios.dropFirst(from)), on: selection.patterns,
        repetitions: repetitions, events: events)
      return CommandOutput(exitCode: .success)
    } catch {
      return CommandOutput(exitCode: .usage, standardError: error.description + "\n")
    }
  }

  /// Writes one event as one line of JSON.
  @Sendable
  static func write(_ event: RunEvent) {
    guard let data = try? JSONEncoder().encode(event) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
}
