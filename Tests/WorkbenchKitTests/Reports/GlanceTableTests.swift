import BuiltInPatterns
import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// The first screen: the findings are read from the figures, and a pattern that gets stale
/// results wrong is not praised for needing little machinery.
@Suite struct GlanceTableTests {
  private let stale = ReportFixtures.reference(
    "A refresh beats a first load that lands late", line: 3, tags: ["stale-result"])
  private let quiet = ReportFixtures.reference("The first page fills the list", line: 9)
  private let seven = BuiltInPatterns.entries.map(\.name)

  private func model(failing: String? = nil, variants: [ScenarioResult] = []) -> ReportModel {
    let results =
      seven.flatMap { pattern in
        [
          ReportFixtures.result(pattern, stale, pattern == failing ? .failed : .passed),
          ReportFixtures.result(pattern, quiet),
        ]
      } + variants
    let variantNames = Array(Set(variants.map(\.pattern))).sorted()
    return ReportFixtures.model(
      results, patterns: seven + variantNames, variants: Set(variantNames))
  }

  /// The pattern with the fewest sites, by the machinery the report measured.
  private func leastMachinery(in model: ReportModel, among patterns: [String]) -> String? {
    patterns.min { model.machinery[$0]!.count() < model.machinery[$1]!.count() }
  }

  @Test func theLeastMachineryIsNamedAmongThePatternsThatAreRight() throws {
    let all = model()
    let least = try #require(leastMachinery(in: all, among: seven))
    let sites = all.machinery[least]!.count()
    #expect(
      GlanceTable(all).findings.first?.hasPrefix(
        "Of the \(seven.count) patterns that pass all 1 stale-result scenarios, \(least) needs the least "
          + "machinery: \(sites) sites in its code (") == true)
    // The same pattern, wrong about a late answer, is left out of the comparison.
    let wrong = model(failing: least)
    let next = try #require(leastMachinery(in: wrong, among: seven.filter { $0 != least }))
    let finding = try #require(GlanceTable(wrong).findings.first)
    #expect(
      finding.hasPrefix(
        "Of the \(seven.count - 1) patterns that pass all 1 stale-result scenarios, \(next) "))
    #expect(!finding.contains("\(least) "))
  }

  /// The spread is the repeats' own: the median of their medians always lies inside it.
  @Test func aTimeIsItsMedianOverTheRangeOfItsRepeats() {
    var cell = BenchResults.Measurement(
      pattern: BenchResults.benchmarkName(of: "UDF") + " + render", operation: "toggle-untouched",
      size: 100_000, medianNanoseconds: 4_100, repeatMediansNanoseconds: [4_600, 3_900, 4_100],
      bytesPerOperation: 96)
    let bench = { BenchResults(results: [cell]) }
    #expect(
      GlanceTable.timeCell(bench(), pattern: "UDF", operation: "toggle-untouched", size: 100_000)
        .map(\.text) == ["4.1 µs", "3.9 µs–4.6 µs"])
    cell.repeatMediansNanoseconds = [4_100]
    #expect(
      GlanceTable.timeCell(bench(), pattern: "UDF", operation: "toggle-untouched", size: 100_000)
        .map(\.text) == ["4.1 µs"])
    #expect(
      GlanceTable.timeCell(bench(), pattern: "MVC", operation: "toggle-untouched", size: 100_000)
        .map(\.text) == ["not run"])
  }

  @Test func eachMistakeLeadsToItsVariantWithTheScenariosThatCatchIt() throws {
    let caught = ReportFixtures.result("UDF/no-guard", stale, .expectedFailure, message: "a1")
    let model = model(variants: [caught, ReportFixtures.result("UDF/no-guard", quiet)])
    let table = GlanceTable(model)
    let row = try #require(table.rows.first { $0.section == "variants" })
    let udf = try #require(table.patterns.firstIndex(of: "UDF"))
    #expect(row.cells[udf].map(\.text) == ["1 of 1"])
    #expect(row.cells[try #require(table.patterns.firstIndex(of: "MVC"))].map(\.text) == ["none"])
    #expect(table.mistakes.map(\.pattern) == ["UDF"])
    let line = try #require(table.mistakes.first?.lines.first)
    #expect(line.text == "no-guard · 1")
    #expect(line.detail == "caught by: A refresh beats a first load that lands late")
    // The link reaches the variant's card.
    let html = HTMLRenderer(model).text
    #expect(html.contains("<a href=\"#\(line.link!)\">no-guard · 1</a>"))
    #expect(html.contains("<article class=\"variant\" id=\"\(line.link!)\">"))
  }

  @Test func aMistakeNoScenarioCatchesSaysSo() {
    var variant = ReportModel.Variant(
      name: "MVVM/no-cancel", summary: "", file: "", mistake: "", fix: "", caughtBy: [],
      missedBy: ["Leaving cancels"], unexpectedFailures: [], diff: "")
    #expect(GlanceTable.variantLine(variant).text == "no-cancel · 0 · 1 missed")
    #expect(GlanceTable.variantLine(variant).detail == "no scenario catches it")
    variant.missedBy = []
    variant.caughtBy = ["Leaving cancels"]
    #expect(GlanceTable.variantLine(variant).text == "no-cancel · 1")
  }
}
