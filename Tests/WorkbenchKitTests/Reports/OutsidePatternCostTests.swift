import BuiltInPatterns
import Foundation
import TestSupport
import Testing

@testable import WorkbenchKit

/// The cost figures of a team's own pattern in its own report: drawn beside the built-in
/// patterns when the benchmark ran it (the team's benchmark executable), and named as left out
/// when it did not (a run of `state-copy`, which knows the seven).
@Suite struct OutsidePatternCostTests {
  private let catalog = try! PatternCatalog.builtIn.adding(
    patterns: [OutsidePattern.entry], packageRoot: "/nonexistent")

  /// A benchmark's JSON: the rows `patterns` at 100 000 articles, a first tap each, and
  /// `unmeasured` as it lists them.
  private func sweep(_ patterns: [(String, Double)], unmeasured: String = "") -> String {
    let rows = patterns.map { name, nanoseconds in
      """
      {"pattern": "\(name) + render", "operation": "toggle-untouched", "size": 100000,
       "medianNanoseconds": \(nanoseconds), "bytesPerOperation": 900,
       "cellsConfiguredPerOperation": 1, "rowsComparedPerOperation": 0,
       "idsDiffedPerOperation": 0}
      """
    }
    return """
      {"benchmark": "state-copy", "build": "release", "sizes": [100000], "floors": [],
       "results": [\(rows.joined(separator: ", "))]\(unmeasured)}
      """
  }

  private func read(_ path: String) throws -> String {
    try #require(
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
  }

  @Test func aBenchmarkOfTheSevenSaysPlainlyThatItLeavesTheTeamsPatternOut() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let bench = try folder.write("bench.json", sweep([("UDF inout store", 12_800)]))
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--pattern", "tiny", "--out", out, "--bench", bench],
      catalog: catalog)
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "The cost charts leave out Tiny: not in the benchmark's run\n"))
    let html = try read(out + "/index.html")
    #expect(
      html.contains(
        "<p class=\"warning\">The cost figures cover UDF, beside the reference points. Not in "
          + "the benchmark&#39;s run: Tiny, which the benchmark that made it does not know "
          + "(<code>state-copy</code> knows the seven built-in patterns)."),
      "\(html)")
    // The comparison's cost rows say why Tiny has no figure, not that it was not measured.
    #expect(html.contains("<td>12.8 µs</td><td>not in the benchmark&#39;s run</td>"))
    let markdown = try read(out + "/report.md")
    #expect(
      markdown.contains(
        "The cost figures cover UDF, beside the reference points. Not in the benchmark's run: "
          + "Tiny,"))
    #expect(markdown.contains("| 12.8 µs | not in the benchmark's run |"))
  }

  @Test func theTeamsOwnSweepDrawsItsPatternBesideTheOthersAndSaysWhatItCouldNotMeasure() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let out = folder.path + "/report"
    let unmeasured = """
      , "unmeasured": [{"pattern": "Tiny + render", "operation": "append-page", "size": 10,
        "reason": "scrolling to the end asked the server for no next page"}]
      """
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--pattern", "tiny", "--out", out, "--quick-bench"],
      catalog: catalog,
      quickBenchmark: {
        Data(sweep([("UDF inout store", 12_800), ("Tiny", 7_500)], unmeasured: unmeasured).utf8)
      })
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(!output.standardOutput.contains("leave out"))
    let html = try read(out + "/index.html")
    #expect(
      html.contains(
        "<p class=\"bench-source\">The cost figures cover UDF and Tiny, beside the reference "
          + "points.</p>"))
    #expect(!html.contains("Not in the benchmark"))
    // Its line in the chart, its figure in the comparison, beside UDF's.
    #expect(html.contains(">Tiny + render</text>"), "\(html)")
    #expect(html.contains("<td>12.8 µs</td><td>7.5 µs</td>"))
    #expect(
      html.contains(
        "<li>Tiny + render · append-page at 10: scrolling to the end asked the server for no "
          + "next page</li>"))
    let markdown = try read(out + "/report.md")
    #expect(
      markdown.contains(
        "Not measured: Tiny + render · append-page at 10 (larger sizes not tried): scrolling to "
          + "the end asked the server for no next page"))
  }
}
