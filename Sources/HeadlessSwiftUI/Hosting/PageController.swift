import ArticleDomain
import HeadlessUI

/// One page of a hosted view tree: the root view, a pushed destination or a sheet, shown
/// with the `HeadlessUI` views the harness reads.
///
/// What the page's views show is read the way a UI test finds controls (``PageReading``) and
/// laid out in the order every chapter's pages use: banner, search field, error, spinner,
/// message, list, detail, login form.
@MainActor
final class PageController: ViewController {
  let page: ViewNode
  unowned let host: WindowHost
  private let bannerView = BannerView()
  private let searchField = SearchField()
  private let errorView = ErrorView()
  private let spinner = SpinnerView()
  private let messageView = MessageView()
  private let listView = ListView()
  private let detailView = DetailView()
  private let loginForm = LoginFormView()
  /// The list the page shows, whose rows the list view asks for.
  private var list: ListContent?
  private var search: Binding<String>?

  init(page: ViewNode, host: WindowHost) {
    self.page = page
    self.host = host
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: HeadlessUI.View in [
      bannerView, searchField, errorView, spinner, messageView, listView, detailView, loginForm,
    ] {
      view.addSubview(subview)
      subview.isHidden = true
    }
    searchField.onTextChange = { [weak self] text in self?.search?.wrappedValue = text }
    listView.onSelectRow = { [weak self] id in self?.selectRow(id) }
    listView.onTapStar = { [weak self] id in self?.tapStar(ofRow: id) }
    listView.onPullToRefresh = { [weak self] in self?.pullToRefresh() }
    listView.onReachEnd = { [weak self] in self?.flickedToEnd() }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    host.syncAppearance()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    host.syncAppearance()
  }

  // MARK: Showing what the page's views show

  /// The ``ViewNode/showsRevision`` of the page last read.
  private var shownRevision: Int?

  /// Shows what the page's views show. When they were not made again since the last time,
  /// only what can change under them is shown again: the rows of the list, its refresh and
  /// next-page indicators, the search field's text.
  func show() {
    guard shownRevision != page.showsRevision else {
      if let search { searchField.text = search.wrappedValue }
      return showList(list)
    }
    shownRevision = page.showsRevision
    loadViewIfNeeded()
    let reading = PageReading(page.shows)
    for warning in reading.warnings { page.graph.warn(warning) }
    if let title = reading.title, title != self.title { self.title = title }
    bannerView.isHidden = reading.banner == nil
    bannerView.text = reading.banner ?? ""
    search = reading.search
    searchField.isHidden = reading.search == nil
    if let search = reading.search { searchField.text = search.wrappedValue }
    errorView.isHidden = reading.error == nil
    errorView.message = reading.error?.message ?? ""
    errorView.onRetry = reading.error?.retry
    spinner.isHidden = !reading.showsSpinner
    messageView.isHidden = reading.message == nil
    messageView.text = reading.message ?? ""
    showList(reading.list)
    detailView.isHidden = reading.detail == nil
    detailView.content = reading.detail?.content
    detailView.onTapStar = reading.detail?.tapStar
    loginForm.isHidden = reading.login == nil
    loginForm.isLoggingIn = reading.login?.isLoggingIn ?? false
    loginForm.message = reading.login?.message
    loginForm.onLogIn = reading.login?.logIn
    loginForm.onCancel = reading.login?.cancel
  }

  private func showList(_ content: ListContent?) {
    listView.isHidden = content == nil
    let isNew = content !== list
    list = content
    guard let content else { return }
    func hasProgress(_ shows: [Shown]) -> Bool {
      shows.contains {
        if case .progress = $0 { return true }
        return false
      }
    }
    listView.isRefreshing = content.refreshTask != nil || hasProgress(content.header)
    listView.isLoadingNextPage = hasProgress(content.footer)
    guard let rows = content.rows else {
      if listView.dataSource == nil { listView.rows = [] }
      return
    }
    let changes = rows.takeChanges()
    if isNew || listView.dataSource == nil {
      listView.dataSource = self
      listView.reloadData()
    } else if changes.needsReload || rows.count < changes.countBefore {
      listView.reloadData()
    } else if rows.count > changes.countBefore {
      listView.insertRows(count: rows.count - changes.countBefore)
    }
    let changed = changes.changedIDs.compactMap { $0.base as? Article.ID }
    if !changed.isEmpty { listView.reconfigureRows(ids: changed) }
    rows.keep(listView.visibleRows, in: page.graph)
  }

  // MARK: Acting on the list

  private func rowShows(_ id: Article.ID) -> [Shown]? {
    guard let rows = list?.rows else { return nil }
    // A row on screen is found among the rows on screen, as a finger finds it.
    let id = AnyHashable(id)
    for index in [listView.visibleRows, 0..<rows.count].joined() {
      let row = rows.read(at: index, in: page.graph)
      if row.id == id { return row.shows }
    }
    return nil
  }

  /// A tap on the row: its navigation link, or else its first button that is not the star.
  private func selectRow(_ id: Article.ID) {
    guard let shows = rowShows(id) else { return }
    for shown in shows {
      if case .link(_, _, let push) = shown { return push() }
    }
    for case .button(let label, let action) in shows where !RowReading.isStar(label) {
      return action()
    }
  }

  private func tapStar(ofRow id: Article.ID) {
    guard let shows = rowShows(id) else { return }
    for case .button(let label, let action) in shows where RowReading.isStar(label) {
      return action()
    }
  }

  /// The user flicked the list to its end: its scroll phase changes run, with the list at
  /// rest where the flick left it.
  private func flickedToEnd() {
    list?.scrollPhaseChange?.flicked(
      to: ScrollGeometry(
        firstVisibleRow: listView.visibleRows.lowerBound, rowCount: listView.numberOfRows))
  }

  /// Runs the list's refresh; the refresh control shows until it returns, or until the list
  /// leaves the tree, which cancels it.
  private func pullToRefresh() {
    guard let content = list, let refresh = content.refresh, content.refreshTask == nil else {
      return
    }
    listView.isRefreshing = true
    let graph = page.graph
    content.refreshTask = Task { @MainActor [weak content] in
      await refresh()
      content?.refreshTask = nil
      graph.setNeedsUpdate()
    }
  }
}

extension PageController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { list?.rows?.count ?? 0 }

  /// A row coming on screen: its view is made and its body evaluated now; the next update
  /// tells it that it appeared. A row on screen shown again is shown as it is.
  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    guard let rows = list?.rows else { fatalError("a list without rows has no row \(index)") }
    let row = rows.row(at: index, in: page.graph)
    return RowReading.row(id: row.key, shows: row.shows, warn: page.graph.warn)
  }

  /// A row scrolled off the screen: it is dropped with its state, as `List` drops the rows
  /// that leave it.
  func listView(_ listView: ListView, didEndDisplayingRowAt index: Int) {
    list?.rows?.forget(index, in: page.graph)
  }

  /// A row read for the screen, not shown: made, read and thrown away, uncounted.
  func listView(_ listView: ListView, contentOfRowAt index: Int) -> ListView.Row {
    guard let rows = list?.rows else { fatalError("a list without rows has no row \(index)") }
    let row = rows.read(at: index, in: page.graph)
    return RowReading.row(id: row.id, shows: row.shows, warn: page.graph.warn)
  }
}
