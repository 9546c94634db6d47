/// The status the `workbench` executable exits with.
///
/// The usage and data error codes follow BSD `sysexits.h`, so scripts can tell a mistyped
/// command line (`EX_USAGE`) from a malformed input file (`EX_DATAERR`).
public enum ExitCode: Int32, Sendable, Equatable {
  /// Everything ran and every check passed.
  case success = 0
  /// The program ran but something failed, such as a scenario.
  case failure = 1
  /// The command line was malformed (`EX_USAGE`); a `UsageError` was printed.
  case usage = 64
  /// An input file, such as a `.feature` file, was malformed (`EX_DATAERR`).
  case dataError = 65
}
