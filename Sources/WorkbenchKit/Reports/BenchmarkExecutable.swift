public import Foundation

/// The `state-copy` benchmark, run as its own process for a report's quick sweep.
///
/// The benchmark counts allocations by replacing the allocator, so it is linked into its own
/// executable only: the workbench, its workers and its tests allocate as any program does.
public struct BenchmarkExecutable: Sendable {
  /// Where the `state-copy` executable is expected.
  public var path: String

  /// The `state-copy` executable in the same folder as `executable`, where `swift build` puts
  /// every product of one build.
  public init(besides executable: String) {
    path =
      URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent("state-copy").path
  }

  /// Runs `state-copy --quick` and returns the JSON it printed.
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
      "'\(path)' is not built; 'swift build -c release' builds it beside the workbench"
    case .notStarted(let path, let reason): "'\(path)' could not be started: \(reason)"
    case .failed(let path, let status): "'\(path) --quick' ended with status \(status)"
    }
  }
}
