import ArticleDomain
import HeadlessUI

/// The list page (VIPER's view): a banner, a search field, an error, a spinner, a message and
/// the rows.
///
/// Rule: the view is passive. Every control forwards its gesture to the presenter, and
/// ``display(_:)`` sets the views from a view model. The view is its table's data source: it
/// asks the presenter for the number of rows and one row's view model, and is told which rows
/// changed (``reloadRow(of:)``, ``insertRows(count:)``, ``reloadAllRows()``). The view holds
/// its presenter strongly — the page owns its module — and the presenter holds the view
/// weakly.
@MainActor
final class ListViewController: ViewController, ListViewInput {
  let output: any ListViewOutput

  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  init(output: any ListViewOutput) {
    self.output = output
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    for subview: View in [banner, errorView, spinner, messageView] { subview.isHidden = true }
    searchField.onTextChange = { [weak self] text in self?.output.didChangeSearchText(text) }
    listView.onPullToRefresh = { [weak self] in self?.output.didPullToRefresh() }
    listView.onReachEnd = { [weak self] in self?.output.didReachEnd() }
    listView.onSelectRow = { [weak self] id in self?.output.didSelectRow(id) }
    listView.onTapStar = { [weak self] id in self?.output.didTapStar(id) }
    // The page is its table's data source (held weakly by the table, as in UIKit).
    listView.dataSource = self
    output.viewDidLoad()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    output.viewDidAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    output.viewDidDisappear()
    // Only a page that is really gone closes its module; a page covered by a detail, or
    // uncovered for a moment by a back swipe that is then cancelled, keeps its work.
    if isMovingFromParent { output.viewDidClose() }
  }

  func display(_ viewModel: ListViewModel) {
    // The presenter may display before the page is on screen: the views are built first, so
    // that viewDidLoad's defaults never overwrite a display.
    loadViewIfNeeded()
    banner.text = viewModel.banner ?? ""
    banner.isHidden = viewModel.banner == nil
    listView.isRefreshing = viewModel.isRefreshing
    listView.isLoadingNextPage = viewModel.isLoadingNextPage
    spinner.isHidden = !viewModel.showsSpinner
    errorView.message = viewModel.error?.text ?? ""
    let canRetry = viewModel.error?.canRetry ?? false
    if canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = canRetry ? { [weak self] in self?.output.didTapRetry() } : nil
    }
    errorView.isHidden = viewModel.error == nil
    messageView.text = viewModel.message ?? ""
    messageView.isHidden = viewModel.message == nil
  }

  // MARK: Rows

  // Before the views are built there is no table to tell: loading them asks for every row.

  func reloadAllRows() {
    guard isViewLoaded else { return loadViewIfNeeded() }
    listView.reloadData()
  }

  func insertRows(count: Int) {
    guard isViewLoaded else { return loadViewIfNeeded() }
    listView.insertRows(count: count)
  }

  /// Configures again the visible cell showing `id`, found among the visible cells; a row off
  /// screen has no cell, and is asked for when it scrolls in.
  func reloadRow(of id: Article.ID) {
    guard isViewLoaded else { return loadViewIfNeeded() }
    listView.reconfigureRows(ids: [id])
  }
}

extension ListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { output.numberOfRows }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    let row = output.row(at: index)
    return ListView.Row(
      id: row.id, title: row.title, isFavorite: row.isFavorite, isPendingSync: row.isPendingSync)
  }
}
