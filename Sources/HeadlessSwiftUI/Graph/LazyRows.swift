/// The rows of a ``ForEach`` in a ``List``: made on demand, kept while in the visible window.
///
/// The page showing the list asks for a row when it comes on screen (``row(at:)``), which
/// makes the row's node and evaluates its body; the rows that leave the window are dropped
/// (``keep(_:)``). When the data changes, only the rows on screen are looked at: a row whose
/// id is still at its place is handed its new view (and evaluated only if it differs), and
/// the page is told which rows to show again, or to reload when the rows moved.
@MainActor
final class LazyRows {
  /// The `ForEach`'s node; the rows' nodes are its children.
  unowned let node: ViewNode
  private(set) var count = 0
  /// The row at a position: its id and its view, made from one look-up of its element.
  private var child: (Int) -> Child = { _ in fatalError("no rows yet") }
  /// The node of each row on screen, by position.
  private var made: [Int: ViewNode] = [:]

  /// What changed since the page last looked: rows to show again, or everything.
  private(set) var changedIDs: [AnyHashable] = []
  private(set) var needsReload = false
  private(set) var countBefore = 0

  init(node: ViewNode) {
    self.node = node
  }

  /// Takes new data: the rows on screen are matched by position and id. `child` makes the row
  /// at a position; `view` makes its view only when the row's id there is still `key`, so that a
  /// row kept compares its id as the data types it, never boxed.
  func update(
    count: Int, child: @escaping (Int) -> Child,
    view: (_ index: Int, _ key: AnyHashable) -> (any View)?, in graph: ViewGraph
  ) {
    self.count = count
    self.child = child
    for (index, row) in zip(madeIndices, node.children) {
      guard index < count, let new = view(index, row.key) else {
        needsReload = true
        forget(index, in: graph)
        continue
      }
      let before = row.shows
      var remade = false
      graph.evaluatingRow {
        remade = graph.update(row, with: new, environment: node.environment)
      }
      if remade, !Shown.same(before, row.shows) { changedIDs.append(row.key) }
    }
  }

  /// Evaluates the rows on screen that something they read marked; the others are left as
  /// they are, unlooked at.
  func refresh(in graph: ViewGraph) {
    for row in node.children where row.isInvalid || row.needsRefresh {
      let before = row.shows
      var remade = false
      graph.evaluatingRow { remade = graph.refresh(row) }
      if remade, !Shown.same(before, row.shows) { changedIDs.append(row.key) }
    }
  }

  /// The row at `index`, made now if it is not on screen yet; a row made now is told that it
  /// appeared in the next update.
  func row(at index: Int, in graph: ViewGraph) -> ViewNode {
    if let row = made[index] { return row }
    let new = child(index)
    let row = ViewNode(key: new.key, view: new.view, environment: node.environment, graph: graph)
    row.parent = node
    graph.evaluatingRow { graph.update(row, with: row.view, environment: node.environment) }
    made[index] = row
    madeDidChange()
    graph.setNeedsUpdate()
    return row
  }

  /// What the row at `index` shows, for reading the screen: a row on screen as it is, another
  /// made for the reading and thrown away, uncounted.
  func read(at index: Int, in graph: ViewGraph) -> (id: AnyHashable, shows: [Shown]) {
    if let row = made[index] { return (row.key, row.shows) }
    return graph.reading { graph in
      let new = child(index)
      let row = ViewNode(key: new.key, view: new.view, environment: node.environment, graph: graph)
      graph.update(row, with: row.view, environment: node.environment)
      defer { graph.remove(row) }
      return (new.key, row.shows)
    }
  }

  /// Drops the rows outside `window`.
  func keep(_ window: Range<Int>, in graph: ViewGraph) {
    drop(madeIndices.filter { !window.contains($0) }, in: graph)
  }

  /// The changes since the last call, for the page.
  func takeChanges() -> (changedIDs: [AnyHashable], needsReload: Bool, countBefore: Int) {
    defer {
      changedIDs = []
      needsReload = false
      countBefore = count
    }
    return (changedIDs, needsReload, countBefore)
  }

  /// Drops the row at `index`, if it is made: it left the screen.
  func forget(_ index: Int, in graph: ViewGraph) {
    drop([index], in: graph)
  }

  /// Drops the rows made at `indices`, reindexing once.
  private func drop(_ indices: [Int], in graph: ViewGraph) {
    let rows = indices.compactMap { made.removeValue(forKey: $0) }
    guard !rows.isEmpty else { return }
    madeDidChange()
    for row in rows { graph.remove(row) }
  }

  /// The positions of the rows made, in order; the node's children are their nodes, in the
  /// same order.
  private var madeIndices: [Int] = []

  private func madeDidChange() {
    madeIndices = made.keys.sorted()
    node.children = madeIndices.map { made[$0]! }
  }
}
