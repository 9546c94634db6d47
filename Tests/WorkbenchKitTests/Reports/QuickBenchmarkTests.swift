import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

/// `workbench report` with the quick benchmark sweep the executable hands in, faked here: the
/// library and its tests never link the benchmark.
@Suite(.serialized) struct QuickBenchmarkTests {
  private let scenarios = OwnScenarios.firstPageFillsTheList

  /// What `state-copy --format json` prints for the quick sweep, cut down to one pattern.
  private func sweep(build: String) -> Data {
    let cells = [(10, 120.0), (1_000, 150.0), (100_000, 180.0)].map { size, nanoseconds in
      """
      {"pattern": "UDF inout store", "operation": "toggle-untouched", "size": \(size),
       "isReference": false, "includesRender": false, "allocationsPerOperation": 0,
       "medianNanoseconds": \(nanoseconds), "bytesPerOperation": 0, "copiesPerOperation": 0,
       "retainedBytes": \(size * 80), "stateBytes": \(size * 40)}
      """
    }
    // With its re-render, the list page's table counted one cell and every row compared.
    let rendered = """
      {"pattern": "UDF inout store + render", "operation": "toggle-untouched", "size": 100000,
       "isReference": false, "includesRender": true, "allocationsPerOperation": 0,
       "medianNanoseconds": 9000000, "bytesPerOperation": 0, "copiesPerOperation": 0,
       "cellsConfiguredPerOperation": 1, "rowsComparedPerOperation": 100000,
       "idsDiffedPerOperation": 0}
      """
    return Data(
      """
      {"benchmark": "state-copy", "build": "\(build)", "sizes": [10, 1000, 100000],
       "notes": [], "floors": [], "wallSeconds": 2.5,
       "results": [\((cells + [rendered]).joined(separator: ", "))]}
      """.utf8)
  }

  /// Counts the sweeps a command ran.
  private final class Calls {
    var count = 0
  }

  private struct WrongResult: Error, CustomStringConvertible {
    var description: String { "UDF inout store toggle-untouched at 1000: wrong result" }
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theQuickSweepRunsByDefaultAndTheReportSaysWhichBenchmarkItShows() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let out = folder.path + "/report"
    let calls = Calls()
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", out], catalog: .builtIn,
      quickBenchmark: {
        calls.count += 1
        return sweep(build: "release")
      })
    #expect(output.exitCode == .success)
    #expect(calls.count == 1)
    let provenance =
      "quick sweep run with this report (star taps, a next page, a refresh) · release build · "
      + "sizes 10, "
      + "1\u{2009}000 and 100\u{2009}000 · 2.5 s"
    #expect(output.standardOutput.contains("Benchmark: \(provenance)\n"))
    #expect(output.standardError.isEmpty)
    let html = try #require(read(out + "/index.html"))
    #expect(html.contains("<dt>Benchmark</dt><dd>\(provenance)</dd>"))
    #expect(html.contains("<strong>Benchmark:</strong> \(provenance)."))
    #expect(!html.contains("Debug build."))
    // One line through the three sizes, and the comparison row at the largest.
    #expect(html.contains("toggle-untouched, the update alone: time per operation versus size"))
    let line = try #require(
      html.components(separatedBy: "<polyline class=\"series series-0 solid\" fill=\"none\" ")
        .dropFirst().first?.split(separator: "\"").dropFirst().first)
    #expect(line.split(separator: " ").count == 3)
    #expect(html.contains("First tap on a star at 100\u{2009}000: update · with render"))
    #expect(html.contains("<td>180 ns · 9 ms</td>"))
    // The render work the table counted, with the rows compared to find the one redrawn; the
    // sweep here times no page or refresh, so the row names the star tap alone.
    #expect(
      html.contains(
        "Render work at 100\u{2009}000, as the table counted it: rows redrawn per first star tap<"))
    #expect(html.contains("<td>1 (100\u{2009}000 compared)</td>"))
    // The heap the pattern held after the retaining pass, against the list's own bytes.
    #expect(html.contains("Heap held after 100 first taps at 100\u{2009}000"))
    #expect(html.contains("(2.0×)</td>"))
    let markdown = try #require(read(out + "/report.md"))
    #expect(markdown.contains("Benchmark: \(provenance)\n"))
    let json = try #require(read(out + "/results.json"))
    #expect(json.contains("\"kind\":\"quick-sweep\""))
  }

  /// What the quick sweep prints since the benchmark drives each app through its window: one
  /// row per pattern, its app's, which always renders; no row of the update alone.
  private func appSweep() -> Data {
    Data(
      """
      {"benchmark": "state-copy", "build": "release", "sizes": [100000], "notes": [],
       "floors": [], "wallSeconds": 2.5,
       "results": [{"pattern": "UDF inout store + render", "operation": "toggle-untouched",
         "size": 100000, "isReference": false, "includesRender": true,
         "allocationsPerOperation": 13, "medianNanoseconds": 12800, "bytesPerOperation": 1853,
         "listSizedAllocationsPerOperation": 0, "cellsConfiguredPerOperation": 1,
         "rowsComparedPerOperation": 0, "idsDiffedPerOperation": 0,
         "retainedBytes": 20000000, "stateBytes": 4000000}]}
      """.utf8)
  }

  @Test func anAppsRowStandsForItsPatternWhenNoUpdateAloneWasMeasured() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", out], catalog: .builtIn,
      quickBenchmark: { appSweep() })
    #expect(output.exitCode == .success)
    let html = try #require(read(out + "/index.html"))
    // The first tap is the app's, with its render; there is no figure of the update alone,
    // and the row says so instead of showing a column of dashes.
    #expect(
      html.contains("First tap on a star at 100\u{2009}000: through the app, with its render"))
    #expect(html.contains("<td>12.8 µs</td>"))
    #expect(!html.contains("update · with render"))
    // Its charts draw each app's rows beside the reference points, not as an update alone.
    #expect(
      html.contains(
        "toggle-untouched, through each app, with its render: time per operation versus size"))
    #expect(
      html.contains(
        "toggle-untouched, through each app, with its render: bytes allocated per operation"))
    #expect(!html.contains(", the update alone:"))
    // The heap the app held, from the same row.
    #expect(html.contains("Heap held after 100 first taps at 100\u{2009}000"))
    #expect(html.contains("(5.0×)</td>"))
  }

  @Test func aDebugBuildsTimesAreMarkedAsSuch() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", out, "--quick-bench"],
      catalog: .builtIn,
      quickBenchmark: { sweep(build: "debug") })
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("· debug build ·"))
    #expect(
      output.standardError.hasPrefix(
        "warning: the benchmark's times come from a debug build and mean little"))
    let html = try #require(read(out + "/index.html"))
    #expect(html.contains("<p class=\"warning\"><strong>Debug build.</strong>"))
    #expect(html.contains("debug build: times mean little"))
    #expect(html.contains("update · with render (debug build)"))
    let markdown = try #require(read(out + "/report.md"))
    #expect(markdown.contains("**debug build: its times mean little"))
  }

  @Test func noBenchAndABenchmarkFileRunNoSweep() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let bench = try folder.write(
      "bench.json", String(decoding: sweep(build: "release"), as: UTF8.self))
    let calls = Calls()
    let count: () throws -> Data = {
      calls.count += 1
      return Data()
    }
    let skipped = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", folder.path + "/a", "--no-bench"],
      catalog: .builtIn,
      quickBenchmark: count)
    #expect(skipped.exitCode == .success)
    #expect(skipped.standardOutput.contains("Benchmark: none (no cost charts)\n"))
    #expect(
      read(folder.path + "/a/index.html")?.contains("This section needs a benchmark run") == true)
    let fromFile = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", folder.path + "/b", "--bench", bench],
      catalog: .builtIn,
      quickBenchmark: count)
    #expect(fromFile.exitCode == .success)
    #expect(fromFile.standardOutput.contains("Benchmark: read from \(bench) · release build ·"))
    #expect(calls.count == 0)
  }

  @Test func aFailingSweepStopsTheReportAndLeavesThePreviousOneAsItWas() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let out = folder.path + "/report"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let previous = try folder.write("report/index.html", "the previous report")
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", out], catalog: .builtIn,
      quickBenchmark: { throw WrongResult() })
    #expect(output.exitCode == .failure)
    #expect(
      output.standardError
        == """
        Error: the quick benchmark failed: UDF inout store toggle-untouched at 1000: wrong result
        No report was written; '--no-bench' writes one without the cost charts, '--bench <file>' \
        reads a benchmark run instead.

        """)
    #expect(output.standardOutput.isEmpty)
    #expect(read(previous) == "the previous report")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["index.html"])
  }

  @Test func unreadableSweepOutputIsAnErrorToo() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", folder.path + "/r"],
      catalog: .builtIn,
      quickBenchmark: { Data("{\"results\": 3}".utf8) })
    #expect(output.exitCode == .failure)
    #expect(
      output.standardError.hasPrefix(
        "Error: the quick benchmark's output is not benchmark results of the shape"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/r"))
  }

  @Test(arguments: [
    (
      ["--bench", "b.json", "--no-bench"],
      "Error: '--bench' and '--no-bench' cannot be used together: give one of '--bench <file>', "
        + "'--quick-bench' and '--no-bench'"
    ),
    (
      ["--quick-bench", "--no-bench"],
      "Error: '--quick-bench' and '--no-bench' cannot be used together"
    ),
    (
      ["--bench", "b.json", "--quick-bench"],
      "Error: '--bench' and '--quick-bench' cannot be used together"
    ),
  ])
  func benchmarkChoicesExcludeEachOther(arguments: [String], message: String) {
    let calls = Calls()
    let output = WorkbenchCommand.main(
      ["report", "--pattern", "udf", "--out", "/nonexistent/never"] + arguments,
      catalog: .builtIn,
      quickBenchmark: {
        calls.count += 1
        return Data()
      })
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix(message))
    #expect(output.standardError.contains("Usage: workbench report"))
    #expect(calls.count == 0)
  }

  @Test func quickBenchNeedsTheExecutablesBenchmark() {
    let output = WorkbenchCommand.main(
      ["report", "--pattern", "udf", "--quick-bench"], catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(
      output.standardError.hasPrefix(
        "Error: '--quick-bench' needs a benchmark executable, and this one was given none (a "
          + "team's executable names its own: runAndExit(patterns:…, benchmark: \"mvp-state-copy\"))"
      ))
  }

  @Test func helpExplainsTheBenchmarkChoices() {
    let help = WorkbenchCommand.main(["report", "--help"], catalog: .builtIn)
      .standardOutput
    #expect(help.contains("--quick-bench"))
    #expect(help.contains("--no-bench"))
    #expect(help.contains("By default the report runs a quick sweep first"))
  }
}
