import Foundation
import Workbench

#if canImport(Glibc)
  import Glibc
#endif

/// Progress goes to stderr, and only when a person is watching it.
let progress: (@Sendable (String) -> Void)? =
  isatty(STDERR_FILENO) == 1
  ? { @Sendable line in FileHandle.standardError.write(Data(("\u{1B}[2K\r" + line).utf8)) }
  : nil

let output = WorkbenchCommand.main(
  Array(CommandLine.arguments.dropFirst()), progress: progress,
  workerExecutable: Bundle.main.executablePath)
if progress != nil { FileHandle.standardError.write(Data("\u{1B}[2K\r".utf8)) }
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.exitCode.rawValue)
