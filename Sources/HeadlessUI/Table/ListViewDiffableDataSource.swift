public import ArticleDomain

/// A data source that works out what changed from the list of ids it is given.
///
/// Stands in for `UITableViewDiffableDataSource` with one section of `Article.ID` items. Built
/// with a list view (held weakly; it makes itself the list's ``ListView/dataSource``, which
/// holds it weakly too, so the pattern keeps it) and a cell provider that gives the row of an
/// id. ``apply(_:)`` diffs the new ids against the last applied ones by identity — inserts,
/// deletes and moves — and the list configures only cells that are visible and new or moved
/// into the window. An id that stays keeps its cell, even when the row's content changed:
/// name it in ``reconfigure(ids:)`` (UIKit's `reconfigureItems`) to configure it again.
///
/// Each apply counts the ids it walked, the old and the new, as ``RenderWork/idsDiffed``.
///
/// ```swift
/// let dataSource = ListViewDiffableDataSource(listView: listView) { id in
///   ListView.Row(articles[id]!)
/// }
/// dataSource.apply(page.articles.map(\.id))  // a new page: its visible rows are configured
/// dataSource.reconfigure(ids: ["a2"])        // a star flipped: one cell, if it is on screen
/// ```
@MainActor
public final class ListViewDiffableDataSource: ListViewDataSource {
  /// Gives the content of the cell that shows an id.
  public typealias CellProvider = (Article.ID) -> ListView.Row

  private weak var listView: ListView?
  private let cellProvider: CellProvider
  /// The ids last applied, in the order the list shows them (the snapshot's items).
  public private(set) var ids: [Article.ID] = []
  /// Where each of ``ids`` is.
  private var indexByID: [Article.ID: Int] = [:]

  public init(listView: ListView, cellProvider: @escaping CellProvider) {
    self.listView = listView
    self.cellProvider = cellProvider
    listView.dataSource = self
  }

  /// Shows `newIDs`, in this order; each id must appear once, as in UIKit.
  ///
  /// - Returns: what changed since the ids last applied.
  /// - Complexity: O(n) to diff (O(n log n) when ids moved), counted as the old and new ids'
  ///   number in ``RenderWork/idsDiffed``; at most ``ListView/rowsPerScreen`` cells configured.
  ///   Ids added at the end are found by comparing the old ones in place, and only the added
  ///   ones are indexed, as a snapshot that appends items is.
  @discardableResult
  public func apply(_ newIDs: [Article.ID]) -> Changes {
    let oldIDs = ids
    var changes = Changes()
    if newIDs != oldIDs {
      if newIDs.count > oldIDs.count, newIDs.starts(with: oldIDs) {
        // Ids added at the end (a next page): the old ones keep their places, so only the new
        // ones are indexed.
        let added = newIDs[oldIDs.count...]
        indexByID.reserveCapacity(newIDs.count)
        for (index, id) in zip(added.indices, added) {
          let earlier = indexByID.updateValue(index, forKey: id)
          precondition(earlier == nil, "\(id) appears twice in the ids applied")
        }
        changes = Changes(inserted: Array(added))
      } else {
        let newIndexByID = Self.indexByID(of: newIDs)
        changes = Changes(from: oldIDs, at: indexByID, to: newIDs, at: newIndexByID)
        indexByID = newIndexByID
      }
      ids = newIDs
    }
    listView?.applySnapshot(
      of: self, idsDiffed: oldIDs.count + newIDs.count, idsChanged: !changes.isEmpty)
    return changes
  }

  /// Configures again the visible cells of `ids`, which must be in the last applied ids; an id
  /// off screen has nothing to configure until it scrolls in.
  public func reconfigure(ids reconfigured: [Article.ID]) {
    for id in reconfigured {
      precondition(indexByID[id] != nil, "cannot reconfigure \(id): it is not in the snapshot")
    }
    listView?.reconfigureRows(ids: reconfigured)
  }

  /// The position of `id` in the last applied ids.
  public func index(of id: Article.ID) -> Int? { indexByID[id] }

  // MARK: ListViewDataSource

  public func numberOfRows(in listView: ListView) -> Int { ids.count }

  public func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    cellProvider(ids[index])
  }

  private static func indexByID(of ids: [Article.ID]) -> [Article.ID: Int] {
    var indexByID: [Article.ID: Int] = [:]
    indexByID.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() {
      let earlier = indexByID.updateValue(index, forKey: id)
      precondition(earlier == nil, "\(id) appears twice in the ids applied")
    }
    return indexByID
  }
}

extension ListView {
  /// Lays the window out over `dataSource`'s new ids, keeping the cell of every id that was
  /// visible and still is, wherever it moved.
  func applySnapshot(of dataSource: ListViewDiffableDataSource, idsDiffed: Int, idsChanged: Bool) {
    precondition(self.dataSource === dataSource, "the diffable data source is not the list's")
    let before = snapshotOfWindow
    var cellByID: [Article.ID: Row] = [:]
    for cell in cells { cellByID[cell.id] = cell }
    let ids = dataSource.ids
    let configured = layOut(count: ids.count, at: firstVisibleRow) { cellByID[ids[$0]] }
    record(RenderWork(cellsConfigured: configured, idsDiffed: idsDiffed))
    noteChange(since: before, alsoChanged: idsChanged)
  }
}
