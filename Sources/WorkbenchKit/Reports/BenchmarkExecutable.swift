public import Foundation

/// A state-copy benchmark, run as its own process for a report's quick sweep: `state-copy`
/// beside `workbench`, or a team's own (`mvp-state-copy`, whose `main.swift` hands
/// `StateCopyCommand` its patterns) beside the team's workbench executable.
///
/// The benchmark counts allocations by replacing the allocator, so it is linked into its own
/// executable only: the workbench, its workers and its tests allocate as any program does.
public struct BenchmarkExecutable: Sendable {
  /// Where the benchmark executable is expected.
  public var path: String

  /// The benchmark executable `name` in the same folder as `executable`, where `swift build`
  /// puts every product of one build.
  ///
  /// - Parameters:
  ///   - name: the benchmark's executable: `state-copy`, or a team's own, `mvp-state-copy`.
  ///   - executable: the running workbench executable's path.
  public init(_ name: String = "state-copy", besides executable: String) {
    path =
      URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent(name).path
  }

  /// The name the benchmark gives a pattern's rows (with ` + render` on an app's): the UDF
  /// column is the inout store, the MVI column the MVI store, the TCA column the TCA store;
  /// other patterns, a team's own among them, keep their names. The benchmark names its rows
  /// with it and the report finds them with it.
  public static func benchmarkName(of pattern: String) -> String {
    switch pattern {
    case "UDF": "UDF inout store"
    case "MVI": "MVI store"
    case "TCA": "TCA store"
    default: pattern
    }
  }

  /// Runs the benchmark with `--quick` and returns the JSON it printed.
  ///
  /// - Throws: ``BenchmarkExecutableError`` when the executable is not built, cannot be
  ///   started, or ends with a failure (a wrong result, whose message it printed on standard
  ///   error, which this process shares).
  public func quickSweep() throws(BenchmarkExecutableError) -> Data {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw .notBuilt(path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--quick"]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw .notStarted(path, "\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw .failed(path, status: process.terminationStatus)
    }
    return data
  }
}

/// Why the benchmark's quick sweep could not be run.
public enum BenchmarkExecutableError: Error, Equatable, CustomStringConvertible {
  case notBuilt(String)
  case notStarted(String, String)
  case failed(String, status: Int32)

  public var description: String {
    switch self {
    case .notBuilt(let path):
      "'\(path)' is not built; 'swift build -c release' builds it beside the workbench executable"
    case .notStarted(let path, let reason): "'\(path)' could not be started: \(reason)"
    case .failed(let path, let status): "'\(path) --quick' ended with status \(status)"
    }
  }
}
