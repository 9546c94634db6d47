import BuiltInPatterns
import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// The seed's trade-off table: its columns are the patterns present that declare how a child
/// feature is embedded, its render rows are read from what the harness observed at star taps,
/// and a row without a figure says why in words.
@Suite struct TradeOffTableTests {
  private let starTap = ReportFixtures.reference(
    "A star tap redraws only its row", tags: ["render"])
  private let quiet = ReportFixtures.reference("The first page fills the list", line: 9)

  /// A trace in which the user taps a star and the harness observed `render`.
  private func tapTrace(_ render: String) -> [String] {
    [
      "step 1: When the list appears",
      "  observed render: 12 cells configured, 13 bodies evaluated",
      "step 2: And the user taps the star of a2", "  action list star of a2 tapped", render,
      "    list: [ ] a1, [*] a2", "step 3: Then the list redrew 1 row",
    ]
  }

  private func model(
    _ patterns: [String], render: [String: String] = [:], bench: BenchResults? = nil
  ) -> ReportModel {
    let results = patterns.flatMap { pattern in
      [
        ReportFixtures.result(
          pattern, starTap,
          trace: tapTrace(render[pattern] ?? "  observed render: 1 cell configured")),
        ReportFixtures.result(pattern, quiet),
      ]
    }
    return ReportFixtures.model(results, patterns: patterns, bench: bench)
  }

  private func row(_ table: TradeOffTable, _ prefix: String) throws -> ComparisonTable.Row {
    try #require(table.rows.first { $0.label.hasPrefix(prefix) })
  }

  @Test func theRenderWorkOfAStarTapIsReadFromTheHarnessLines() {
    #expect(
      StarTapRender.work(
        in: "  observed render: 1 cell configured, 1 view changed, 2 bodies evaluated")
        == (bodies: 2, cells: 1))
    #expect(StarTapRender.work(in: "  observed render: 1 body evaluated") == (bodies: 1, cells: 0))
    let trace = tapTrace("  observed render: 1 cell configured, 2 bodies evaluated")
    #expect(StarTapRender.taps(in: trace).map(\.bodies) == [2])
    #expect(StarTapRender.taps(in: trace).map(\.cells) == [1])
    // A step that is not a star tap, or a pattern's own render line, is not read.
    #expect(StarTapRender.taps(in: ["step 1: When the list appears", "  render list"]).isEmpty)
    let ownLine = ["step 1: And the user taps the star of a2", "  render list 3 bodies evaluated"]
    #expect(StarTapRender.taps(in: ownLine).map(\.bodies) == [0])
  }

  @Test func onlyTheScenariosThatAskWhatAChangeRedrawsAreRead() {
    let untagged = ReportFixtures.reference("Offline stars queue", line: 20)
    let results = [
      ReportFixtures.result(
        "MVVM", untagged, trace: tapTrace("  observed render: 12 cells configured")),
      ReportFixtures.result(
        "MVVM", starTap, trace: tapTrace("  observed render: 1 cell configured")),
    ]
    let observed = StarTapRender.observe("MVVM", in: results)
    #expect(observed.taps.map(\.cellsConfigured) == [1])
    #expect(observed.summary(\.cellsConfigured) == "1 on its 1 tap")
    #expect(StarTapRender.observe("MVVM", in: [results[0]]).summary(\.cellsConfigured) == nil)
  }

  @Test func theColumnsAreThePatternsPresentThatDeclareHowAChildIsEmbedded() throws {
    let table = TradeOffTable(model(["MVC", "MVVM", "SwiftUI-TCA", "UDF"]))
    #expect(table.patterns == ["MVVM", "SwiftUI-TCA"])
    let composition = try row(table, "Composition")
    #expect(!composition.isMeasured)
    #expect(composition.cells[1].contains("forEach"))
    #expect(table.rows.allSatisfy { $0.cells.count == 2 })
  }

  @Test func eachRowHasAFigureOrSaysWhyNot() throws {
    let patterns = ["MVVM", "TCA", "SwiftUI-MVVM", "SwiftUI-TCA"]
    let table = TradeOffTable(
      model(
        patterns,
        render: [
          "SwiftUI-MVVM": "  observed render: 1 cell configured, 1 body evaluated",
          "SwiftUI-TCA": "  observed render: 1 cell configured, 2 bodies evaluated",
        ]))
    #expect(table.patterns == patterns)
    #expect(
      try row(table, "Re-rendering: bodies").cells == [
        "none on its 1 tap: no declarative views observed",
        "none on its 1 tap: no declarative views observed", "1 on its 1 tap", "2 on its 1 tap",
      ])
    #expect(
      try row(table, "Re-rendering: rows redrawn").cells.allSatisfy { $0 == "1 on its 1 tap" })
    #expect(
      try row(table, "Re-rendering: rows a first").cells.allSatisfy {
        $0.hasPrefix("needs a benchmark run")
      })
    #expect(try row(table, "Learning curve").cells.allSatisfy { $0.hasPrefix("not measured: ") })
    // Counted from the chapters' folders: TCA's figures say which part is the runtime.
    #expect(try row(table, "Concepts").cells[1].contains("ComposableRuntime"))
    #expect(try row(table, "State consistency").cells.allSatisfy { $0 == "0 of 0" })
    // No cell is an adjective.
    for cell in table.rows.flatMap(\.cells) {
      for adjective in ["high", "low", "few", "many", "steep", "gentle", "strong", "weak"] {
        #expect(!cell.split(separator: " ").contains(Substring(adjective)), "\(cell)")
      }
    }
  }

  @Test func withoutAStarTapTheRenderRowsSaySo() throws {
    let results = [ReportFixtures.result("MVVM", quiet)]
    let table = TradeOffTable(ReportFixtures.model(results, patterns: ["MVVM"]))
    #expect(try row(table, "Re-rendering: bodies").cells == [TradeOffTable.noTaps])
    #expect(try row(table, "Re-rendering: rows redrawn").cells == [TradeOffTable.noTaps])
  }

  @Test func aBenchmarkGivesTheRowsAFirstTapRedrawsAtItsLargestList() throws {
    let bench = BenchResults(results: [
      .init(
        pattern: "SwiftUI-TCA + render", operation: "toggle-untouched", size: 100_000,
        medianNanoseconds: 4_000, bytesPerOperation: 96, cellsConfiguredPerOperation: 1)
    ])
    let table = TradeOffTable(model(["MVVM", "SwiftUI-TCA"], bench: bench))
    let benchmark = try row(table, "Re-rendering: rows a first star tap redraws at")
    #expect(benchmark.label.contains(SVGChart.formatCount(100_000)))
    #expect(benchmark.cells == ["not in the benchmark's run", "1"])
  }

  @Test func theReportsShowTheTableWithThePresentColumns() {
    let model = model(["MVC", "TCA", "SwiftUI-MVVM"])
    let html = HTMLRenderer(model).text
    #expect(html.contains("<li><a href=\"#tradeoffs\">"))
    let section = html.components(separatedBy: "<section id=\"tradeoffs\">").last ?? ""
    let table = section.components(separatedBy: "</table>").first ?? ""
    #expect(table.contains("<th scope=\"col\">TCA</th><th scope=\"col\">SwiftUI-MVVM</th></tr>"))
    #expect(!table.contains(">MVC<"))
    let markdown = MarkdownRenderer(model).text
    #expect(
      markdown.contains(
        "## MVVM and TCA: the seed's trade-offs, measured\n\n| | TCA | SwiftUI-MVVM |"))
    let json = ReportDocument(model).report
    #expect(json.childFeatures?.keys.sorted() == ["SwiftUI-MVVM", "TCA"])
    #expect(json.tradeOffs?["TCA"]?.doubles.isEmpty == false)
    #expect(json.starTaps?["TCA"]?.taps.count == 1)
  }

  @Test func aRunWithoutTheirPatternsSaysTheTableHasNoColumn() {
    let model = model(["MVC"])
    #expect(TradeOffTable(model).patterns.isEmpty)
    #expect(HTMLRenderer(model).text.contains("so the table has no column"))
    #expect(MarkdownRenderer(model).text.contains("so the table has no column"))
  }
}
