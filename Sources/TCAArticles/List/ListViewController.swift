import ArticleDomain
import ComposableRuntime
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state. Every control sends an action to the store;
/// ``render(_:)`` sets the views from the store's state. The page holds no copy of the list
/// and starts no work.
///
/// The rows go the way the composable architecture's UIKit lists take them: the page observes
/// the store and feeds a ``ListViewDiffableDataSource`` with the rows' ids, each cell
/// configured from the row's state in the list's store. Whether the rows are still the rows it
/// applied is told by identity (``IdentifiedArray/lineage``), in O(1): a star tap applies no
/// ids and reconfigures the one row whose star changed; a next page or a new list applies the
/// ids (O(n), as UIKit's diffable data source diffs).
@MainActor
final class ListViewController: ViewController {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  /// The list's store, a child store of the app's; the search field sends to its search.
  private let store: Store<ListFeature.State, ListFeature.Action>
  private let trace: Trace
  private var rendered: ListViewState?
  /// The table's data source, kept here: the list view holds it weakly.
  private var dataSource: ListViewDiffableDataSource?
  /// The context last lent: the stars the cells show.
  private var context: PageContext?
  /// The rows last applied: their lineage, held weakly so that the store's next append stays
  /// in place, and their number.
  private weak var appliedLineage: IdentifiedArrayLineage?
  private var appliedCount = 0

  init(store: Store<ListFeature.State, ListFeature.Action>, trace: Trace) {
    self.store = store
    self.trace = trace
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
    dataSource = ListViewDiffableDataSource(listView: listView) { [unowned self] id in
      let list = store.state
      guard let article = list.shownArticles[id: id], let context else {
        preconditionFailure("a cell asked for \(id), which the list does not show")
      }
      return context.row(of: article)
    }
    searchField.onTextChange = { [weak self] text in
      self?.store.send(.search(.textChanged(text)))
    }
    listView.onPullToRefresh = { [weak self] in self?.store.send(.refreshPulled) }
    listView.onReachEnd = { [weak self] in self?.store.send(.endReached) }
    listView.onSelectRow = { [weak self] id in self?.store.send(.rowTapped(id)) }
    listView.onTapStar = { [weak self] id in self?.store.send(.starTapped(id)) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  /// Sets the views from the list's state, in its own store, and what the page is lent; does
  /// nothing when what the page shows did not change.
  func render(_ context: PageContext) {
    // Built first, so that viewDidLoad's defaults never overwrite a render made before the
    // page is on screen.
    loadViewIfNeeded()
    let list = store.state
    let previousContext = self.context
    self.context = context
    renderRows(list.shownArticles, starsBefore: previousContext?.favorites.stars)
    let viewState = ListViewState(list, context: context)
    guard viewState != rendered else { return }
    rendered = viewState
    trace.record(.render, "list")

    banner.text = viewState.banner ?? ""
    banner.isHidden = viewState.banner == nil
    searchField.text = viewState.searchText
    listView.isRefreshing = viewState.isRefreshing
    listView.isLoadingNextPage = viewState.isLoadingNextPage
    spinner.isHidden = !viewState.showsSpinner
    errorView.message = viewState.errorMessage ?? ""
    errorView.onRetry = viewState.retry.map { retry in { [weak self] in self?.retry(retry) } }
    errorView.isHidden = viewState.errorMessage == nil
    messageView.text = viewState.message ?? ""
    messageView.isHidden = viewState.message == nil
  }

  private func retry(_ retry: ListViewState.Retry) {
    switch retry {
    case .list: store.send(.retryTapped)
    case .search: store.send(.search(.retryTapped))
    }
  }

  /// Tells the table what changed in `rows` since they were last applied: nothing, rows
  /// appended, or another list; then reconfigures the rows whose star changed.
  ///
  /// - Complexity: O(k) for the k touched stars when the rows are the same; O(n) to apply the
  ///   ids when they changed.
  private func renderRows(
    _ rows: IdentifiedArrayOf<Article>, starsBefore: [Article.ID: SyncFeature.Star]?
  ) {
    guard let dataSource, let context else { return }
    let isSameLine = rows.lineage === appliedLineage
    if !isSameLine || rows.count != appliedCount {
      let wereVisible = Set(listView.visibleRows.map { dataSource.ids[$0] })
      dataSource.apply(Array(rows.ids))
      if !isSameLine {
        // Another list: the rows it kept by id keep their cells, whose content may have
        // changed (a refresh the server starred differently). At most a screenful.
        let kept = listView.visibleRows.map { dataSource.ids[$0] }.filter(wereVisible.contains)
        if !kept.isEmpty { dataSource.reconfigure(ids: kept) }
      }
      appliedLineage = rows.lineage
      appliedCount = rows.count
    }
    let stars = context.favorites.stars
    guard let starsBefore, stars != starsBefore else { return }
    func shows(_ star: SyncFeature.Star?) -> [Bool]? {
      star.map { [$0.isFavorite, $0.isPendingSync] }
    }
    var changed = stars.keys.filter { shows(stars[$0]) != shows(starsBefore[$0]) }
    changed += starsBefore.keys.filter { stars[$0] == nil }
    changed = changed.filter { dataSource.index(of: $0) != nil }
    if !changed.isEmpty { dataSource.reconfigure(ids: changed) }
  }
}
