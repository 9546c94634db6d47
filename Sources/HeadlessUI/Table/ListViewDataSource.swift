public import ArticleDomain

/// What a ``ListView`` asks for its rows: how many there are, and the content of one.
///
/// Stands in for `UITableViewDataSource`: `numberOfRows(in:)` is
/// `tableView(_:numberOfRowsInSection:)`, `listView(_:rowAt:)` is
/// `tableView(_:cellForRowAt:)` returning the cell's content. The list asks for a row only
/// when it configures that row's cell — when the row enters the visible window, or is
/// reloaded while visible — and counts each ask as one ``RenderWork/cellsConfigured``.
///
/// ```swift
/// final class ArticleListController: ViewController, ListViewDataSource {
///   var articles: [Article] = []
///   func numberOfRows(in listView: ListView) -> Int { articles.count }
///   func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
///     ListView.Row(articles[index])
///   }
/// }
/// ```
@MainActor
public protocol ListViewDataSource: AnyObject {
  func numberOfRows(in listView: ListView) -> Int
  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row
  /// The content of row `index` for reading the screen, off screen: no cell is configured.
  /// By default, ``listView(_:rowAt:)``; a source whose rows cost work to make (a declarative
  /// toolkit evaluating a row's view) makes one without keeping it.
  func listView(_ listView: ListView, contentOfRowAt index: Int) -> ListView.Row
  /// Row `index` scrolled off the screen (UIKit's `tableView(_:didEndDisplaying:forRowAt:)`).
  /// By default, nothing; a source that keeps something per row on screen lets it go.
  func listView(_ listView: ListView, didEndDisplayingRowAt index: Int)
}

extension ListViewDataSource {
  public func listView(_ listView: ListView, contentOfRowAt index: Int) -> ListView.Row {
    self.listView(listView, rowAt: index)
  }

  public func listView(_ listView: ListView, didEndDisplayingRowAt index: Int) {}
}

/// Telling the list its rows changed, as a `UITableView` is told.
extension ListView {
  /// Forgets every cell, asks again how many rows there are, and configures the visible ones.
  ///
  /// - Complexity: at most ``rowsPerScreen`` cells configured, whatever the number of rows.
  public func reloadData() {
    let before = snapshotOfWindow
    let count = dataSource?.numberOfRows(in: self) ?? rows.count
    let configured = layOut(count: count, at: firstVisibleRow) { _ in nil }
    record(RenderWork(cellsConfigured: configured))
    noteChange(since: before)
  }

  /// Configures again the cells of the rows at `indices` that are visible; a row off screen
  /// has nothing to configure until it scrolls in (`UITableView.reloadRows(at:with:)`).
  public func reloadRows(at indices: [Int]) {
    for index in indices {
      precondition(
        (0..<numberOfRows).contains(index), "no row \(index) in a list of \(numberOfRows)")
    }
    let named = Set(indices)
    reconfigureVisibleRows { index, _ in named.contains(index) }
  }

  /// Configures again the visible cells that show one of `ids`, keeping the cells
  /// (`UITableView.reconfigureRows(at:)`); an id off screen has nothing to configure.
  public func reconfigureRows(ids: [Article.ID]) {
    let named = Set(ids)
    reconfigureVisibleRows { _, cell in named.contains(cell.id) }
  }

  /// Adds `count` rows at the end, as a page appended does; only those that land in the
  /// visible window are configured (`UITableView.insertRows(at:with:)` at the end).
  ///
  /// The data source must already have them: like UIKit, the list checks that its new number
  /// of rows is the data source's.
  public func insertRows(count inserted: Int) {
    precondition(inserted >= 0, "cannot insert \(inserted) rows")
    let count = numberOfRows + inserted
    let sourceCount = dataSource?.numberOfRows(in: self) ?? rows.count
    precondition(
      sourceCount == count,
      "invalid number of rows: the list had \(numberOfRows), \(inserted) were inserted, "
        + "and the data source has \(sourceCount)")
    let before = snapshotOfWindow
    let configured = layOut(count: count, at: firstVisibleRow) { visibleCell(at: $0) }
    self.record(RenderWork(cellsConfigured: configured))
    noteChange(since: before)
  }

  private func reconfigureVisibleRows(where isNamed: (Int, Row) -> Bool) {
    let before = snapshotOfWindow
    let configured = layOut(count: numberOfRows, at: firstVisibleRow) { index in
      let cell = visibleCell(at: index)
      return cell.flatMap { isNamed(index, $0) ? nil : $0 }
    }
    record(RenderWork(cellsConfigured: configured))
    noteChange(since: before)
  }
}

/// Telling whether the content changed, as far as the list can see it: its number of rows
/// and the cells of rows that were visible before and after.
extension ListView {
  struct WindowSnapshot {
    var numberOfRows: Int
    var firstVisibleRow: Int
    var cells: [Row]
  }

  var snapshotOfWindow: WindowSnapshot {
    WindowSnapshot(numberOfRows: numberOfRows, firstVisibleRow: firstVisibleRow, cells: cells)
  }

  /// Records a change when the rows' number or a cell still visible differs from `before`,
  /// or when `alsoChanged` (the caller knows more, such as a snapshot's ids).
  func noteChange(since before: WindowSnapshot, alsoChanged: Bool = false) {
    let changed =
      alsoChanged || before.numberOfRows != numberOfRows
      || before.cells.indices.contains { offset in
        let index = before.firstVisibleRow + offset
        return visibleCell(at: index).map { $0 != before.cells[offset] } ?? false
      }
    if changed { contentDidChange() }
  }
}
