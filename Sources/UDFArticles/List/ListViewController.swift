import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state; they decide nothing. Every handler turns a user
/// event into an ``ListAction`` or ``SearchAction``; ``render(_:)`` sets the views from the
/// state. The page holds no copy of the list and starts no work.
///
/// It is its table's data source: a cell asks the store's current state for its row
/// (``ListProps/row(at:of:)``), so the page keeps no rows of its own, and each render tells the
/// table only what its props say changed — a reload, rows appended, or the rows whose star
/// changed.
@MainActor
final class ListViewController: ViewController, ListViewDataSource {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let send: (ArticlesAction) -> Void
  /// The store's current state (Redux's `getState`), read by the table's cells; `nil` once
  /// the store is gone.
  private let state: () -> ArticlesState?
  private let trace: Trace
  /// What the last render showed; `nil` before the first.
  private var rendered: ListProps?

  /// A list page that reads the store's current state with `state` and sends its user's
  /// actions to `send`.
  init(
    trace: Trace, state: @escaping () -> ArticlesState?,
    send: @escaping (ArticlesAction) -> Void
  ) {
    self.trace = trace
    self.state = state
    self.send = send
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    banner.isHidden = true
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true
    listView.dataSource = self

    // Every control sends an action, and only that; handlers hold the page weakly.
    searchField.onTextChange = { [weak self] text in self?.send(.search(.textChanged(text))) }
    listView.onPullToRefresh = { [weak self] in self?.send(.list(.refreshPulled)) }
    listView.onReachEnd = { [weak self] in self?.send(.list(.endReached)) }
    listView.onSelectRow = { [weak self] id in self?.send(.list(.rowSelected(id))) }
    listView.onTapStar = { [weak self] id in self?.send(.favorites(.starTapped(id))) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.list(.appeared))
  }

  /// Sets the views from `state`; does nothing when what the page shows did not change.
  func render(_ state: ArticlesState) {
    // The store may render before the page is on screen (the app's launch does): the views
    // are built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    let props = ListProps(state)
    guard props != rendered else { return }
    let previous = rendered
    rendered = props
    trace.record(.render, "list")

    banner.text = props.banner ?? ""
    banner.isHidden = props.banner == nil
    searchField.text = props.searchText
    let changes = props.rowChanges(since: previous)
    if changes.reloads {
      listView.reloadData()
    } else {
      if changes.inserted > 0 { listView.insertRows(count: changes.inserted) }
      if !changes.reconfigured.isEmpty {
        listView.reconfigureRows(ids: Array(changes.reconfigured))
      }
    }
    listView.isRefreshing = props.isRefreshing
    listView.isLoadingNextPage = props.isLoadingNextPage
    spinner.isHidden = !props.showsSpinner
    errorView.message = props.errorMessage ?? ""
    // Retry is there only for errors a retry can fix; a failed favorite has none.
    if props.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = props.canRetry ? { [weak self] in self?.send(.list(.retryTapped)) } : nil
    }
    errorView.isHidden = props.errorMessage == nil
    messageView.text = props.message ?? ""
    messageView.isHidden = props.message == nil
  }
}

// MARK: ListViewDataSource

extension ListViewController {
  func numberOfRows(in listView: ListView) -> Int {
    state().map { ListProps.articles(of: $0).count } ?? 0
  }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    guard let state = state() else { preconditionFailure("a row asked for after the store went") }
    return ListProps.row(at: index, of: state)
  }
}
