import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

/// The quick sweep runs as the `state-copy` executable beside the workbench: here a script of
/// that name stands in for it, so the test needs no benchmark build.
@Suite struct BenchmarkExecutableTests {
  private func benchmark(in folder: borrowing TemporaryFolder, script: String?) throws
    -> BenchmarkExecutable
  {
    if let script {
      let path = try folder.write("state-copy", "#!/bin/sh\n" + script + "\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    return BenchmarkExecutable(besides: folder.path + "/workbench")
  }

  @Test func theSweepIsWhatStateCopyPrintsWhenAskedForTheQuickOne() throws {
    let folder = try TemporaryFolder()
    let benchmark = try self.benchmark(
      in: folder, script: #"[ "$1" = --quick ] && [ $# -eq 1 ] && echo '{"sweep": "quick"}'"#)
    #expect(benchmark.path == folder.path + "/state-copy")
    let data = try benchmark.quickSweep()
    #expect(String(decoding: data, as: UTF8.self) == #"{"sweep": "quick"}"# + "\n")
  }

  @Test func aBenchmarkNotBuiltSaysSoAndHowToBuildIt() throws {
    let folder = try TemporaryFolder()
    let benchmark = try self.benchmark(in: folder, script: nil)
    #expect(throws: BenchmarkExecutableError.notBuilt(folder.path + "/state-copy")) {
      try benchmark.quickSweep()
    }
    #expect(
      BenchmarkExecutableError.notBuilt("/b/state-copy").description
        == "'/b/state-copy' is not built; 'swift build -c release' builds it beside the "
        + "workbench executable")
  }

  @Test func aTeamsBenchmarkIsFoundByItsNameBesideTheTeamsWorkbench() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("mvp-state-copy", "#!/bin/sh\necho '{\"by\": \"mvp\"}'\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    let benchmark = BenchmarkExecutable("mvp-state-copy", besides: folder.path + "/mvp-workbench")
    #expect(benchmark.path == path)
    #expect(String(decoding: try benchmark.quickSweep(), as: UTF8.self) == #"{"by": "mvp"}"# + "\n")
    // Not `state-copy`, which a team's package does not build.
    #expect(BenchmarkExecutable(besides: folder.path + "/mvp-workbench").path != path)
  }

  @Test func theBenchmarkNamesAStorePatternByItsStoreAndATeamsPatternByItsName() {
    #expect(BenchmarkExecutable.benchmarkName(of: "UDF") == "UDF inout store")
    #expect(BenchmarkExecutable.benchmarkName(of: "TCA") == "TCA store")
    #expect(BenchmarkExecutable.benchmarkName(of: "MVP") == "MVP")
  }

  @Test func aSweepThatFailsIsAnErrorWithItsStatus() throws {
    let folder = try TemporaryFolder()
    let benchmark = try self.benchmark(in: folder, script: "echo '{}'; exit 1")
    #expect(throws: BenchmarkExecutableError.failed(folder.path + "/state-copy", status: 1)) {
      try benchmark.quickSweep()
    }
  }

  @Test func aReportWithTheSweepNotBuiltWritesNothingAndSaysWhy() throws {
    let folder = try TemporaryFolder()
    let benchmark = try self.benchmark(in: folder, script: nil)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", "--pattern", "udf", "--out", out, "--quick-bench"], catalog: .builtIn,
      quickBenchmark: { try benchmark.quickSweep() })
    #expect(output.exitCode == .failure)
    #expect(output.standardError.contains("is not built; 'swift build -c release' builds it"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
