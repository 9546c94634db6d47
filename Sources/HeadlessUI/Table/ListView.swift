public import ArticleDomain

/// The article list: a table of rows with a star each, a refresh control and a next-page footer.
///
/// Stands in for `UITableView`. It shows a window of ``rowsPerScreen`` rows at a
/// ``scrollPosition`` and keeps one configured cell per visible row; a row's cell is configured
/// only when the row enters the window, when it is reloaded or reconfigured while visible, and
/// on ``reloadData()`` for the visible rows only. Its content comes from one of two places:
///
/// - a ``dataSource`` (held weakly, as UIKit does), told of changes with ``reloadData()``,
///   ``reloadRows(at:)``, ``reconfigureRows(ids:)`` and ``insertRows(count:)``, or managed by a
///   ``ListViewDiffableDataSource``;
/// - or ``rows``, set whole: the simple path, which compares every row on every change.
///
/// It counts what it does in ``renderWork`` (cells configured, rows compared, ids diffed,
/// whether its content changed) and adds the same to its window's ``RenderLog``. What
/// ``Screen`` reads — every row, as a UI test scrolling through would — is never counted.
@MainActor
public final class ListView: View {
  /// One row as the user sees it: the content of its cell.
  public struct Row: Hashable, Sendable {
    public var id: Article.ID
    public var title: String
    public var isFavorite: Bool
    /// A change made offline that has not reached the server yet.
    public var isPendingSync: Bool

    public init(id: Article.ID, title: String, isFavorite: Bool, isPendingSync: Bool = false) {
      self.id = id
      self.title = title
      self.isFavorite = isFavorite
      self.isPendingSync = isPendingSync
    }

    /// The row that shows `article`.
    public init(_ article: Article, isPendingSync: Bool = false) {
      self.init(
        id: article.id, title: article.title, isFavorite: article.isFavorite,
        isPendingSync: isPendingSync)
    }
  }

  /// How many rows fit on the screen: the height of the visible window.
  nonisolated public static let rowsPerScreen = 12

  /// Every row, set whole, for a list without a ``dataSource``.
  ///
  /// Each set compares the new rows with the old ones, one by one, and configures the visible
  /// cells whose content changed.
  ///
  /// - Complexity: O(n) per set, counted as n ``RenderWork/rowsCompared``.
  public var rows: [Row] = [] {
    didSet { rowsDidChange(from: oldValue) }
  }

  /// Where the rows come from instead of ``rows``; held weakly, as `UITableView` does, so the
  /// pattern keeps it alive. Setting it reloads the list.
  public weak var dataSource: (any ListViewDataSource)? {
    didSet {
      guard dataSource !== oldValue else { return }
      reloadData()
    }
  }

  /// The number of rows the list shows, as it was last told (by ``rows``, ``reloadData()`` or
  /// ``insertRows(count:)``).
  public internal(set) var numberOfRows = 0

  /// The first visible row. Setting it scrolls: the rows that enter the window are configured,
  /// the cells of rows still visible are kept.
  public var scrollPosition: Int {
    get { firstVisibleRow }
    set { scroll(to: newValue) }
  }
  var firstVisibleRow = 0
  /// The configured cell of each visible row, the first for ``scrollPosition``.
  var cells: [Row] = []

  /// What this list has done to render since ``resetRenderWork()``; `viewsChanged` is 1 when
  /// its content changed.
  public internal(set) var renderWork = RenderWork()

  /// Whether the refresh control spins. The pattern sets it; pulling does not.
  public var isRefreshing = false {
    didSet { if oldValue != isRefreshing { contentDidChange() } }
  }
  /// Whether the footer shows that the next page is loading.
  public var isLoadingNextPage = false {
    didSet { if oldValue != isLoadingNextPage { contentDidChange() } }
  }

  public var onSelectRow: ((Article.ID) -> Void)?
  public var onTapStar: ((Article.ID) -> Void)?
  public var onPullToRefresh: (() -> Void)?
  /// Called when the last row is about to show: the user scrolled to the end.
  public var onReachEnd: (() -> Void)?

  /// Starts counting this list's render work afresh.
  public func resetRenderWork() { renderWork = RenderWork() }

  override public var element: Screen.Element? {
    .list(rows: everyRow, isRefreshing: isRefreshing, isLoadingNextPage: isLoadingNextPage)
  }

  /// Every row, as a user scrolling through would see it: the configured cells of the visible
  /// rows, and the data source's rows elsewhere. Read for the harness, so never counted.
  var everyRow: [Row] {
    guard let dataSource else { return rows }
    return (0..<numberOfRows).map { index in
      visibleCell(at: index) ?? dataSource.listView(self, contentOfRowAt: index)
    }
  }

  private func rowsDidChange(from oldRows: [Row]) {
    precondition(dataSource == nil, "a list with a data source shows its rows, not `rows`")
    let configured = layOut(count: rows.count, at: firstVisibleRow) { index in
      visibleCell(at: index).flatMap { $0 == rows[index] ? $0 : nil }
    }
    record(RenderWork(cellsConfigured: configured, rowsCompared: rows.count))
    if oldRows != rows { contentDidChange() }
  }

  /// Adds `work` to this list's counters and its window's.
  override func record(_ work: RenderWork) {
    renderWork.cellsConfigured += work.cellsConfigured
    renderWork.rowsCompared += work.rowsCompared
    renderWork.idsDiffed += work.idsDiffed
    super.record(work)
  }

  func contentDidChange() {
    renderWork.viewsChanged = 1
    setNeedsDisplay()
  }
}
