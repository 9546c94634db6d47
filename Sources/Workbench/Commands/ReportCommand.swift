import Foundation
import ScenarioKit

/// `workbench report`: runs the scenarios as `workbench run` does and writes the report —
/// `index.html`, `report.md`, `results.json` and `junit.xml` — into one folder, atomically.
///
/// All four files render one ``ReportModel``, so they cannot disagree.
struct ReportCommand {
  let command: ParsedCommand
  /// The workbench executable to run patterns in, one child process each; `nil` runs them here.
  let workerExecutable: String?

  init(_ command: ParsedCommand, workerExecutable: String? = nil) {
    self.command = command
    self.workerExecutable = workerExecutable
  }

  /// The files of a report, by name.
  static func files(of model: ReportModel) -> [(name: String, contents: String)] {
    [
      ("index.html", HTMLRenderer(model).text),
      ("report.md", MarkdownRenderer(model).text),
      ("results.json", ReportDocument(model).json),
      ("junit.xml", JUnitRenderer(model).text),
    ]
  }

  func execute(
    arguments: [String], progress: (@Sendable (String) -> Void)?
  ) throws(UsageError) -> CommandOutput {
    let selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command)
    } catch {
      return error.output
    }
    let folder = command.value("out") ?? "report"
    var bench: BenchResults?
    if let path = command.value("bench") {
      do throws(ReportError) {
        bench = try BenchResults.load(path)
      } catch {
        return CommandOutput(exitCode: .dataError, standardError: "Error: \(error)\n")
      }
    }
    let total = selection.scenarios.count * selection.patterns.count
    let counter = ProgressCounter()
    // The same workers and the same selection arguments as `workbench run`.
    let isolation = workerExecutable.map {
      IsolatedRunner(
        executable: $0, selectionArguments: RunCommand(command).selectionArguments,
        timeLimit: .seconds(600))
    }
    let run = RunReport.running(selection, isolation: isolation) { result in
      progress?(
        "[\(counter.increment())/\(total)] \(result.pattern) · \(result.scenario.name): "
          + result.outcome.rawValue)
    }
    let rules = Dictionary(
      selection.scenarios.map { (ReportModel.key($0.reference), $0.summary) },
      uniquingKeysWith: { first, _ in first })
    let model = ReportModel(
      run: run, rules: rules, registry: selection.expectedFailures, bench: bench,
      invocation: (["workbench"] + arguments).joined(separator: " "))
    do throws(ReportError) {
      try ReportWriter.write(Self.files(of: model), into: folder)
    } catch {
      return CommandOutput(exitCode: .failure, standardError: "Error: \(error)\n")
    }
    let summary =
      "\(model.verdict) · \(run.results.count) scenario runs · wrote index.html, report.md, "
      + "results.json and junit.xml to \(folder)/\n"
    return CommandOutput(
      exitCode: run.isAsExpected ? .success : .failure, standardOutput: summary)
  }
}
