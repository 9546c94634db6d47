public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkbenchCommand {
  /// The name this process was started as (`workbench`, `mvp-workbench`), for its help.
  static var programName: String {
    let invoked = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return invoked.flatMap { $0.isEmpty ? nil : $0 } ?? spec.name
  }

  /// Runs this process's command line with `catalog`, writes what it printed and exits with its
  /// code: the whole `workbench` executable in one call.
  ///
  /// Progress lines go to standard error when it is a terminal; `run` and `report` isolate each
  /// pattern in a worker process, which is this same executable started again, so it knows the
  /// same catalog.
  ///
  /// - Parameters:
  ///   - catalog: the patterns and variants to run.
  ///   - quickBenchmark: the benchmark's quick sweep for `report` (see ``main(_:catalog:progress:workerExecutable:quickBenchmark:programName:)``).
  public static func runAndExit(
    catalog: PatternCatalog, quickBenchmark: (() throws -> Data)? = nil
  ) -> Never {
    let output = main(
      Array(CommandLine.arguments.dropFirst()), catalog: catalog, progress: terminalProgress,
      workerExecutable: Bundle.main.executablePath, quickBenchmark: quickBenchmark,
      programName: programName)
    if terminalProgress != nil { FileHandle.standardError.write(Data("\u{1B}[2K\r".utf8)) }
    FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
    FileHandle.standardError.write(Data(output.standardError.utf8))
    exit(output.exitCode.rawValue)
  }

  /// Progress on standard error, and only when a person is watching it.
  private static let terminalProgress: (@Sendable (String) -> Void)? =
    isatty(STDERR_FILENO) == 1
    ? { @Sendable line in FileHandle.standardError.write(Data(("\u{1B}[2K\r" + line).utf8)) }
    : nil
}
