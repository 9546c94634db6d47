import FoundationEssentials

/// The committed ceilings of the deterministic counters, per pattern × operation × size.
/// Times are never checked.
struct Thresholds: Codable {
  struct Cell: Codable {
    /// "release" or "debug": an unoptimised build allocates more (per element, in some loops),
    /// so each build has ceilings of its own.
    var build: String
    var pattern: String
    var operation: String
    var size: Int
    var maxAllocationsPerOperation: Double
    var maxListSizedAllocationsPerOperation: Double
    /// `nil` on an app's cell, whose storage is not seen: its list-sized allocations are.
    var maxCopiesPerOperation: Double?
    /// The render work of a `+ render` cell, as its list page's table counted it: cells
    /// configured, rows compared, ids diffed. Counted, not timed, so the same in every build;
    /// `nil` on cells without a list page.
    var maxCellsConfiguredPerOperation: Double? = nil
    var maxRowsComparedPerOperation: Double? = nil
    var maxIdsDiffedPerOperation: Double? = nil
  }
  var note: String
  var sizes: [Int]
  var cells: [Cell]

  /// Thresholds at the counters of `results` from a `build` build, with a margin on
  /// allocations (none on copies or list-sized allocations).
  init(results: [CellResult], sizes: [Int], build: String) {
    note =
      "Written by `state-copy --write-thresholds` (once per build: release and debug), checked by `state-copy --check` against the cells of its own build. Allocations get a margin of 25% + 4; copies (counted on the reference rows only: an app's storage is not seen from outside, its copies are among its list-sized allocations), list-sized allocations and the render work of the '+ render' cells (cells configured, rows compared, ids diffed by the list page's table) none. Times are never checked."
    self.sizes = sizes
    cells = results.map { result in
      Cell(
        build: build, pattern: result.pattern, operation: result.operation, size: result.size,
        maxAllocationsPerOperation: (result.allocationsPerOperation * 1.25 + 4).rounded(.up),
        maxListSizedAllocationsPerOperation: result.listSizedAllocationsPerOperation,
        maxCopiesPerOperation: result.copiesPerOperation,
        maxCellsConfiguredPerOperation: result.cellsConfiguredPerOperation,
        maxRowsComparedPerOperation: result.rowsComparedPerOperation,
        maxIdsDiffedPerOperation: result.idsDiffedPerOperation)
    }
  }

  /// Keeps, for every cell of both, the larger ceiling of each counter.
  mutating func merge(_ other: Thresholds) {
    for theirs in other.cells {
      guard
        let index = cells.firstIndex(where: {
          $0.build == theirs.build && $0.pattern == theirs.pattern
            && $0.operation == theirs.operation && $0.size == theirs.size
        })
      else {
        cells.append(theirs)
        continue
      }
      cells[index].maxAllocationsPerOperation = max(
        cells[index].maxAllocationsPerOperation, theirs.maxAllocationsPerOperation)
      cells[index].maxListSizedAllocationsPerOperation = max(
        cells[index].maxListSizedAllocationsPerOperation, theirs.maxListSizedAllocationsPerOperation
      )
      func larger(_ mine: Double?, _ other: Double?) -> Double? {
        guard let mine, let other else { return mine ?? other }
        return max(mine, other)
      }
      cells[index].maxCopiesPerOperation = larger(
        cells[index].maxCopiesPerOperation, theirs.maxCopiesPerOperation)
      cells[index].maxCellsConfiguredPerOperation = larger(
        cells[index].maxCellsConfiguredPerOperation, theirs.maxCellsConfiguredPerOperation)
      cells[index].maxRowsComparedPerOperation = larger(
        cells[index].maxRowsComparedPerOperation, theirs.maxRowsComparedPerOperation)
      cells[index].maxIdsDiffedPerOperation = larger(
        cells[index].maxIdsDiffedPerOperation, theirs.maxIdsDiffedPerOperation)
    }
    sizes = Array(Set(sizes + other.sizes)).sorted()
  }

  /// The results of `build` that the file has no cell of: a pattern of one's own, counted in a
  /// check beside the cells of the file and listed, never failed.
  func unchecked(_ results: [CellResult], build: String) -> [CellResult] {
    let cells = cells.filter { $0.build == build }
    return results.filter { result in
      !cells.contains {
        $0.pattern == result.pattern && $0.operation == result.operation && $0.size == result.size
      }
    }
  }

  /// What exceeds its threshold, one line per counter; empty when everything holds. A cell of
  /// the file that was not measured is a failure too: the check must not pass by skipping.
  func violations(of results: [CellResult], build: String) -> [String] {
    var lines: [String] = []
    let cells = cells.filter { $0.build == build }
    if cells.isEmpty { return ["no thresholds for a \(build) build in the file"] }
    for cell in cells {
      guard
        let result = results.first(where: {
          $0.pattern == cell.pattern && $0.operation == cell.operation && $0.size == cell.size
        })
      else {
        lines.append("\(cell.pattern) / \(cell.operation) / \(cell.size): not measured")
        continue
      }
      let name = "\(cell.pattern) / \(cell.operation) / \(cell.size)"
      if let ceiling = cell.maxCopiesPerOperation {
        if let copies = result.copiesPerOperation {
          if copies > ceiling {
            lines.append("\(name): \(copies) copies per operation > \(ceiling)")
          }
        } else {
          lines.append("\(name): no copies counted, its storage is no longer seen")
        }
      }
      if result.listSizedAllocationsPerOperation > cell.maxListSizedAllocationsPerOperation {
        lines.append(
          "\(name): \(result.listSizedAllocationsPerOperation) list-sized allocations per operation > \(cell.maxListSizedAllocationsPerOperation)"
        )
      }
      if result.allocationsPerOperation > cell.maxAllocationsPerOperation {
        lines.append(
          "\(name): \(result.allocationsPerOperation) allocations per operation > \(cell.maxAllocationsPerOperation)"
        )
      }
      let render = [
        (
          "cells configured", result.cellsConfiguredPerOperation,
          cell.maxCellsConfiguredPerOperation
        ),
        ("rows compared", result.rowsComparedPerOperation, cell.maxRowsComparedPerOperation),
        ("ids diffed", result.idsDiffedPerOperation, cell.maxIdsDiffedPerOperation),
      ]
      for (what, measured, ceiling) in render {
        guard let ceiling else { continue }
        guard let measured else {
          lines.append("\(name): no \(what) counted, the table of its list page is gone")
          continue
        }
        if measured > ceiling {
          lines.append("\(name): \(measured) \(what) per operation > \(ceiling)")
        }
      }
    }
    return lines
  }
}
