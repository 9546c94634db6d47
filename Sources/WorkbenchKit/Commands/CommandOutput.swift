/// What a command printed and how it ended; `main` writes it out and exits with the code.
public struct CommandOutput: Sendable, Equatable {
  public var exitCode: ExitCode
  public var standardOutput: String
  public var standardError: String

  public init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
