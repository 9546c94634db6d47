import FoundationEssentials
import HeadlessUI

/// Fills in what needs the whole run: the ratios to the floors of the same run and the growth
/// exponents over the sweep.
func complete(_ results: inout [CellResult], floors: [Int: Floor]) {
  for index in results.indices {
    let size = results[index].size
    if let floor = floors[size] {
      if floor.inPlaceNanoseconds > 0 {
        results[index].ratioToInPlaceFloor =
          results[index].medianNanoseconds / floor.inPlaceNanoseconds
      }
      if floor.memcpyNanoseconds > 0 {
        results[index].ratioToMemcpyFloor =
          results[index].medianNanoseconds / floor.memcpyNanoseconds
      }
    }
    let group = results.filter {
      $0.pattern == results[index].pattern && $0.operation == results[index].operation
    }
    results[index].timeGrowthExponent = growthExponent(
      group.map { (Double($0.size), $0.medianNanoseconds) })
    // Bytes of 0 read as 1, so that a path that stops allocating fits as flat, not as missing.
    results[index].bytesGrowthExponent = growthExponent(
      group.map { (Double($0.size), max($0.bytesPerOperation, 1)) })
  }
}

/// The two floors of one size, measured in the same run as the patterns.
struct Floor: Codable {
  var size: Int
  /// The article storage's bytes: size × stride.
  var stateBytes: Int
  /// The in-place reference's median toggle: one field written in place.
  var inPlaceNanoseconds: Double
  /// One memcpy of the state's bytes.
  var memcpyNanoseconds: Double
}

struct JSONReport: Codable {
  var benchmark = "state-copy"
  var build: String
  var sizes: [Int]
  var notes: [String]
  var floors: [Floor]
  var results: [CellResult]
  /// The cells of a team's own patterns that could not be measured, with why; absent when
  /// every cell was.
  var unmeasured: [Unmeasured]?
  var wallSeconds: Double
}

extension JSONReport {
  /// The report as pretty-printed JSON with sorted keys.
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// A table per operation: rows are patterns, columns sizes; each cell time and bytes per
/// operation, copies marked; then the slowdown against the fastest row (geometric mean over
/// the sizes) and the growth exponents.
func textTables(
  _ results: [CellResult], sizes: [Int], floors: [Int: Floor], unmeasured: [Unmeasured] = []
) -> String {
  var out = ""
  for operation in Operation.allCases {
    let rows = results.filter { $0.operation == operation.rawValue }
    guard !rows.isEmpty else { continue }
    var patterns: [String] = []
    for row in rows where !patterns.contains(row.pattern) { patterns.append(row.pattern) }
    out +=
      "\n\(operation.rawValue) — \(operation.meaning)\nmedian of the repeats' medians / bytes allocated per operation (c = copies of the article storage per op, on a reference row; L = list-sized allocations per op, on an app, whose storage is not seen; ~ = repeats spread by more than 25%)\n"
    let nameWidth = max(36, patterns.map(\.count).max() ?? 0)
    var header = "pattern".padding(nameWidth)
    for size in sizes { header += " | " + "\(size)".padding(22) }
    header += " | slowdown | exp t | exp B"
    out += header + "\n" + String(repeating: "-", count: header.count) + "\n"
    let fastest = Dictionary(
      grouping: rows, by: \.size
    ).mapValues { $0.map(\.medianNanoseconds).filter { $0 > 0 }.min() ?? 0 }
    for pattern in patterns {
      var line = pattern.padding(nameWidth)
      var logSum = 0.0
      var counted = 0
      var last: CellResult?
      for size in sizes {
        guard let cell = rows.first(where: { $0.pattern == pattern && $0.size == size }) else {
          line += " | " + "—".padding(22)
          continue
        }
        last = cell
        var text = "\(formatTime(cell.medianNanoseconds)) / \(formatBytes(cell.bytesPerOperation))"
        if let copies = cell.copiesPerOperation, copies > 0 { text += " c\(formatCount(copies))" }
        if cell.copiesPerOperation == nil, cell.listSizedAllocationsPerOperation > 0 {
          text += " L\(formatCount(cell.listSizedAllocationsPerOperation))"
        }
        if cell.isNoisy { text += " ~" }
        line += " | " + text.padding(22)
        if let best = fastest[size], best > 0, cell.medianNanoseconds > 0 {
          logSum += logarithm(cell.medianNanoseconds / best)
          counted += 1
        }
      }
      let slowdown = counted > 0 ? exponential(logSum / Double(counted)) : 0
      line += " | " + "\(formatRatio(slowdown))×".padding(8)
      line += " | " + (last?.timeGrowthExponent.map(formatExponent) ?? "—").padding(5)
      line += " | " + (last?.bytesGrowthExponent.map(formatExponent) ?? "—")
      out += line + "\n"
    }
  }
  out += renderTable(results, sizes: sizes)
  out += retainedTable(results, sizes: sizes)
  if !unmeasured.isEmpty {
    out +=
      "\nnot measured — what a pattern of your own could not do yet (its larger sizes not tried)\n"
    for cell in unmeasured {
      out += "  \(cell.pattern) / \(cell.operation) / \(cell.size): \(cell.reason)\n"
    }
  }
  out += "\nfloors — in-place toggle (reference: in-place inout) / memcpy of the article storage\n"
  for size in sizes {
    guard let floor = floors[size] else { continue }
    out +=
      "  \(size): \(formatTime(floor.inPlaceNanoseconds)) / \(formatTime(floor.memcpyNanoseconds)) for \(formatBytes(Double(floor.stateBytes)))\n"
  }
  return out
}

/// Render work: per `+ render` pattern and operation, what the list page's table counted per
/// operation at each size — cells configured (rows redrawn), rows compared (a list set whole),
/// ids diffed (a diffable snapshot's apply).
func renderTable(_ results: [CellResult], sizes: [Int]) -> String {
  perOperationTable(
    results.filter { $0.cellsConfiguredPerOperation != nil }, sizes: sizes,
    title:
      "render — per operation, as the list page's table counted it: cells configured (rows redrawn; a screen holds \(ListView.rowsPerScreen)) / rows compared (a list set whole) / ids diffed (a diffable snapshot); a tapped row is on screen, an appended page lands below it",
    cellWidth: 22
  ) { cell in
    [cell.cellsConfiguredPerOperation, cell.rowsComparedPerOperation, cell.idsDiffedPerOperation]
      .map { formatCount($0 ?? 0) }.joined(separator: " / ")
  }
}

/// Retained memory: per pattern and operation, the bytes held after the retaining pass and
/// their ratio to the list's own bytes; at the largest size, what still grows per operation.
func retainedTable(_ results: [CellResult], sizes: [Int]) -> String {
  let measured = results.filter { $0.retainedAfterOperations > 0 }
  let operations = measured.map(\.retainedAfterOperations).max() ?? 0
  return perOperationTable(
    measured, sizes: sizes,
    title:
      "retained — heap bytes the pattern holds after \(operations) operations of a kind (its state, views and history; the benchmark's own inputs excluded), × the list's own bytes, and × what it held once built (its state as it keeps it: rows, index, snapshot)",
    cellWidth: 26,
    lastColumn: (
      "growth per op at \(sizes.last ?? 0)",
      { $0.retainedGrowthPerOperation.map { formatBytes(max($0, 0)) } ?? "—" }
    )
  ) { cell in
    let ratio = cell.retainedRatio.map { " (\(formatRatio($0))×" } ?? " ("
    let built = cell.retainedToBuilt.map { ", \(formatRatio($0))×)" } ?? ")"
    return formatBytes(Double(max(cell.retainedBytes ?? 0, 0))) + ratio + built
  }
}

/// A table of `measured` under `title`: a row per pattern / operation, in the order they come,
/// a column per size with `text` of its cell (`—` where none), and, when given, a last column
/// with what `lastColumn` says of the row's cell at the largest size it has.
func perOperationTable(
  _ measured: [CellResult], sizes: [Int], title: String, cellWidth: Int,
  lastColumn: (heading: String, text: (CellResult) -> String)? = nil,
  text: (CellResult) -> String
) -> String {
  guard !measured.isEmpty else { return "" }
  func name(_ cell: CellResult) -> String { cell.pattern + " / " + cell.operation }
  var rows: [String] = []
  for result in measured where !rows.contains(name(result)) { rows.append(name(result)) }
  let nameWidth = max(52, rows.map(\.count).max() ?? 0)
  var header = "pattern / operation".padding(nameWidth)
  for size in sizes { header += " | " + "\(size)".padding(cellWidth) }
  if let lastColumn { header += " | " + lastColumn.heading }
  var out = "\n\(title)\n" + header + "\n" + String(repeating: "-", count: header.count) + "\n"
  for row in rows {
    var line = row.padding(nameWidth)
    var last: CellResult?
    for size in sizes {
      guard let cell = measured.first(where: { name($0) == row && $0.size == size }) else {
        line += " | " + "—".padding(cellWidth)
        continue
      }
      last = cell
      line += " | " + text(cell).padding(cellWidth)
    }
    if let lastColumn { line += " | " + (last.map(lastColumn.text) ?? "—") }
    out += line + "\n"
  }
  return out
}

func formatTime(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: return "\(formatRatio(nanoseconds)) ns"
  case ..<1_000_000: return "\(formatRatio(nanoseconds / 1_000)) µs"
  default: return "\(formatRatio(nanoseconds / 1_000_000)) ms"
  }
}

func formatBytes(_ bytes: Double) -> String {
  switch bytes {
  case ..<1_024: return "\(Int(bytes.rounded())) B"
  case ..<(1_024 * 1_024): return "\(formatRatio(bytes / 1_024)) KiB"
  default: return "\(formatRatio(bytes / 1_048_576)) MiB"
  }
}

/// Three significant digits at most.
func formatRatio(_ value: Double) -> String {
  if value >= 100 { return "\(Int(value.rounded()))" }
  if value >= 10 { return String(Double(Int((value * 10).rounded())) / 10) }
  return String(Double(Int((value * 100).rounded())) / 100)
}

func formatCount(_ value: Double) -> String {
  value == value.rounded() ? "\(Int(value))" : formatRatio(value)
}

func formatExponent(_ value: Double) -> String {
  String(Double(Int((value * 100).rounded())) / 100)
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
