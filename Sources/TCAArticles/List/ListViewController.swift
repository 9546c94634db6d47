import ArticleDomain
import ComposableRuntime
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state. Every control sends an action to the store; the
/// page observes the store it holds and sets its views from its state after every action —
/// the rows' stars included, which the list's state reads through its `@SharedReader` — with
/// what its window hands it (``PageContext``). The page holds no copy of the list and starts
/// no work.
///
/// The page observes the store and is its table's data source, each cell configured from the
/// row's state in the list's store (`articles[id:]`'s row at its position), as TCA's UIKit
/// pages did before 1.7's `observe { }`. What changed is told by identity
/// (``IdentifiedArray/lineage``), in O(1): a star tap reconfigures the one row whose star
/// changed; rows appended to the same lineage are inserted; another lineage reloads (a
/// screenful of cells).
@MainActor
final class ListViewController: ViewController, ListViewDataSource {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  /// The list's store, a child store of the app's; the search field sends to its search.
  private let store: Store<ListFeature.State, ListFeature.Action>
  private let trace: Trace
  /// What the window shows on this page: the banner, a favorite's failure. Its screens set it
  /// whenever the window's state changes.
  var context = PageContext() {
    didSet { if context != oldValue, isViewLoaded { render(store.state) } }
  }
  private var rendered: ListViewState?
  private var observation: ObservationToken?
  /// What the table was last told each touched star shows, kept up to date in place.
  private var shownStars: [Article.ID: ShownStar] = [:]
  /// The ids to reconfigure, gathered in storage kept from one render to the next.
  private var changedIDs: [Article.ID] = []
  /// Whether the page rendered once: before, it shows no rows.
  private var hasRendered = false
  /// The list's state of the render in progress, for the cells it configures.
  private var rendering: ListFeature.State?
  /// The rows the table was last told of: their lineage, held weakly so that the store's next
  /// append stays in place, and their number.
  private weak var appliedLineage: IdentifiedArrayLineage?
  private var appliedCount = 0

  /// A page on the list's `store`.
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
    listView.dataSource = self
    searchField.onTextChange = { [weak self] text in
      self?.store.send(.search(.textChanged(text)))
    }
    listView.onPullToRefresh = { [weak self] in self?.store.send(.refreshPulled) }
    listView.onReachEnd = { [weak self] in self?.store.send(.endReached) }
    listView.onSelectRow = { [weak self] id in self?.store.send(.rowTapped(id)) }
    listView.onTapStar = { [weak self] id in self?.store.send(.starTapped(id)) }
    // The page renders its own feature's state, from its own store.
    observation = store.observe { [weak self] list in self?.render(list) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  /// Sets the views from the list's state and what the window hands the page; does nothing
  /// when what the page shows did not change.
  private func render(_ list: ListFeature.State) {
    // The cells the table configures now read what this render was given, not the store
    // again; let go of after it, so that the page keeps no copy.
    rendering = list
    defer { rendering = nil }
    renderRows(list.shownArticles, stars: list.favorites.stars)
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

  /// What a touched star shows in its row.
  private struct ShownStar: Equatable {
    var isFavorite: Bool
    var isPendingSync: Bool
  }

  /// Tells the table what changed in `rows` since it was last told: nothing, rows appended, or
  /// another list; then reconfigures the rows whose star changed.
  ///
  /// - Complexity: O(k) for the k touched stars, whatever the number of rows.
  private func renderRows(
    _ rows: IdentifiedArrayOf<Article>, stars: [Article.ID: FavoritesFeature.Star]
  ) {
    let isSameLine = rows.lineage === appliedLineage
    let isAppend = isSameLine && rows.count >= appliedCount
    let appended = rows.count - appliedCount
    appliedLineage = rows.lineage
    appliedCount = rows.count
    hasRendered = true
    let changed = noteStars(stars)
    if !isAppend {
      listView.reloadData()
      return
    }
    if appended > 0 { listView.insertRows(count: appended) }
    if changed { listView.reconfigureRows(ids: changedIDs) }
  }

  /// Brings ``shownStars`` up to `stars`, gathering in ``changedIDs`` the ids whose star or
  /// pending mark changed; returns whether any did.
  private func noteStars(_ stars: [Article.ID: FavoritesFeature.Star]) -> Bool {
    changedIDs.removeAll(keepingCapacity: true)
    for (id, star) in stars {
      let shown = ShownStar(isFavorite: star.isFavorite, isPendingSync: star.isPendingSync)
      if shownStars.updateValue(shown, forKey: id) != shown { changedIDs.append(id) }
    }
    if shownStars.count > stars.count {
      for id in shownStars.keys where stars[id] == nil { changedIDs.append(id) }
      for id in changedIDs where stars[id] == nil { shownStars[id] = nil }
    }
    return !changedIDs.isEmpty
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    // Before the first render the page shows no rows yet.
    hasRendered ? store.state.shownArticles.count : 0
  }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    let list = rendering ?? store.state
    return list.row(of: list.shownArticles[index])
  }
}
