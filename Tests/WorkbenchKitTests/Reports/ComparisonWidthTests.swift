import BuiltInPatterns
import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// "Patterns compared, measured" fits a 1 400 px window with nine pattern columns (the seven and
/// the two SwiftUI ones to come), without sideways scrolling.
///
/// The width is estimated as a browser lays a table out at its narrowest: each column as wide as
/// its longest word (a cell wraps between words, never inside one) or its CSS minimum, whichever
/// is larger, plus its padding. The estimate is generous per character (the report's font is
/// 14 px; 8 px is a wide average for it), so a table it passes fits.
@Suite struct ComparisonWidthTests {
  /// The report's content width at a 1 400 px window: `main` is at most 1 280 px, with 24 px of
  /// padding on each side (`ReportStyle`).
  static let budget = 1_280 - 2 * 24
  static let pixelsPerCharacter = 8
  static let padding = 16
  /// `.compare td { min-width: 6.5em }` and the row headings' `min-width: 9em`, at 14 px.
  static let cellMinimum = 91
  static let headingMinimum = 126
  /// `.compare th[scope="row"] { max-width: 13em }`: a heading wraps inside this.
  static let headingMaximum = 182

  static func width(of words: [String], minimum: Int, maximum: Int = .max) -> Int {
    let longest = words.map(\.count).max() ?? 0
    return min(max(minimum, longest * pixelsPerCharacter + padding), maximum)
  }

  /// The narrowest the table can be laid out.
  static func narrowestWidth(of table: ComparisonTable) -> Int {
    func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
    let heading = table.rows.flatMap { words($0.label) }
    var total = width(of: heading, minimum: headingMinimum, maximum: headingMaximum)
    for index in table.patterns.indices {
      let texts =
        [table.patterns[index]]
        + table.rows.map { HTMLRenderer.visibleText(of: $0, at: index) }
      total += width(of: texts.flatMap(words), minimum: cellMinimum)
    }
    return total
  }

  private func table(patterns: [String]) -> ComparisonTable {
    let scenario = ReportFixtures.reference("The first page fills the list")
    let results = patterns.map { ReportFixtures.result($0, scenario) }
    let bench = BenchResults(
      results: patterns.flatMap { pattern in
        ComparisonTable.benchOperations.map { operation, _ in
          BenchResults.Measurement(
            pattern: BenchResults.benchmarkName(of: pattern) + " + render", operation: operation,
            size: 100_000, medianNanoseconds: 123_456_789, bytesPerOperation: 1_234_567)
        }
      })
    return ComparisonTable(ReportFixtures.model(results, patterns: patterns, bench: bench))
  }

  @Test func nineColumnsFitTheWindowWithTheRealProfilesAndFiles() {
    let patterns = BuiltInPatterns.entries.map(\.name) + ["SwiftUI MVVM", "SwiftUI TCA"]
    let table = table(patterns: patterns)
    #expect(table.patterns.count == 9)
    // The ownership rows were read from the seven patterns' sources.
    #expect(table.rows.contains { $0.files?.first??.isEmpty == false })
    let width = Self.narrowestWidth(of: table)
    #expect(width <= Self.budget, "the comparison needs \(width) px of \(Self.budget)")
  }

  /// The estimate catches what used to overflow: the files named in full in their cells.
  @Test func aCellOfLongNamesIsCaughtAsTooWide() {
    let patterns = BuiltInPatterns.entries.map(\.name) + ["SwiftUI MVVM", "SwiftUI TCA"]
    var table = table(patterns: patterns)
    for index in table.rows.indices where table.rows[index].files != nil {
      table.rows[index].files = nil
    }
    let width = Self.narrowestWidth(of: table)
    #expect(width > Self.budget, "the names in full need \(width) px of \(Self.budget)")
  }
}
