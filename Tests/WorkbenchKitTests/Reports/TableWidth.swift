import Foundation

/// The narrowest width a browser can lay out a table of the report at, estimated from its HTML.
///
/// A cell wraps between words and after a hyphen, never inside a word; a `nowrap` cell (the
/// matrix's variant column) keeps each of its lines whole. A column is as wide as its widest
/// unbreakable run or its CSS minimum, whichever is larger, plus its padding; a row heading
/// wraps inside its CSS maximum. The estimate is generous per character (8 px for the 13.5 px
/// text, where an average character is nearer 7), so a table it passes fits.
enum TableWidth {
  /// The report's content width at a 1 400 px window: `main` is at most 1 280 px, with 24 px
  /// of padding on each side (`ReportStyle`).
  static let budget = 1_280 - 2 * 24
  static let pixelsPerCharacter = 8
  static let padding = 16

  /// The CSS limits of a kind of table, in px at 14 px to the em (`ReportStyle`).
  struct Limits {
    var cellMinimum = 0
    var headingMinimum = 0
    var headingMaximum = Int.max
  }

  /// `.compare td { min-width: 6.5em }`, its row headings `min-width: 9em; max-width: 13em`
  /// (`width: 15em; max-width: 16em` on the first screen);
  /// `.matrix td { min-width: 3.4em }`, its row headings `min-width: 17em; max-width: 26em`.
  static func limits(ofClass classes: String) -> Limits {
    if classes.contains("glance") {
      return Limits(cellMinimum: 91, headingMinimum: 210, headingMaximum: 224)
    }
    if classes.contains("compare") {
      return Limits(cellMinimum: 91, headingMinimum: 126, headingMaximum: 182)
    }
    if classes.contains("matrix") {
      return Limits(cellMinimum: 48, headingMinimum: 238, headingMaximum: 364)
    }
    return Limits()
  }

  /// Every table in `html`, by its class, with its narrowest width.
  static func tables(in html: String) -> [(classes: String, width: Int)] {
    var found: [(String, Int)] = []
    var rest = Substring(html)
    while let start = rest.range(of: "<table"), let end = rest.range(of: "</table>") {
      let table = rest[start.lowerBound..<end.upperBound]
      let classes =
        table.firstMatch(of: /<table class="([^"]*)"/).map { String($0.output.1) } ?? ""
      found.append((classes, width(of: String(table), limits: limits(ofClass: classes))))
      rest = rest[end.upperBound...]
    }
    return found
  }

  /// The narrowest width of one table's HTML.
  static func width(of table: String, limits: Limits) -> Int {
    var columns: [Int] = []
    for row in table.matches(of: /<tr[^>]*>(.*?)<\/tr>/.dotMatchesNewlines()) {
      let cells = row.output.1.matches(
        of: /<(t[hd])([^>]*)>(.*?)<\/t[hd]>/.dotMatchesNewlines())
      // A cell that spans columns (a group heading, a folded line) sets no column's width.
      guard !cells.contains(where: { $0.output.2.contains("colspan") }) else { continue }
      for (index, cell) in cells.enumerated() {
        let isHeading = index == 0 && cell.output.1 == "th"
        let nowrap = cell.output.2.contains("class=\"variants\"")
        let longest = units(of: String(cell.output.3), nowrap: nowrap).map(\.count).max() ?? 0
        var width = longest * pixelsPerCharacter + padding
        if isHeading {
          width = min(max(width, limits.headingMinimum), limits.headingMaximum)
        } else {
          width = max(width, limits.cellMinimum)
        }
        if index < columns.count {
          columns[index] = max(columns[index], width)
        } else {
          columns.append(width)
        }
      }
    }
    return columns.reduce(0, +)
  }

  /// What a cell shows, in the runs a line cannot break inside: its words, split after a
  /// hyphen; its whole lines when it does not wrap. Hidden text does not count.
  static func units(of cell: String, nowrap: Bool) -> [String] {
    let shown =
      cell
      .replacing(/<span class="(visually-hidden|file-names)">.*?<\/span>/, with: "")
      .replacing(/<br>/, with: "\n")
      .replacing(/<[^>]+>/, with: "")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    let lines = shown.split(separator: "\n").map(String.init)
    guard !nowrap else { return lines }
    return lines.flatMap { $0.split(separator: " ") }.flatMap { word in
      let parts = word.split(separator: "-", omittingEmptySubsequences: false)
      return parts.indices.map { String(parts[$0]) + ($0 == parts.count - 1 ? "" : "-") }
    }
  }
}
