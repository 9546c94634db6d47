import ArticleDomain
import HeadlessUI

/// The list page: banner, search field, error, spinner, message and the rows.
///
/// Rule: the view binds, the view model decides. Every control forwards its event to an intent
/// of ``ArticleListViewModel``; ``render()`` sets the views from the view model's derived
/// properties and runs inside an ``ObservationBinding``, so it runs again after every change
/// of what it read. The page holds no state of its own and starts no work: loading on first
/// appearance is the view model's decision, told by `onAppear()`.
///
/// The rows go through a diffable data source, as a UIKit MVVM page's do: each render asks the
/// view model what changed since the page last looked
/// (``ArticleListViewModel/rowChanges(since:)``), applies the ids when the list changed, and
/// reconfigures the rows whose star changed; the cell provider asks the view model for one row.
@MainActor
final class ArticleListViewController: ViewController {
  let viewModel: ArticleListViewModel

  private let bannerView = BannerView()
  private let searchField = SearchField()
  private let errorView = ErrorView()
  private let spinner = SpinnerView()
  private let messageView = MessageView()
  private let listView = ListView()

  private let trace: Trace
  private let renderQueue: RenderQueue
  private var binding: ObservationBinding?
  /// The table's data source, kept here: the list view holds it weakly, as UIKit does.
  private var dataSource: ListViewDiffableDataSource?
  /// The revisions of the rows the table has taken in.
  private var rowsVersion = ArticleListViewModel.RowsVersion()

  /// The list page bound to `viewModel`.
  init(viewModel: ArticleListViewModel, trace: Trace, renderQueue: RenderQueue) {
    self.viewModel = viewModel
    self.renderQueue = renderQueue
    self.trace = trace
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [bannerView, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    // Controls forward to intents, and only that; they hold the page weakly.
    searchField.onTextChange = { [weak self] text in self?.viewModel.search.textChanged(text) }
    listView.onPullToRefresh = { [weak self] in self?.viewModel.refresh() }
    listView.onReachEnd = { [weak self] in self?.viewModel.loadNextPage() }
    listView.onSelectRow = { [weak self] id in self?.viewModel.select(id) }
    listView.onTapStar = { [weak self] id in self?.viewModel.toggleFavorite(of: id) }
    // The cell provider asks the view model for one row, where the snapshot has it.
    dataSource = ListViewDiffableDataSource(listView: listView) { [weak self] id in
      guard let self, let index = self.dataSource?.index(of: id) else {
        return ListView.Row(id: id, title: "", isFavorite: false)
      }
      let row = viewModel.row(for: id, at: index)
      return ListView.Row(
        id: row.id, title: row.title, isFavorite: row.isFavorite, isPendingSync: row.isPendingSync)
    }

    let binding = ObservationBinding(queue: renderQueue) { [weak self] in self?.render() }
    self.binding = binding
    binding.start()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.onAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.onDisappear()
    // Really gone (the feature is torn down), not merely covered by a pushed page.
    if isMovingFromParent { stopObserving() }
  }

  /// Stops re-rendering: the page is gone, and a late change must not draw it.
  func stopObserving() {
    binding?.stop()
  }

  /// Sets every view from the view model. Reads only the view model: that is what it observes.
  private func render() {
    trace.record(.render, "list")
    let banner = viewModel.banner
    bannerView.text = banner ?? ""
    bannerView.isHidden = banner == nil

    searchField.text = viewModel.search.query

    let error = viewModel.error
    errorView.message = error?.message ?? ""
    errorView.onRetry = error?.canRetry == true ? { [weak self] in self?.viewModel.retry() } : nil
    errorView.isHidden = error == nil

    spinner.isHidden = !viewModel.showsSpinner

    let message = viewModel.message
    messageView.text = message ?? ""
    messageView.isHidden = message == nil

    renderRows()
    listView.isRefreshing = viewModel.isRefreshing
    listView.isLoadingNextPage = viewModel.isLoadingNextPage
  }

  /// Tells the table what changed in the rows since the last render: the ids when the list
  /// changed, and a reconfigure of the rows whose content changed.
  private func renderRows() {
    guard let dataSource else { return }
    let changes = viewModel.rowChanges(since: &rowsVersion)
    var reconfigured: [Article.ID] = []
    if let ids = changes.ids {
      let visibleBefore = changes.replacesRows ? visibleIDs : []
      dataSource.apply(ids)
      // A row that stays on screen across a replacement keeps its cell, whose content may be
      // old (the server's star, the title): it is configured again. New rows already were.
      if !visibleBefore.isEmpty {
        let kept = Set(visibleBefore)
        reconfigured += visibleIDs.filter(kept.contains)
      }
    }
    if let starsChanged = changes.starsChanged {
      reconfigured += starsChanged.filter { dataSource.index(of: $0) != nil }
    } else {
      reconfigured += visibleIDs
    }
    if !reconfigured.isEmpty { dataSource.reconfigure(ids: reconfigured) }
  }

  /// The ids of the rows on screen.
  private var visibleIDs: [Article.ID] {
    guard let dataSource else { return [] }
    return listView.visibleRows.map { dataSource.ids[$0] }
  }
}
