/// The visible window: which rows are on screen, and the cells kept for them.
extension ListView {
  /// The rows on screen: at most ``rowsPerScreen`` from ``scrollPosition``
  /// (`UITableView.indexPathsForVisibleRows`).
  public var visibleRows: Range<Int> {
    firstVisibleRow..<(firstVisibleRow + cells.count)
  }

  /// The configured cell of row `index`, or `nil` when the row is not on screen
  /// (`UITableView.cellForRow(at:)`).
  public func visibleCell(at index: Int) -> Row? {
    visibleRows.contains(index) ? cells[index - firstVisibleRow] : nil
  }

  /// Scrolls so that `position` is the first visible row, or as near as the rows allow; the
  /// rows that enter the window are configured, the others keep their cells.
  func scroll(to position: Int) {
    let before = visibleRows
    let configured = layOut(count: numberOfRows, at: position) { visibleCell(at: $0) }
    record(RenderWork(cellsConfigured: configured))
    for index in before where !visibleRows.contains(index) {
      dataSource?.listView(self, didEndDisplayingRowAt: index)
    }
  }

  /// Scrolls to the last row, as a user flicking to the end of the list does.
  public func scrollToEnd() {
    scroll(to: numberOfRows)
  }

  /// Lays the window out over `count` rows at `position` (clamped so the window stays full
  /// where the rows allow), keeping each cell `reused` hands back and configuring the others
  /// from the data source, or from ``rows`` when there is none.
  ///
  /// - Returns: how many cells it configured.
  @discardableResult
  func layOut(count: Int, at position: Int, reusing reused: (Int) -> Row?) -> Int {
    let first = max(0, min(position, count - Self.rowsPerScreen))
    let visible = first..<min(first + Self.rowsPerScreen, count)
    var configured = 0
    func cell(at index: Int) -> Row {
      if let cell = reused(index) { return cell }
      configured += 1
      return content(at: index)
    }
    if first == firstVisibleRow, visible.count == cells.count {
      // The same window: its cells are updated in place, as a table keeps its cell objects.
      for index in visible { cells[index - first] = cell(at: index) }
    } else {
      cells = visible.map(cell(at:))
    }
    numberOfRows = count
    firstVisibleRow = first
    return configured
  }

  /// The content of row `index` as its source gives it: asking the data source configures a
  /// cell (UIKit's `tableView(_:cellForRowAt:)`).
  private func content(at index: Int) -> Row {
    if let dataSource { return dataSource.listView(self, rowAt: index) }
    return rows[index]
  }
}
