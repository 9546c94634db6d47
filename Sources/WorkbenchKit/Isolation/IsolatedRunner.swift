import Foundation
import ScenarioKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the scenarios in child processes of the workbench, several at once, so that a pattern
/// that traps, crashes or hangs costs only the scenario it was running, and every core works.
///
/// The work is split into shares (see ``WorkPlan``) that `jobs` threads hand, one at a time, to
/// worker processes (`workbench _worker`) of their own; each worker loads the scenarios once and
/// runs share after share. When a worker dies from a signal, the scenario it was running is
/// reported as `crashed` with the signal and its last steps, and a new worker goes on with the
/// next scenario. When one scenario runs past the time limit, its worker is stopped, the
/// scenario is reported as `did-not-settle`, and the next goes on. The results are merged in
/// the plan's fixed order, so they are the same whatever the number of jobs.
struct IsolatedRunner {
  /// The workbench executable to start workers from.
  let executable: String
  /// Paths and filters, passed to every worker so it selects the same scenarios in the same order.
  let selectionArguments: [String]
  /// How long one run of a scenario (all its orders) may take before its worker is stopped;
  /// a scenario repeated n times has n times as long.
  let timeLimit: Duration
  /// How many workers run at once.
  var jobs = 1
  /// Whether the results carry their traces (reports show them; `run` does not).
  var traces = false

  func run(
    _ scenarios: [CompiledScenario], on patterns: [PatternEntry], repetitions: Int,
    progress: @escaping @Sendable (ScenarioResult) -> Void
  ) -> (results: [ScenarioResult], divergent: Int) {
    // A write to a worker that just died must fail, not end this process.
    signal(SIGPIPE, SIG_IGN)
    let plan = WorkPlan(patterns: patterns.count, scenarios: scenarios.count, jobs: jobs)
    let board = WorkBoard(shares: plan.shares.count)
    // One progress line at a time, whichever thread's result it is.
    let printing = Mutex(())
    let progress: @Sendable (ScenarioResult) -> Void = { result in
      printing.withLock { _ in progress(result) }
    }
    let arguments = workerArguments(patterns)
    let threads = max(1, min(jobs, plan.shares.count))
    let finished = DispatchGroup()
    for _ in 0..<threads {
      finished.enter()
      Thread.detachNewThread {
        var worker: WorkerProcess?
        while let index = board.nextShare() {
          let share = plan.shares[index]
          let results = run(
            share, of: scenarios, on: patterns, repetitions: repetitions, arguments: arguments,
            worker: &worker, progress: progress)
          board.finish(index, with: results)
        }
        _ = worker?.finish()
        finished.leave()
      }
    }
    finished.wait()
    let results = plan.merge(board.results)
    return (results, results.count { $0.diverged })
  }

  /// How a worker ended when it did not finish its share.
  private enum Failure {
    case signal(Int32, detail: [String])
    case exit(Int32, detail: [String])
    case timeLimit
  }

  /// Runs one share on `worker`, starting a new worker first when there is none and after
  /// each crash, and returns one result per scenario of the share.
  private func run(
    _ share: WorkPlan.Share, of scenarios: [CompiledScenario], on patterns: [PatternEntry],
    repetitions: Int, arguments: [String], worker: inout WorkerProcess?,
    progress: @Sendable (ScenarioResult) -> Void
  ) -> [ScenarioResult] {
    let pattern = patterns[share.pattern].name
    var results: [ScenarioResult] = []
    while results.count < share.scenarios.count {
      let from = share.scenarios.lowerBound + results.count
      let request = WorkerProtocol.Request(
        pattern: share.pattern, from: from, count: share.scenarios.upperBound - from,
        repetitions: repetitions)
      var lastSteps: [String] = []
      let before = results.count
      var failure = attempt(
        request, on: &worker, arguments: arguments, lastSteps: &lastSteps
      ) { finished in
        guard results.count < share.scenarios.count else { return }
        let scenario = scenarios[share.scenarios.lowerBound + results.count]
        let result = finished.result(pattern: pattern, scenario: scenario.reference)
        progress(result)
        results.append(result)
      }
      if failure == nil, results.count == before {
        // A worker that says it is done without a result is not one of ours.
        failure = .exit(0, detail: ["  the worker finished without running the scenario"])
      }
      guard let failure else { continue }
      worker = nil
      guard results.count < share.scenarios.count else { break }
      let scenario = scenarios[share.scenarios.lowerBound + results.count]
      let result = failedResult(
        scenario, pattern: pattern, failure, lastSteps, repetitions: repetitions)
      progress(result)
      results.append(result)
    }
    return results
  }

  /// Sends `request` to the worker (starting one when there is none) and reads its events until
  /// it is done; returns how the worker failed, or `nil` when it finished the request.
  private func attempt(
    _ request: WorkerProtocol.Request, on worker: inout WorkerProcess?, arguments: [String],
    lastSteps: inout [String], finished: (WorkerProtocol.Finished) -> Void
  ) -> Failure? {
    // The limit is on a scenario: a worker that is just starting (loading the scenarios, on a
    // busy machine) is given a minute more before its first one.
    let limit = timeLimit * max(request.repetitions, 1)
    var deadline = ContinuousClock.now + limit + (worker == nil ? .seconds(60) : .zero)
    if worker == nil {
      do throws(WorkerError) {
        worker = try WorkerProcess(
          executable: executable, arguments: arguments, environment: workerEnvironment)
      } catch {
        return .exit(-1, detail: ["  " + error.description])
      }
    }
    guard let process = worker else { return nil }
    process.clearErrors()
    if process.send(request.line) {
      var reportingACrash = false
      reading: while true {
        switch process.nextLine(before: deadline) {
        case .timedOut:
          // A worker whose runtime is writing its crash report crashed in time: the report
          // reads the binary's debug information, which takes seconds on a busy machine.
          if !reportingACrash, process.isWritingACrashReport {
            reportingACrash = true
            deadline = ContinuousClock.now + CrashReport.timeToWrite
            continue reading
          }
          _ = process.stop()
          return .timeLimit
        case .end:
          break reading
        case .line(let line):
          switch WorkerProtocol.event(in: line) {
          case .started:
            lastSteps = []
            deadline = ContinuousClock.now + limit
          case .step(let step): lastSteps.append(step)
          case .finished(let result): finished(result)
          case .done: return nil
          case nil: continue
          }
        }
      }
    }
    // The worker ended before it was done: how it ended says why. Its standard error is read
    // once it has ended, since the runtime's backtracer writes its report after the crash.
    let ending = process.finish()
    let detail = CrashReport(
      standardError: process.standardError, root: FileManager.default.currentDirectoryPath
    ).messageLines
    switch ending {
    case .signal(let signal): return .signal(signal, detail: detail)
    case .exited(let status): return .exit(status, detail: detail)
    }
  }

  /// The worker's command line: the selection, every selected pattern by name (a request names
  /// one by its index), and whether to send traces.
  private func workerArguments(_ patterns: [PatternEntry]) -> [String] {
    [WorkerCommand.name] + (traces ? ["--traces"] : [])
      + patterns.flatMap { ["--pattern", $0.name] } + selectionArguments
  }

  /// This process's environment, with the runtime's backtracer set to report a crash on
  /// standard error (``CrashReport``): a release build's failed `precondition` has no message,
  /// and its frames are what say where it failed.
  private var workerEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = CrashReport.environmentValue
    return environment
  }

  private func failedResult(
    _ scenario: CompiledScenario, pattern: String, _ failure: Failure, _ lastSteps: [String],
    repetitions: Int
  ) -> ScenarioResult {
    let during = lastSteps.last.map { " during \($0)" } ?? ""
    var lines: [String]
    let outcome: Outcome
    let ending: String
    switch failure {
    case .signal(let signal, let detail):
      outcome = .crashed
      lines = ["crashed with signal \(signal) (\(Self.name(of: signal)))\(during)"]
      lines += detail
      ending = "the worker crashed during this step"
    case .exit(let status, let detail):
      outcome = .crashed
      lines = ["the worker exited with status \(status)\(during)"] + detail
      ending = "the worker ended during this step"
    case .timeLimit:
      outcome = .didNotSettle
      ending = "the worker was stopped during this step, past the time limit"
      let seconds = timeLimit.components.seconds
      let runs = repetitions > 1 ? " its \(repetitions) runs" : ""
      let each = repetitions > 1 ? " each" : ""
      lines = [
        "did not finish\(runs) within the time limit of \(seconds) s\(each); stopped\(during)",
        "  (a loop that never parks; or, for a scenario this slow, a larger --time-limit)",
      ]
    }
    if !lastSteps.isEmpty {
      lines.append("last steps:")
      lines += lastSteps.suffix(5).map { "  " + $0 }
    }
    // The steps' timelines ended with the worker: the trace keeps the steps and says so.
    let trace = lastSteps.enumerated().flatMap { index, step in
      [
        step,
        index == lastSteps.count - 1
          ? "  " + ending : "  (not known: the worker ended before it sent this step's timeline)",
      ]
    }
    return ScenarioResult(
      pattern: pattern, scenario: scenario.reference, outcome: outcome,
      message: lines.joined(separator: "\n"), ordersRun: 1, trace: trace, fingerprint: 0)
  }

  private static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL, a Swift trap"
    case SIGTRAP: "SIGTRAP, a Swift trap"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV, a bad memory access"
    case SIGBUS: "SIGBUS"
    case SIGKILL: "SIGKILL"
    default: "signal \(signal)"
    }
  }
}

/// The shares still to run and the results of those that ran, for the threads that run them.
private final class WorkBoard: Sendable {
  private struct State {
    var next = 0
    var results: [[ScenarioResult]]
  }
  private let state: Mutex<State>
  private let count: Int

  init(shares: Int) {
    count = shares
    state = Mutex(State(results: Array(repeating: [], count: shares)))
  }

  /// The index of the next share to run, or `nil` when every share is taken.
  func nextShare() -> Int? {
    state.withLock { state in
      guard state.next < count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  func finish(_ share: Int, with results: [ScenarioResult]) {
    state.withLock { $0.results[share] = results }
  }

  var results: [[ScenarioResult]] { state.withLock { $0.results } }
}
