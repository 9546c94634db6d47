import Foundation
import ScenarioKit

/// `workbench _worker`: loads the selected scenarios and patterns once, then runs the shares of
/// the work it is asked for, one ``WorkerProtocol/Request`` per line on standard input, and
/// streams what happens, one ``WorkerProtocol/Event`` per line on standard output, for the
/// `workbench run` that spawned it. It ends when its standard input ends. Not listed in the
/// help: it is the workbench talking to itself.
///
/// Each line is written with one system call as soon as it is known, so when the pattern crashes
/// the supervising process still has every line written before the crash.
enum WorkerCommand {
  static let name = "_worker"

  static let spec = CommandSpec(
    name: name, abstract: "Run shares of the scenarios and stream the events as lines.",
    arguments: WorkbenchCommand.run.arguments + [
      .flag("traces", help: "Send each result's trace (for reports and explain)."),
      .flag(
        "exact-scenario",
        help: "Select only the scenarios named exactly as '--scenario' says (for explain)."),
      .option(
        "order", valueName: "k",
        help: "Show the k-th order of 'in any order' steps, as explain's '--order' does."),
    ])

  /// Runs the worker's command line on the patterns of `catalog`.
  ///
  /// - Parameters:
  ///   - requests: the next request line, or `nil` when there are no more (by default, read
  ///     from standard input).
  ///   - write: told each event line (by default, written to standard output).
  static func main(
    _ arguments: [String], catalog: PatternCatalog,
    requests: () -> String? = { readLine() },
    write: @escaping @Sendable (String) -> Void = writeLine
  ) -> CommandOutput {
    do throws(UsageError) {
      guard case .command(let command) = try spec.parse(arguments) else {
        return CommandOutput(exitCode: .usage, standardError: "Error: the worker has no help\n")
      }
      var selection: ScenarioSelection
      do throws(SelectionError) {
        // The registry judges results, which the supervisor does: not read here.
        selection = try ScenarioSelection(command, catalog: catalog, registry: false)
      } catch {
        return error.output
      }
      if command.flag("exact-scenario"), let name = command.value("scenario") {
        selection.scenarios = selection.scenarios.filter { $0.name == name }
      }
      let traces = command.flag("traces")
      let order = try command.integer("order", in: 1...ScenarioRunner.orderLimit)
      while let line = requests() {
        guard let request = WorkerProtocol.Request(line: line[...]),
          selection.patterns.indices.contains(request.pattern),
          request.from + request.count <= selection.scenarios.count, request.repetitions > 0
        else {
          throw command.usageError("a worker cannot run '\(line)'")
        }
        run(request, of: selection, traces: traces, order: order, write: write)
      }
      return CommandOutput(exitCode: .success)
    } catch {
      return CommandOutput(exitCode: .usage, standardError: error.description + "\n")
    }
  }

  private static func run(
    _ request: WorkerProtocol.Request, of selection: ScenarioSelection, traces: Bool,
    order: Int?, write: @escaping @Sendable (String) -> Void
  ) {
    let scenarios = selection.scenarios[request.from..<(request.from + request.count)]
    _ = ScenarioRunner.run(
      Array(scenarios), on: [selection.patterns[request.pattern]],
      repetitions: request.repetitions, order: order,
      events: { event in
        let message: WorkerProtocol.Event =
          switch event {
          case .started: .started
          case .step(let text): .step(text)
          case .finished(let result): .finished(.init(result, includingTrace: traces))
          }
        write(WorkerProtocol.line(for: message))
      })
    write(WorkerProtocol.line(for: .done))
  }

  /// Writes one line with one system call.
  @Sendable
  static func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
