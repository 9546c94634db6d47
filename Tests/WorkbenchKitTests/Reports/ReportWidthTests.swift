import BuiltInPatterns
import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// Every table of the report fits a 1 400 px window with nine pattern columns (the seven and
/// the two SwiftUI ones to come) and the teaching variants, without sideways scrolling.
@Suite struct ReportWidthTests {
  /// The catalog's columns, with the SwiftUI columns it does not hold yet standing in.
  static let nine =
    BuiltInPatterns.entries.map(\.name)
    + ["SwiftUI-MVVM", "SwiftUI-TCA"].filter { name in
      !BuiltInPatterns.entries.contains { $0.name == name }
    }
  /// The longest variant names, each failing the same scenario: the widest the variant column
  /// of the matrix gets.
  static let variants = [
    "UDF/analytics-records-actions", "MVVM/favorites-outlive-logout",
    "MVC/timeout-outlives-its-load", "Coordinator/stale-selection",
  ]

  /// A report of `patterns` with `variants` beside them, a stale-result scenario each variant
  /// fails and one everybody passes, and a benchmark of every pattern at 100 000 articles.
  static func html(patterns: [String], variants: [String], asColumns: Bool = false) -> String {
    let stale = ReportFixtures.reference(
      "A refresh beats a first load that lands late", line: 3, tags: ["stale-result"])
    let quiet = ReportFixtures.reference("The first page fills the list", line: 9)
    let results =
      patterns.flatMap { [ReportFixtures.result($0, stale), ReportFixtures.result($0, quiet)] }
      + variants.flatMap {
        [
          ReportFixtures.result($0, stale, .expectedFailure, message: "the list shows a1"),
          ReportFixtures.result($0, quiet),
        ]
      }
    let bench = BenchResults(
      results: patterns.flatMap { pattern in
        ComparisonTable.benchOperations.map { operation, _ in
          BenchResults.Measurement(
            pattern: BenchResults.benchmarkName(of: pattern) + " + render", operation: operation,
            size: 100_000, medianNanoseconds: 123_456_789,
            repeatMediansNanoseconds: [120_456_789, 127_456_789], bytesPerOperation: 1_234_567,
            cellsConfiguredPerOperation: 10_000, rowsComparedPerOperation: 100_000)
        }
      })
    return HTMLRenderer(
      ReportFixtures.model(
        results, patterns: patterns + variants, variants: asColumns ? [] : Set(variants),
        bench: bench)
    ).text
  }

  @Test func everyTableFitsTheWindowWithNinePatternsAndTheVariants() {
    let html = Self.html(patterns: Self.nine, variants: Self.variants)
    let tables = TableWidth.tables(in: html)
    // The first screen, the comparison, the matrix, and the per-pattern tables below.
    for kind in ["compare glance", "compare", "matrix", "numbers"] {
      #expect(tables.contains { $0.classes == kind }, "no table of class \(kind)")
    }
    for table in tables {
      #expect(
        table.width <= TableWidth.budget,
        "the \(table.classes) table needs \(table.width) px of \(TableWidth.budget)")
    }
  }

  /// The estimate catches what used to overflow: each variant a column of the matrix.
  @Test func variantsAsColumnsAreCaughtAsTooWide() throws {
    let variants = (1...26).map { "MVVM/mistake-\($0)" }
    let html = Self.html(patterns: Self.nine, variants: variants, asColumns: true)
    let matrix = try #require(TableWidth.tables(in: html).first { $0.classes == "matrix" })
    #expect(matrix.width > TableWidth.budget, "33 columns need \(matrix.width) px")
  }

  /// And the files of the ownership rows named in full in their cells.
  @Test func aCellOfFileNamesInFullIsCaughtAsTooWide() throws {
    let html = Self.html(patterns: Self.nine, variants: [])
      .replacingOccurrences(of: "<span class=\"file-names\">", with: "<span class=\"shown\">")
    let compare = try #require(TableWidth.tables(in: html).first { $0.classes == "compare" })
    #expect(compare.width > TableWidth.budget, "the names in full need \(compare.width) px")
  }
}
