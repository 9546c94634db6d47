import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

@Suite(.serialized) struct ReportCommandTests {
  private let scenarios = """
    Feature: Own scenarios
      Scenario: The first page fills the list
        Given the server has articles a1, a2
        When the list appears
        And request #1 succeeds
        Then the list shows a1, a2

      Scenario: A page that shows the wrong rows
        Given the server has articles a1, a2
        When the list appears
        And request #1 succeeds
        Then the list shows a2
    """

  private func read(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test func writesFourFilesThatAgree() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      [
        "report", file, "--pattern", "udf", "--pattern", "mvc", "--out", out,
      ], catalog: .builtIn)
    #expect(output.exitCode == .failure)
    #expect(
      output.standardOutput.contains(
        "wrote index.html, timelines.html, report.md, results.json and junit.xml"))
    let html = read(out + "/index.html")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.lowercased().contains("<script"))
    #expect(
      !html.contains("http://")
        || html.components(separatedBy: "http://").count - 1
          == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
    )
    #expect(html.contains("The first page fills the list"))
    #expect(html.contains("the list shows a1, a2; expected a2"))
    #expect(html.contains("This section needs a benchmark run"))
    #expect(html.contains("<svg class=\"chart\""))
    let markdown = read(out + "/report.md")
    #expect(markdown.contains("| A page that shows the wrong rows | ✗ | ✗ |"))
    #expect(markdown.contains("| The first page fills the list | ✓ | ✓ |"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(read(out + "/results.json").utf8))
        as? [String: Any])
    #expect((json["results"] as? [Any])?.count == 4)
    let junit = read(out + "/junit.xml")
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(junit.contains("tests=\"4\" failures=\"2\" skipped=\"0\""))
  }

  @Test func drawsCostChartsFromABenchmarkFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let bench = try folder.write(
      "bench.json",
      """
      {"results": [
        {"pattern": "UDF inout store", "operation": "toggle-untouched", "size": 100,
         "medianNanoseconds": 800, "bytesPerOperation": 0},
        {"pattern": "UDF inout store", "operation": "toggle-untouched", "size": 100000,
         "medianNanoseconds": 90000, "bytesPerOperation": 0},
        {"pattern": "UDF inout store + render", "operation": "toggle-untouched", "size": 100000,
         "medianNanoseconds": 2000000, "bytesPerOperation": 0}
      ]}
      """)
    let out = folder.path + "/report"
    _ = WorkbenchCommand.main(
      [
        "report", file, "--pattern", "udf", "--scenario", "first page", "--bench", bench, "--out",
        out,
      ], catalog: .builtIn)
    let html = read(out + "/index.html")
    // The update alone and with the re-render in charts of their own; the re-render dashed.
    #expect(html.contains("toggle-untouched, the update alone: time per operation versus size"))
    #expect(html.contains("toggle-untouched, with the re-render: time per operation versus size"))
    #expect(html.contains("<polyline class=\"series series-0 solid\""))
    #expect(html.contains("<polyline class=\"series series-0 dashed\""))
    // The UDF column reads the benchmark's inout store, alone and with the list's re-render.
    #expect(html.contains("<td>90 µs · 2 ms</td>"))
    #expect(!html.contains("This section needs a benchmark run"))
  }

  @Test func drawsBytesPerOperationAndTheFloorsTheBenchmarkMeasured() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let bench = try folder.write(
      "bench.json",
      """
      {"results": [
        {"pattern": "UDF inout store", "operation": "append-page", "size": 100,
         "medianNanoseconds": 800, "bytesPerOperation": 0},
        {"pattern": "UDF inout store", "operation": "append-page", "size": 100000,
         "medianNanoseconds": 900, "bytesPerOperation": 40}
      ],
      "floors": [
        {"size": 100, "stateBytes": 4000, "inPlaceNanoseconds": 20, "memcpyNanoseconds": 40},
        {"size": 100000, "stateBytes": 4000000, "inPlaceNanoseconds": 21,
         "memcpyNanoseconds": 100000}
      ]}
      """)
    let out = folder.path + "/report"
    _ = WorkbenchCommand.main(
      [
        "report", file, "--pattern", "udf", "--scenario", "first page", "--bench", bench, "--out",
        out,
      ], catalog: .builtIn)
    let html = read(out + "/index.html")
    #expect(
      html.contains("append-page, the update alone: bytes allocated per operation versus size"))
    #expect(html.contains(">bytes allocated per operation (log scale)</text>"))
    // The memcpy floor in the time chart and one copy of the list in the bytes chart, in grey.
    #expect(html.contains(">floor: memcpy of the list</text>"))
    #expect(html.contains(">one copy of the list</text>"))
    #expect(html.contains("<polyline class=\"series series-1 floor\""))
    // 0 B is drawn at 1 B, the bottom of the bytes axis; the axis reads in decimal units.
    #expect(html.contains(">1 B</text>") && html.contains(">10 MB</text>"))
  }

  @Test func badBenchmarksAndUnwritableFoldersAreErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", scenarios)
    let bench = try folder.write("bench.json", "{\"results\": 3}")
    let badBench = WorkbenchCommand.main(
      [
        "report", file, "--pattern", "udf", "--bench", bench, "--out", folder.path + "/r",
      ], catalog: .builtIn)
    #expect(badBench.exitCode == .dataError)
    #expect(badBench.standardError.contains(bench))
    let taken = try folder.write("taken", "")
    let unwritable = WorkbenchCommand.main(
      ["report", file, "--pattern", "udf", "--out", taken], catalog: .builtIn)
    #expect(unwritable.exitCode == .failure)
    #expect(unwritable.standardError.hasPrefix("Error: cannot write the report to '\(taken)'"))
  }
}
