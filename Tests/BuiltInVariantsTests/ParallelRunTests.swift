import BuiltInVariants
import Foundation
import ScenarioKit
import TestSupport
import Testing

@testable import WorkbenchKit

/// Running the workers several at once changes how long a run takes, and nothing else: the
/// matrix, the JSON, the report's JUnit file and a crash's report read the same for any job
/// count.
///
/// These tests run the library's entry point with the built `workbench` executable, which sits
/// beside the test bundle, as the workers.
@Suite(.serialized) struct ParallelRunTests {
  private var executable: String {
    get throws {
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      let executable = folder.appendingPathComponent("workbench").path
      try #require(
        FileManager.default.isExecutableFile(atPath: executable),
        "the workbench executable is built beside the tests: \(executable)")
      return executable
    }
  }

  private func run(_ arguments: [String], jobs: Int) throws -> CommandOutput {
    WorkbenchCommand.main(
      ["run"] + arguments + ["--jobs", String(jobs)], catalog: .builtInWithVariants,
      workerExecutable: try executable)
  }

  /// The output without the one thing allowed to differ: how long the run took.
  private func withoutTimes(_ text: String) -> String {
    text.replacing(/"elapsedSeconds" : [0-9.e+-]+/, with: "\"elapsedSeconds\" : 0")
      .replacing(#/ · [0-9.]+ s\n/#, with: " · 0 s\n")
      .replacing(/time="[0-9.]+"/, with: "time=\"0\"")
      .replacing(/timestamp="[0-9TZ:-]+"/, with: "timestamp=\"\"")
  }

  /// Two patterns and a teaching variant on the refresh scenarios, each repeated: with three
  /// jobs the work is cut into shares of one scenario, the finest the plan makes, and the
  /// variant fails the scenarios it is registered to fail.
  private let selection = [
    "--pattern", "MVVM", "--pattern", "UDF", "--pattern", "MVVM/no-cancel", "--tag", "@refresh",
    "--repeat", "3",
  ]

  @Test func theJSONIsTheSameWhateverTheJobCount() throws {
    let one = try run(selection + ["--format", "json"], jobs: 1)
    let three = try run(selection + ["--format", "json"], jobs: 3)
    #expect(one.exitCode == .success)
    #expect(three.exitCode == one.exitCode)
    #expect(withoutTimes(three.standardOutput) == withoutTimes(one.standardOutput))
    let document = try JSONDecoder().decode(
      RunReport.Document.self, from: Data(one.standardOutput.utf8))
    #expect(document.summary.patterns == ["MVVM", "UDF", "MVVM/no-cancel"])
    #expect(document.results.contains { $0.outcome == "expected-failure" })
    #expect(document.divergent == 0)
  }

  @Test func theMatrixIsTheSameWhateverTheJobCount() throws {
    let one = try run(selection, jobs: 1)
    let two = try run(selection, jobs: 2)
    #expect(one.exitCode == .success)
    #expect(withoutTimes(two.standardOutput) == withoutTimes(one.standardOutput))
  }

  @Test func theReportsJUnitFileIsTheSameWhateverTheJobCount() throws {
    let executable = try executable
    let folder = try TemporaryFolder()
    var junit: [String] = []
    for jobs in [1, 3] {
      let out = folder.path + "/report-\(jobs)"
      let output = WorkbenchCommand.main(
        [
          "report", "--no-bench", "--out", out, "--pattern", "UDF", "--pattern", "MVVM/no-cancel",
          "--tag", "@refresh", "--jobs", String(jobs),
        ], catalog: .builtInWithVariants, workerExecutable: executable)
      #expect(output.exitCode == .success)
      junit.append(try String(contentsOfFile: out + "/junit.xml", encoding: .utf8))
    }
    #expect(junit[0].contains("<testcase"))
    #expect(withoutTimes(junit[1]) == withoutTimes(junit[0]))
  }

  @Test func aCrashInOneShareIsReportedAsInOneWorker() throws {
    let crashing = [
      "--pattern", "UDF", "--pattern", "Probe/crashes", "--pattern", "MVC", "--tag",
      "@first-load or @retry", "--format", "json",
    ]
    let one = try run(crashing, jobs: 1)
    let three = try run(crashing, jobs: 3)
    #expect(one.exitCode == .failure)
    #expect(withoutTimes(three.standardOutput) == withoutTimes(one.standardOutput))

    let document = try JSONDecoder().decode(
      RunReport.Document.self, from: Data(three.standardOutput.utf8))
    let crashed = document.results.filter { $0.outcome == "crashed" }
    // Two of the retry scenarios pull to refresh, so each crashes the probe's worker; the
    // others, and the other patterns, all still get their result. (Each crash costs a worker
    // and a backtrace: two make the point that eleven made, in a fifth of the time.)
    #expect(crashed.count == 2)
    #expect(crashed.allSatisfy { $0.pattern == "Probe/crashes" && $0.tags.contains("retry") })
    #expect(
      document.results.filter { $0.pattern != "Probe/crashes" }.allSatisfy {
        $0.outcome == "passed"
      })
    let message = try #require(crashed.first?.message)
    #expect(message.hasPrefix("crashed with signal 4 (SIGILL, a Swift trap) during step "))
    #expect(message.contains("Fatal error: a deliberate crash of the probe pattern"))
    // The steps that led there, the crashing one last: the last five of the scenario's six.
    let steps = message.components(separatedBy: "\nlast steps:\n").last?.split(separator: "\n")
    #expect(steps?.count == 5)
    #expect(steps?.last?.hasSuffix("): And the user pulls to refresh") == true)
  }
}

/// The plan cuts the work into shares that cover every scenario of every pattern once, and
/// puts the results back in one order.
@Suite struct WorkPlanTests {
  private func covered(by plan: WorkPlan) -> [String] {
    plan.shares.flatMap { share in share.scenarios.map { "\(share.pattern)/\($0)" } }
  }

  @Test func oneJobRunsEachPatternInOneShare() {
    let plan = WorkPlan(patterns: 3, scenarios: 165, jobs: 1)
    #expect(plan.shares.map(\.pattern) == [0, 1, 2])
    #expect(plan.shares.allSatisfy { $0.scenarios == 0..<165 })
  }

  @Test(arguments: [(21, 165, 2), (21, 165, 16), (1, 1, 3), (2, 7, 3)])
  func moreJobsCutFinerSharesThatCoverEveryScenarioOnce(
    patterns: Int, scenarios: Int, jobs: Int
  ) {
    let plan = WorkPlan(
      patterns: patterns, scenarios: scenarios, jobs: jobs)
    let covered = covered(by: plan)
    #expect(covered.count == patterns * scenarios)
    #expect(Set(covered).count == covered.count)
    #expect(plan.shares.count >= min(jobs * 32, patterns * scenarios))
  }

  @Test func theMergedResultsAreInPatternThenScenarioOrder() {
    let plan = WorkPlan(patterns: 2, scenarios: 3, jobs: 4)
    let results = plan.shares.map { share in
      share.scenarios.map { scenario in
        ScenarioResult(
          pattern: "p\(share.pattern)",
          scenario: .init(name: "s\(scenario)", feature: "F", file: "f", line: 1, tags: []),
          outcome: .passed, message: nil, ordersRun: 1, trace: [], fingerprint: 0)
      }
    }
    let merged = plan.merge(results)
    #expect(
      merged.map { "\($0.pattern) \($0.scenario.name)" } == [
        "p0 s0", "p0 s1", "p0 s2", "p1 s0", "p1 s1", "p1 s2",
      ])
  }
}

/// The lines between the supervisor and its workers carry every character of a result.
@Suite struct WorkerProtocolTests {
  @Test func aResultSurvivesTabsNewlinesAndBackslashes() throws {
    var result = ScenarioResult(
      pattern: "P", scenario: .init(name: "S", feature: "F", file: "f", line: 1, tags: []),
      outcome: .failed, message: "step 2:\tno\nrow \\ here", ordersRun: 6,
      shownOrder: "#3=\t#2", trace: ["  action tap(\"a\\1\")", "", "\t"], fingerprint: .max)
    result.diverged = true
    let sent = WorkerProtocol.Finished(result, includingTrace: true)
    let line = WorkerProtocol.line(for: .finished(sent))
    #expect(!line.contains("\n"))
    #expect(WorkerProtocol.event(in: line[...]) == .finished(sent))
  }

  @Test func noMessageAndAnEmptyMessageDiffer() {
    let result = ScenarioResult(
      pattern: "P", scenario: .init(name: "S", feature: "F", file: "f", line: 1, tags: []),
      outcome: .passed, message: nil, ordersRun: 1, trace: [], fingerprint: 7)
    var empty = result
    empty.message = ""
    for sent in [result, empty].map({ WorkerProtocol.Finished($0, includingTrace: false) }) {
      #expect(
        WorkerProtocol.event(in: WorkerProtocol.line(for: .finished(sent))[...]) == .finished(sent))
    }
  }

  @Test func aLineAPatternPrintedIsNoEvent() {
    #expect(WorkerProtocol.event(in: "hello from a print statement") == nil)
    #expect(WorkerProtocol.Request(line: "0\t1\t2") == nil)
    #expect(
      WorkerProtocol.Request(
        line: WorkerProtocol.Request(pattern: 2, from: 3, count: 4, repetitions: 5).line[...])
        == WorkerProtocol.Request(pattern: 2, from: 3, count: 4, repetitions: 5))
  }
}
