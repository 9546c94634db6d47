import Foundation
import StateCopyKit
import Workbench

#if canImport(Glibc)
  import Glibc
#endif

/// Progress goes to stderr, and only when a person is watching it.
let progress: (@Sendable (String) -> Void)? =
  isatty(STDERR_FILENO) == 1
  ? { @Sendable line in FileHandle.standardError.write(Data(("\u{1B}[2K\r" + line).utf8)) }
  : nil

// The benchmark is linked here, not into the Workbench library, so that its counting allocator
// stays out of the library's test binaries. Top-level code runs on the main thread.
let output = WorkbenchCommand.main(
  Array(CommandLine.arguments.dropFirst()), progress: progress,
  workerExecutable: Bundle.main.executablePath,
  quickBenchmark: { try MainActor.assumeIsolated { try StateCopyCommand.quickSweepJSON() } })
if progress != nil { FileHandle.standardError.write(Data("\u{1B}[2K\r".utf8)) }
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.exitCode.rawValue)
