import Foundation
import Testing

/// A team's own benchmark executable: `StateCopyCommand.runAndExit(patterns:)` with patterns of
/// its own, measured beside the seven. `outside-state-copy` stands in for it, with "Outside" (a
/// pattern that does everything asked) and "Unfinished" (one that loads and refreshes its list,
/// no stars, no pages yet).
@Suite(.serialized)
struct OutsidePatternTests {
  static let program = "outside-state-copy"

  /// The JSON object a run printed.
  private func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The operations measured on `pattern`'s rows.
  private func operations(of pattern: String, in report: [String: Any]) throws -> Set<String> {
    let results = try #require(report["results"] as? [[String: Any]])
    return Set(
      results.filter { $0["pattern"] as? String == pattern }.compactMap {
        $0["operation"] as? String
      })
  }

  @Test func theQuickSweepMeasuresTheTeamsPatternsBesideTheSeven() async throws {
    let result = try await StateCopyCheckTests.run(
      ["--quick", "--sizes", "10"], program: Self.program)
    #expect(result.status == 0, "\(result.error)")
    let report = try json(result.output)
    let quick: Set = ["toggle-untouched", "toggle-again", "append-page", "replace-list"]
    #expect(try operations(of: "Outside + render", in: report) == quick)
    #expect(try operations(of: "MVC + render", in: report) == quick)
    #expect(try operations(of: "TCA store + render", in: report) == quick)
    // What the unfinished pattern can do is measured; what it cannot is said, with why.
    #expect(try operations(of: "Unfinished + render", in: report) == ["replace-list"])
    let unmeasured = try #require(report["unmeasured"] as? [[String: Any]])
    let reasons = Dictionary(
      uniqueKeysWithValues: unmeasured.map {
        (
          "\($0["pattern"] ?? "") / \($0["operation"] ?? "") / \($0["size"] ?? "")",
          $0["reason"] as? String ?? ""
        )
      })
    #expect(
      reasons == [
        "Unfinished + render / toggle-untouched / 10":
          "the cell of a5 shows its star empty on screen",
        "Unfinished + render / toggle-again / 10":
          "the star of a5 shows false after 1 taps, expected true",
        "Unfinished + render / append-page / 10":
          "scrolling to the end asked the server for no next page (requests: #1 load first page)",
      ])
  }

  @Test func anOperationNotMeasuredAtOneSizeIsNotTriedAtTheLarger() async throws {
    let result = try await StateCopyCheckTests.run(
      ["--quick", "--sizes", "10,20", "--filter", "unfinished"], program: Self.program)
    #expect(result.status == 0, "\(result.error)")
    let report = try json(result.output)
    let unmeasured = try #require(report["unmeasured"] as? [[String: Any]])
    #expect(unmeasured.count == 3)
    #expect(unmeasured.allSatisfy { $0["size"] as? Int == 10 })
    let results = try #require(report["results"] as? [[String: Any]])
    let refreshes = results.filter { $0["pattern"] as? String == "Unfinished + render" }
    #expect(refreshes.compactMap { $0["size"] as? Int }.sorted() == [10, 20])
  }

  @Test func theCheckCountsTheTeamsPatternsWithoutThresholdsAndFailsNone() async throws {
    let file = try StateCopyCheckTests.thresholds { $0 == "MVC + render" }
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await StateCopyCheckTests.run(
      ["--check", file.path, "--allow-debug"], program: Self.program)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    // The team's patterns at the file's operations: counted and listed, never left out.
    for operation in ["toggle-untouched", "toggle-again", "append-page", "replace-list"] {
      #expect(
        lines.contains {
          $0.hasPrefix(
            "UNCHECKED: Outside + render / \(operation) / 100: no threshold in the file (counted ")
        }, "\(result.output)")
    }
    #expect(lines.contains { $0.hasPrefix("UNCHECKED: Unfinished + render / replace-list / 100") })
    #expect(
      lines.contains(
        "NOT MEASURED: Unfinished + render / append-page / 100: scrolling to the end asked the server for no next page (requests: #1 load first page)"
      ))
    #expect(!lines.contains { $0.hasPrefix("UNCHECKED: MVC") })
    #expect(lines.last?.hasPrefix("PASS: no counter exceeds its threshold.") == true)
  }

  @Test func aTeamsOwnThresholdHoldsItsPatternAsTheCommittedOnesHoldTheSeven() async throws {
    // The team's file: MVC's star-tap cells under the team's pattern's name, its ceiling of
    // cells configured lowered from 1 to 0.
    let data = try Data(contentsOf: StateCopyCheckTests.thresholds)
    var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cells = try #require(file["cells"] as? [[String: Any]])
    var cell = try #require(
      cells.first {
        $0["pattern"] as? String == "MVC + render"
          && $0["operation"] as? String == "toggle-untouched" && $0["size"] as? Int == 100
          && $0["build"] as? String == "debug"
      })
    cell["pattern"] = "Outside + render"
    cell["maxCellsConfiguredPerOperation"] = 0
    file["cells"] = [cell]
    file["sizes"] = [100]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("team-thresholds-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: file).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try await StateCopyCheckTests.run(
      ["--check", url.path, "--allow-debug"], program: Self.program)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "FAIL: Outside + render / toggle-untouched / 100: 1.0 cells configured per operation > 0.0"),
      "\(result.output)")
  }

  @Test func itsHelpAndUsageErrorsNameTheTeamsExecutable() async throws {
    let help = try await StateCopyCheckTests.run(["--help"], program: Self.program)
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: \(Self.program) "), "\(help.output)")
    let debug = try await StateCopyCheckTests.run(["--sizes", "10"], program: Self.program)
    #expect(debug.status == 64)
    #expect(debug.error.contains("Run `swift run -c release \(Self.program)`"), "\(debug.error)")
  }
}
