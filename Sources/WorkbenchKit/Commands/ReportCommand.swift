import Foundation
import ScenarioKit

/// `workbench report`: runs the scenarios as `workbench run` does and writes the report —
/// `index.html`, `report.md`, `results.json` and `junit.xml` — into one folder, atomically.
///
/// All four files render one ``ReportModel``, so they cannot disagree.
///
/// The cost charts come from a benchmark: the quick sweep by default, when the executable hands
/// one in (the library does not link the benchmark, whose counting allocator must stay out of
/// test binaries), a file with `--bench`, or none with `--no-bench`.
struct ReportCommand {
  let command: ParsedCommand
  let catalog: PatternCatalog
  /// The workbench executable to run patterns in, one child process each; `nil` runs them here.
  let workerExecutable: String?
  /// Runs the benchmark's quick sweep and returns its JSON; `nil` when this build has none.
  let quickBenchmark: (() throws -> Data)?

  init(
    _ command: ParsedCommand, catalog: PatternCatalog, workerExecutable: String? = nil,
    quickBenchmark: (() throws -> Data)? = nil
  ) {
    self.command = command
    self.catalog = catalog
    self.workerExecutable = workerExecutable
    self.quickBenchmark = quickBenchmark
  }

  /// Which benchmark the command line asks for.
  enum BenchChoice: Equatable {
    case none
    case quickSweep
    case file(String)
  }

  /// The benchmark asked for: `--bench`, `--quick-bench` or `--no-bench`, at most one of them;
  /// with none, the quick sweep when this build can run it.
  ///
  /// - Throws: a usage error for two of them at once, or `--quick-bench` without a benchmark.
  func benchChoice() throws(UsageError) -> BenchChoice {
    let given =
      (command.value("bench") == nil ? [] : ["--bench"])
      + (command.flag("quick-bench") ? ["--quick-bench"] : [])
      + (command.flag("no-bench") ? ["--no-bench"] : [])
    if given.count > 1 {
      throw command.usageError(
        "\(given.map { "'\($0)'" }.joined(separator: " and ")) cannot be used together: "
          + "give one of '--bench <file>', '--quick-bench' and '--no-bench'")
    }
    if let path = command.value("bench") { return .file(path) }
    if command.flag("no-bench") { return .none }
    if command.flag("quick-bench"), quickBenchmark == nil {
      throw command.usageError(
        "'--quick-bench' needs a benchmark executable, and this one was given none (a team's "
          + "executable names its own: runAndExit(patterns:…, benchmark: \"mvp-state-copy\")); "
          + "or run a benchmark with '--format json' and pass its output with '--bench <file>'")
    }
    return quickBenchmark == nil ? .none : .quickSweep
  }

  /// The files of a report, by name; `results.json` with every result's trace when `traces`.
  static func files(
    of model: ReportModel, traces: RunReport.Traces = .notPassed
  ) -> [(name: String, contents: String)] {
    [
      ("index.html", HTMLRenderer(model).text),
      ("timelines.html", HTMLRenderer(model).timelinesPage),
      ("report.md", MarkdownRenderer(model).text),
      ("results.json", ReportDocument(model, traces: traces).json),
      ("junit.xml", JUnitRenderer(model).text),
    ]
  }

  func execute(
    arguments: [String], progress: (@Sendable (String) -> Void)?
  ) throws(UsageError) -> CommandOutput {
    let selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command, catalog: catalog)
    } catch {
      return error.output
    }
    let folder = command.value("out") ?? "report"
    var bench: BenchResults?
    switch try benchChoice() {
    case .none: break
    case .file(let path):
      do throws(ReportError) {
        bench = try BenchResults.load(path)
      } catch {
        return CommandOutput(exitCode: .dataError, standardError: "Error: \(error)\n")
      }
    case .quickSweep:
      // Before the scenarios: a failing benchmark stops the report at once, and it measures in
      // a quiet process.
      progress?(
        "running the quick benchmark sweep (star taps, a next page, a refresh at 10, 1 000, "
          + "100 000)…")
      do throws(ReportError) {
        bench = try BenchResults.runQuickSweep(quickBenchmark!)
      } catch {
        return CommandOutput(
          exitCode: .failure,
          standardError: "Error: \(error)\nNo report was written; '--no-bench' writes one "
            + "without the cost charts, '--bench <file>' reads a benchmark run instead.\n")
      }
    }
    let total = selection.scenarios.count * selection.patterns.count
    let counter = ProgressCounter()
    // The same workers and the same selection arguments as `workbench run`.
    let asRun = RunCommand(command, catalog: catalog)
    let jobs = try asRun.jobs
    let isolation = workerExecutable.map {
      IsolatedRunner(
        executable: $0, selectionArguments: asRun.selectionArguments,
        timeLimit: .seconds(RunCommand.defaultTimeLimit),
        jobs: jobs, traces: true)
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
      run: run, rules: rules, registry: selection.expectedFailures, catalog: catalog, bench: bench,
      invocation: (["workbench"] + arguments).joined(separator: " "))
    do throws(ReportError) {
      try ReportWriter.write(
        Self.files(of: model, traces: command.flag("traces") ? .all : .notPassed), into: folder)
    } catch {
      return CommandOutput(exitCode: .failure, standardError: "Error: \(error)\n")
    }
    var summary =
      "\(model.verdict) · \(run.results.count) scenario runs · wrote index.html, "
      + "timelines.html, report.md, results.json and junit.xml to \(folder)/\n"
    summary += "Benchmark: " + (bench?.provenance ?? "none (no cost charts)") + "\n"
    if bench != nil, !model.patternsNotBenchmarked.isEmpty {
      summary +=
        "The cost charts leave out \(model.patternsNotBenchmarked.joined(separator: ", ")): "
        + "not in the benchmark's run\n"
    }
    let warning =
      bench?.isDebugBuild == true
      ? "warning: the benchmark's times come from a debug build and mean little; "
        + "'swift run -c release \(command.path.first ?? "workbench") report' measures an optimised build\n"
      : ""
    return CommandOutput(
      exitCode: run.isAsExpected ? .success : .failure, standardOutput: summary,
      standardError: warning)
  }
}
