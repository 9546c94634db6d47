import Foundation
import TestSupport
import Testing

/// A pattern that crashes or hangs costs only its own scenarios: the workbench runs each
/// pattern in a child process and reports the others' results intact.
///
/// These tests start the built `workbench` executable, which sits beside the test bundle.
@Suite(.serialized) struct IsolatedRunTests {
  /// The folder above the package's: a working directory without a `Scenarios/` folder.
  private static let outside = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// Runs the built `workbench` with `arguments`, in `folder`.
  static func workbench(_ arguments: [String], in folder: String = outside) throws -> (
    status: Int32, output: String
  ) {
    let tests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = tests.appendingPathComponent("workbench").path
    try #require(
      FileManager.default.isExecutableFile(atPath: executable),
      "the workbench executable is built beside the tests: \(executable)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private func workbench(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Self.workbench(arguments)
  }

  private func results(_ json: String) throws -> [String: [String: Any]] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: results.map { ($0["pattern"] as? String ?? "", $0) })
  }

  @Test func aCrashingAndAHangingPatternDoNotTakeTheOthersWithThem() throws {
    let (status, output) = try workbench([
      "run", "--scenario", "Rows stay visible while refreshing", "--pattern", "UDF",
      "--pattern", "Probe/crashes", "--pattern", "Probe/hangs", "--pattern", "MVC",
      "--time-limit", "3", "--format", "json",
    ])
    #expect(status == 1)
    let byPattern = try results(output)
    #expect(byPattern["UDF"]?["outcome"] as? String == "passed")
    #expect(byPattern["MVC"]?["outcome"] as? String == "passed")

    let crash = try #require(byPattern["Probe/crashes"])
    #expect(crash["outcome"] as? String == "crashed")
    let crashMessage = try #require(crash["message"] as? String)
    #expect(
      crashMessage.hasPrefix(
        "crashed with signal 4 (SIGILL, a Swift trap) during step 4 (line 13): "
          + "And the user pulls to refresh"))
    #expect(crashMessage.contains("\n  Fatal error: a deliberate crash of the probe pattern\n"))
    // The runtime's backtrace names the frame that trapped, with its file and line.
    #expect(
      crashMessage.contains(
        "\n  at CrashingProbeApp.pulledToRefresh() + ")
        && crashMessage.contains("/WorkbenchKit/Catalog/HarnessProbes.swift:55:5\n"))
    #expect(crashMessage.contains("last steps:\n  step 1 (line 7): Given the server has articles"))

    let hang = try #require(byPattern["Probe/hangs"])
    #expect(hang["outcome"] as? String == "did-not-settle")
    #expect(
      (hang["message"] as? String)?.hasPrefix(
        "did not finish within the time limit of 3 s; stopped during step 4 (line 13)") == true)
  }

  /// A scenario settles in milliseconds, so a worker still busy after the default limit of a
  /// few seconds is reported then, not after minutes.
  @Test func aHangIsReportedWithinTheDefaultTimeLimit() throws {
    let started = ContinuousClock.now
    let (status, output) = try workbench([
      "run", "--scenario", "Rows stay visible while refreshing", "--pattern", "Probe/hangs",
      "--format", "json",
    ])
    #expect(status == 1)
    let hang = try #require(try results(output)["Probe/hangs"])
    #expect(hang["outcome"] as? String == "did-not-settle")
    #expect(
      (hang["message"] as? String)?.hasPrefix(
        "did not finish within the time limit of 5 s; stopped during step 4 (line 13)") == true)
    #expect(ContinuousClock.now - started < .seconds(60))
  }

  @Test func afterEachCrashANewWorkerGoesOnWithTheNextScenario() throws {
    let (status, output) = try workbench([
      "run", "--pattern", "Probe/crashes", "--tag", "@first-load or @retry", "--format", "json",
    ])
    #expect(status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    let crashed = results.filter { $0["outcome"] as? String == "crashed" }
    // Two retry scenarios pull to refresh, so each crashes its worker, and scenarios follow
    // each; the others never pull, and all of them still get a result.
    #expect(results.count == 23)
    #expect(crashed.count == 2)
    #expect(crashed.allSatisfy { ($0["tags"] as? [String])?.contains("retry") == true })
  }

  /// `explain` runs the patterns as `run` does: a crash and a hang are explained as such, under
  /// the time limit, beside a pattern whose timeline is whole.
  @Test func explainSurvivesACrashAndAHangAndSaysWhereEachEnded() throws {
    let (status, output) = try workbench([
      "explain", "Rows stay visible while refreshing", "--pattern", "MVC",
      "--pattern", "Probe/crashes", "--pattern", "Probe/hangs", "--time-limit", "2",
      "--width", "200",
    ])
    #expect(status == 0)
    #expect(output.contains("  MVC            passed\n"))
    #expect(
      output.contains(
        "  Probe/crashes  crashed — crashed with signal 4 (SIGILL, a Swift trap) during step 4"))
    #expect(
      output.contains(
        "  Probe/hangs    did-not-settle — did not finish within the time limit of 2 s"))
    #expect(output.contains("the worker crashed during this step"))
    #expect(output.contains("the worker was stopped during this step, past the time limit"))
    #expect(output.contains("(not known: the worker ended before it sent this step's timeline)"))
    // MVC's timeline is whole: its request and its screens.
    #expect(output.contains("request #1 started: load first page"))
    #expect(output.contains("Fatal error: a deliberate crash of the probe pattern"))
  }

  /// An order asked for is the one shown, whether the patterns run in workers or in-process.
  @Test func explainShowsTheSameOrderInWorkersAsInProcess() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OwnScenarios.twoStarsInEitherOrder)
    let arguments = [
      "explain", "either order", file, "--pattern", "MVC", "--pattern", "TCA", "--order", "2",
      "--width", "160",
    ]
    let inWorkers = try workbench(arguments)
    let inProcess = try workbench(arguments + ["--in-process"])
    #expect(inWorkers.status == 0)
    #expect(inWorkers.output.contains("  MVC  passed (2 orders run; order #3, #2 is shown)\n"))
    #expect(inWorkers.output == inProcess.output)
  }
}
