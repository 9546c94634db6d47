import Foundation
import ScenarioKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs each pattern in a child process of the workbench, so that a pattern that traps, crashes
/// or hangs costs only the scenario it was running.
///
/// A worker (`workbench _worker`) runs one pattern's scenarios and streams events. When it dies
/// from a signal, the scenario it was running is reported as `crashed` with the signal and its
/// last steps, and a new worker goes on with the next scenario. When it runs past the time
/// limit, it is stopped, the scenario is reported as `did-not-settle`, and the next goes on.
struct IsolatedRunner {
  /// The workbench executable to start workers from.
  let executable: String
  /// Paths and filters, passed to every worker so it selects the same scenarios in the same order.
  let selectionArguments: [String]
  /// How long one worker may run before it is stopped.
  let timeLimit: Duration

  func run(
    _ scenarios: [CompiledScenario], on patterns: [PatternEntry], repetitions: Int,
    progress: (ScenarioResult) -> Void
  ) -> (results: [ScenarioResult], divergent: Int) {
    var results: [ScenarioResult] = []
    for pattern in patterns {
      var from = 0
      while from < scenarios.count {
        let attempt = runWorker(pattern: pattern.name, from: from, repetitions: repetitions)
        for result in attempt.results {
          progress(result)
          results.append(result)
        }
        from += attempt.results.count
        guard from < scenarios.count, let failure = attempt.failure else { break }
        let result = failedResult(
          scenarios[from], pattern: pattern.name, failure, attempt.lastSteps)
        progress(result)
        results.append(result)
        from += 1
      }
    }
    return (results, results.count { $0.diverged })
  }

  /// What one worker did: its results, and how it ended when it did not finish.
  private struct Attempt {
    var results: [ScenarioResult] = []
    var lastSteps: [String] = []
    var failure: Failure?
  }

  private enum Failure {
    case signal(Int32, detail: String?)
    case exit(Int32, detail: String?)
    case timeLimit
  }

  private func runWorker(pattern: String, from: Int, repetitions: Int) -> Attempt {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        WorkerCommand.name, "--pattern", pattern, "--from", String(from), "--repeat",
        String(repetitions),
      ]
      + selectionArguments
    // The fatal error's own line says what went wrong; the runtime's full backtrace would only
    // slow every crash down.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = PipeReader()
    let errors = PipeReader()
    process.standardOutput = output.pipe
    process.standardError = errors.pipe
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    var attempt = Attempt()
    do {
      try process.run()
    } catch {
      attempt.failure = .exit(-1, detail: "cannot start \(executable): \(error)")
      return attempt
    }
    let seconds = Double(timeLimit.components.seconds)
    if exited.wait(timeout: .now() + seconds) == .timedOut {
      process.terminate()
      if exited.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
      attempt.failure = .timeLimit
    }
    for line in output.finish().split(separator: UInt8(ascii: "\n")) {
      guard let event = try? JSONDecoder().decode(RunEvent.self, from: Data(line)) else { continue }
      switch event {
      case .started: attempt.lastSteps = []
      case .step(let step): attempt.lastSteps.append(step)
      case .finished(let result): attempt.results.append(result)
      }
    }
    let detail = String(decoding: errors.finish(), as: UTF8.self)
      .split(separator: "\n").first { $0.contains("error") || $0.contains("failed") }
      .map(String.init)
    if attempt.failure == nil, process.terminationReason == .uncaughtSignal {
      attempt.failure = .signal(process.terminationStatus, detail: detail)
    } else if attempt.failure == nil, process.terminationStatus != 0 {
      attempt.failure = .exit(process.terminationStatus, detail: detail)
    }
    return attempt
  }

  private func failedResult(
    _ scenario: CompiledScenario, pattern: String, _ failure: Failure, _ lastSteps: [String]
  ) -> ScenarioResult {
    let during = lastSteps.last.map { " during \($0)" } ?? ""
    var lines: [String]
    let outcome: Outcome
    switch failure {
    case .signal(let signal, let detail):
      outcome = .crashed
      lines = ["crashed with signal \(signal) (\(Self.name(of: signal)))\(during)"]
      if let detail { lines.append("  " + detail) }
    case .exit(let status, let detail):
      outcome = .crashed
      lines = ["the worker exited with status \(status)\(during)"]
      if let detail { lines.append("  " + detail) }
    case .timeLimit:
      outcome = .didNotSettle
      let seconds = timeLimit.components.seconds
      lines = ["did not finish within the time limit of \(seconds) s; stopped\(during)"]
    }
    if !lastSteps.isEmpty {
      lines.append("last steps:")
      lines += lastSteps.suffix(5).map { "  " + $0 }
    }
    return ScenarioResult(
      pattern: pattern, scenario: scenario.reference, outcome: outcome,
      message: lines.joined(separator: "\n"), ordersRun: 1, trace: lastSteps, fingerprint: 0)
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

/// Drains a pipe on a thread of its own, so a child that writes a lot never blocks on it.
private final class PipeReader: @unchecked Sendable {
  // Unchecked: `data` is written by the reading thread before `done` is signalled and read
  // only after waiting for it.
  let pipe = Pipe()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init() {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the child wrote, once it has closed its end.
  func finish() -> Data {
    try? pipe.fileHandleForWriting.close()
    done.wait()
    return data
  }
}
