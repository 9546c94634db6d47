import Foundation
import ScenarioKit
import Testing

/// The documentation's landing page (`Workbench.md`) stays true where it states what the suite
/// is: its scenario count is the suite's, and its table of teaching variants lists every
/// variant of the registry (`Scenarios/expected-failures.txt`) once, with the number of
/// scenarios the registry says catch it.
@Suite struct LandingPageTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private static var page: String {
    get throws { try read("Sources/WorkbenchKit/Workbench.docc/Workbench.md") }
  }

  /// The variant table's rows: `| MVC/orphan-task | The mistake | 10 |`.
  static func variantRows(of text: String) throws -> [(variant: String, caughtBy: Int)] {
    let row = try Regex(#"^\| ([A-Za-z-]+/[a-z-]+) \| .+ \| (\d+) \|$"#)
    return try text.components(separatedBy: "\n").compactMap { line in
      guard let match = try row.wholeMatch(in: line) else { return nil }
      let variant = String(try #require(match.output[1].substring))
      return (variant, Int(try #require(match.output[2].substring)) ?? -1)
    }
  }

  /// What the page's variant table says that the registry does not: a variant missing, one
  /// the registry does not know, or a count of catching scenarios that is not the registry's.
  static func mismatches(of text: String, with registry: ExpectedFailures) throws -> [String] {
    let rows = try variantRows(of: text)
    var found: [String] = []
    for entry in registry.entries where !rows.contains(where: { $0.variant == entry.variant }) {
      found.append("\(entry.variant) has no row")
    }
    for row in rows {
      guard let listed = registry.entry(for: row.variant)?.scenarios.count else {
        found.append("\(row.variant) is not in the registry")
        continue
      }
      if listed != row.caughtBy {
        found.append("\(row.variant): \(row.caughtBy) on the page, \(listed) in the registry")
      }
    }
    if Set(rows.map(\.variant)).count != rows.count { found.append("a variant has two rows") }
    return found
  }

  private static var registry: ExpectedFailures {
    get throws {
      try ExpectedFailures.parse(
        read("Scenarios/expected-failures.txt"), file: "expected-failures.txt")
    }
  }

  @Test func theVariantTableIsTheRegistrys() throws {
    #expect(try Self.mismatches(of: Self.page, with: Self.registry) == [])
  }

  /// The check fails when the table is stale: a row left out, a count changed.
  @Test func aStaleVariantTableIsCaught() throws {
    let page = try Self.page
    let stale = page.components(separatedBy: "\n")
      .filter { !$0.hasPrefix("| MVC/links-to-the-key-window |") }
      .map {
        $0.hasPrefix("| Coordinator/kept-child |")
          ? $0.replacingOccurrences(of: "| 3 |", with: "| 2 |") : $0
      }
      .joined(separator: "\n")
    #expect(stale != page)
    #expect(
      try Self.mismatches(of: stale, with: Self.registry) == [
        "MVC/links-to-the-key-window has no row",
        "Coordinator/kept-child: 2 on the page, 3 in the registry",
      ])
  }

  @Test func theScenarioCountIsTheSuites() throws {
    let files = try ScenarioLoader.featureFiles(at: [Self.root.path + "/Scenarios"])
    let scenarios = try ScenarioLoader.load(files)
    let text = try Self.page
    let stated = text.matches(of: try Regex(#"same (\d+) scenarios"#))
    #expect(stated.count == 1)
    for match in stated {
      #expect(Int(try #require(match.output[1].substring)) == scenarios.count)
    }
    // Each column's row, `| MVC | `MVCArticles` | 284 / 284 |`, is out of the whole suite.
    let columns = text.matches(of: try Regex(#"\| (\d+) / (\d+) \|"#))
    #expect(columns.count == 9, "the table has a row for each of the nine columns")
    for match in columns {
      #expect(Int(try #require(match.output[2].substring)) == scenarios.count)
    }
  }
}
