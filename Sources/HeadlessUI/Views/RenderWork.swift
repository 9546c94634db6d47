/// The work a screen's views did to render, counted the way a profile of a real table view
/// would show it.
///
/// Stands in for what Instruments shows of a UIKit render pass, as counts instead of times so
/// that two runs give the same figures: how many cells were configured (UIKit's
/// `tableView(_:cellForRowAt:)`, or a diffable data source's cell provider), how many rows were
/// compared to find what changed when a list is set whole, how many identifiers a diffable
/// snapshot walked, and how many views' content changed.
///
/// Each ``ListView`` keeps its own ``ListView/renderWork``; a window's ``RenderLog`` sums the
/// work of every view placed in it, so the harness reads it per step:
///
/// ```swift
/// window.resetRenderWork()
/// try window.tapStar(ofRow: "a2")
/// window.renderWork.description  // "1 cell configured, 2 views changed"
/// ```
public struct RenderWork: Hashable, Sendable {
  /// Cells whose content was set from the pattern's rows: a row that entered the visible
  /// window, a visible row reloaded or reconfigured, or a visible row whose content changed.
  public var cellsConfigured = 0
  /// Rows compared one by one because a list was set whole (``ListView/rows``).
  public var rowsCompared = 0
  /// Identifiers walked by a diffable snapshot's apply: the old ones and the new ones.
  public var idsDiffed = 0
  /// Views whose content changed; each view counts once, however often it changed.
  public var viewsChanged = 0
  /// View bodies a declarative toolkit evaluated (SwiftUI's `body`), for the chapters whose
  /// views are values: the counterpart of cells configured.
  public var bodiesEvaluated = 0
  /// Rows of a declarative list that had a body evaluated in them: a row that came on screen,
  /// or a row on screen evaluated again. A row evaluated in two passes counts twice, as a cell
  /// configured twice does. A row evaluated again that shows the same configures no cell, so
  /// this is the work a change caused, where ``cellsConfigured`` is what it changed.
  public var rowsEvaluated = 0

  public init(
    cellsConfigured: Int = 0, rowsCompared: Int = 0, idsDiffed: Int = 0, viewsChanged: Int = 0,
    bodiesEvaluated: Int = 0, rowsEvaluated: Int = 0
  ) {
    self.cellsConfigured = cellsConfigured
    self.rowsCompared = rowsCompared
    self.idsDiffed = idsDiffed
    self.viewsChanged = viewsChanged
    self.bodiesEvaluated = bodiesEvaluated
    self.rowsEvaluated = rowsEvaluated
  }

  /// Whether no view did anything.
  public var isEmpty: Bool { self == RenderWork() }
}

extension RenderWork: CustomStringConvertible {
  /// The counters that are not zero, such as `1 cell configured, 20 ids diffed`.
  public var description: String {
    func counted(_ count: Int, _ one: String, _ many: String, _ what: String) -> String? {
      count == 0 ? nil : "\(count) \(count == 1 ? one : many) \(what)"
    }
    let parts = [
      counted(cellsConfigured, "cell", "cells", "configured"),
      counted(rowsCompared, "row", "rows", "compared"),
      counted(idsDiffed, "id", "ids", "diffed"),
      counted(viewsChanged, "view", "views", "changed"),
      counted(bodiesEvaluated, "body", "bodies", "evaluated"),
      counted(rowsEvaluated, "row", "rows", "evaluated"),
    ].compactMap { $0 }
    return parts.isEmpty ? "no render work" : parts.joined(separator: ", ")
  }
}
