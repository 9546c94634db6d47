import ArticleDomain
import ComposableRuntime
import ComposableUIKit
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state. Every control sends an action to the store; the
/// page reads its store in `observe { }` blocks, each run again when what it read changes, and
/// holds no copy of the list and starts no work. What its window shows on it — the banner, a
/// favorite's failure — it reads from its window through its screens (``PageContext``), in the
/// same `observe { }` as its own state.
///
/// Three observations, one per thing the page shows, so that a change runs only the one that
/// read it, as a UIKit page of TCA's observation era splits its `observe { }`:
/// - the rows: the ids of the rows shown (`store.shownArticles`), applied to a diffable data
///   source, which inserts a next page and configures only the cells it brings on screen;
/// - the stars: the account's stars (`store.favorites`), the cells of the rows whose star
///   changed configured again — a star tap reads no row and diffs no id;
/// - the rest: the banner, the field, the spinner, the error and the message
///   (``ListViewState``).
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
  /// What the window shows on this page now: the banner, a favorite's failure, read from the
  /// window's store.
  private let context: @MainActor () -> PageContext
  private var rendered: ListViewState?
  private var dataSource: ListViewDiffableDataSource?
  /// The account's stars as the page last read them, which its cells show.
  private var stars = FavoritesFeature.Stars()

  /// A page on the list's `store`, showing what `context` reads of its window.
  init(
    store: Store<ListFeature.State, ListFeature.Action>,
    context: @escaping @MainActor () -> PageContext, trace: Trace
  ) {
    self.store = store
    self.context = context
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
    searchField.onTextChange = { [weak self] text in
      self?.store.send(.search(.textChanged(text)))
    }
    listView.onPullToRefresh = { [weak self] in self?.store.send(.refreshPulled) }
    listView.onReachEnd = { [weak self] in self?.store.send(.endReached) }
    listView.onSelectRow = { [weak self] id in self?.store.send(.rowTapped(id)) }
    listView.onTapStar = { [weak self] id in self?.store.send(.starTapped(id)) }
    // A cell shows its article from the rows shown, with the star the page last read.
    dataSource = ListViewDiffableDataSource(listView: listView) { [weak self] id in
      guard let self, let article = store.shownArticles[id: id] else {
        preconditionFailure("a cell for \(id), which the list does not show")
      }
      return stars.row(of: article)
    }

    observe { [weak self] in
      guard let self else { return }
      showStars(store.favorites)
    }
    observe { [weak self] in
      guard let self else { return }
      showRows(store.shownArticles)
    }
    observe { [weak self] in
      guard let self else { return }
      render(ListViewState(store.state, context: context()))
    }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  /// Sets the views from the page's view state; does nothing when it did not change.
  private func render(_ viewState: ListViewState) {
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

  /// Applies the ids of `rows` to the table — a next page inserted, other rows diffed — and
  /// configures again the cells on screen whose content changed under the same id (a refresh
  /// that brings a star the server set): ids cannot say that, so the page compares the cells
  /// on screen, at most ``ListView/rowsPerScreen`` of them.
  private func showRows(_ rows: IdentifiedArrayOf<Article>) {
    guard let dataSource else { return }
    dataSource.apply(Array(rows.ids))
    let first = listView.scrollPosition
    let onScreen = first..<min(first + ListView.rowsPerScreen, rows.count)
    let changed = onScreen.compactMap { index -> Article.ID? in
      let row = stars.row(of: rows[index])
      return listView.visibleCell(at: index).map { $0 == row } == false ? row.id : nil
    }
    if !changed.isEmpty { dataSource.reconfigure(ids: changed) }
  }

  /// Takes `stars` in and configures again the cells of the shown rows whose star or pending
  /// mark changed since the stars the page last read.
  ///
  /// - Complexity: O(k) for the k touched stars, whatever the number of rows.
  private func showStars(_ stars: FavoritesFeature.Stars) {
    let before = self.stars.stars
    self.stars = stars
    let touched = stars.stars.keys.filter { before[$0] == nil } + before.keys
    let changed = touched.filter { ShownStar(before[$0]) != ShownStar(stars.stars[$0]) }
    guard let dataSource else { return }
    let shown = changed.filter { dataSource.index(of: $0) != nil }
    if !shown.isEmpty { dataSource.reconfigure(ids: shown) }
  }

  /// What a touched star shows in its row: `nil` while the article's own star shows.
  private struct ShownStar: Equatable {
    var isFavorite: Bool
    var isPendingSync: Bool

    init?(_ star: FavoritesFeature.Star?) {
      guard let star else { return nil }
      isFavorite = star.isFavorite
      isPendingSync = star.isPendingSync
    }
  }
}
