import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// MVI's view: it renders the state and turns what the user does into intents, and nothing
/// else. Every control dispatches an ``ArticlesIntent``; ``render(_:)`` sets every view from
/// the state it is given. The page keeps no copy of the list and decides nothing.
///
/// The rows are rendered the way MVI's render does it: each new state is diffed against the
/// one rendered before, by identity. Rows in other storage are another list: its ids go to a
/// ``ListViewDiffableDataSource`` (O(n), as UIKit's diffable data source is). Stars that
/// changed name their rows to reconfigure: one cell for a tap on screen, none off it. The cells
/// read their row from the state last rendered — the current one.
@MainActor
final class ListViewController: ViewController {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let dispatch: (ArticlesIntent) -> Void
  /// The table's data source, kept here: the list view holds it weakly.
  private var dataSource: ListViewDiffableDataSource?
  /// What the rows were last rendered from: what the next state is diffed against, and what
  /// the cells read.
  private var renderedRows: Rows?

  /// A list page that dispatches its user's intents to `dispatch`.
  init(dispatch: @escaping (ArticlesIntent) -> Void) {
    self.dispatch = dispatch
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
      guard let row = renderedRows?.row(of: id) else {
        preconditionFailure("a cell asked for \(id), which no rendered state shows")
      }
      return row
    }
    searchField.onTextChange = { [weak self] text in self?.dispatch(.search(.textChanged(text))) }
    listView.onPullToRefresh = { [weak self] in self?.dispatch(.list(.refreshPulled)) }
    listView.onReachEnd = { [weak self] in self?.dispatch(.list(.endReached)) }
    listView.onSelectRow = { [weak self] id in self?.dispatch(.list(.rowSelected(id))) }
    listView.onTapStar = { [weak self] id in self?.dispatch(.favorites(.starTapped(id))) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    dispatch(.list(.appeared))
  }

  /// Sets every view of the page from `state`.
  ///
  /// - Complexity: O(k) for the k touched stars when the rows are the same list; O(n) in the
  ///   rows shown when they are another list (their ids applied to the table).
  func render(_ state: ArticlesState) {
    // The store may publish before the page is on screen (a cold start does): the views are
    // built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    let search = state.search
    let list = state.list
    // A rejected link and a favorite's error belong to the page on top; the offline banner is
    // on every page, beneath the detail too.
    let isOnTop = state.detail == nil
    setBanner(isOnTop ? state.banner : state.bannerBeneath)
    searchField.text = search.text

    var errorMessage: String?
    var message: String?
    if search.isActive {
      // A query is typed: only the search may speak. Its results replace the rows; until they
      // arrive the rows stay, but the full list's spinner, controls and error are hidden.
      listView.isRefreshing = false
      listView.isLoadingNextPage = false
      spinner.isHidden = true
      errorMessage = search.failure?.message
      if let results = search.results, results.articles.isEmpty, errorMessage == nil {
        message = "No results for \"\(results.query)\""
      }
      if let results = search.results {
        renderRows(Rows(articles: results.articles, index: results.article, stars: state.favorites))
      } else {
        renderRows(Rows(articles: list.articles, index: list.article, stars: state.favorites))
      }
    } else {
      listView.isRefreshing = list.load == .refresh
      listView.isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      spinner.isHidden = list.load != .firstLoad
      errorMessage = list.failure?.message
      if list.hasLoaded, list.articles.isEmpty, errorMessage == nil { message = "No articles yet" }
      renderRows(Rows(articles: list.articles, index: list.article, stars: state.favorites))
    }
    // The page's own error, with its Retry, comes first; a favorite's message shows while the
    // page has none, without Retry.
    var canRetry = errorMessage != nil
    if isOnTop, errorMessage == nil, let failure = state.favorites.failure {
      errorMessage = failure
      canRetry = false
    }
    if canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = canRetry ? { [weak self] in self?.dispatch(.list(.retryTapped)) } : nil
    }
    errorView.message = errorMessage ?? ""
    errorView.isHidden = errorMessage == nil
    messageView.text = message ?? ""
    messageView.isHidden = message == nil
  }

  private func setBanner(_ text: String?) {
    banner.text = text ?? ""
    banner.isHidden = text == nil
  }

  /// What the rows show: the articles, and the stars that override their server values.
  private struct Rows {
    var articles: [Article]
    /// Search results are found by id through their own index, the list through its own.
    var index: (Article.ID) -> Article?
    var stars: FavoritesState

    /// The row that shows `id`, with the star the one source of truth says.
    func row(of id: Article.ID) -> ListView.Row? {
      index(id).map { article in
        ListView.Row(
          id: article.id, title: article.title,
          isFavorite: stars.isFavorite(article.id, default: article.isFavorite),
          isPendingSync: stars.isPendingSync(article.id))
      }
    }

    /// Whether `other` is the same list, by identity: the same storage, so the same rows. The
    /// storage cannot be reused for another list meanwhile: the page holds it.
    func isSameList(as other: Rows) -> Bool {
      articles.count == other.articles.count
        && articles.withUnsafeBufferPointer { mine in
          other.articles.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// The ids whose star or pending mark differs in `other`.
    ///
    /// - Complexity: O(1) when the stars are the same storage; else O(k) for the k touched.
    func starsChanged(since other: Rows) -> [Article.ID] {
      let new = stars.stars
      let old = other.stars.stars
      guard new != old else { return [] }
      func shows(_ star: FavoritesState.Star?) -> [Bool]? {
        star.map { [$0.isFavorite, $0.isPendingSync] }
      }
      var changed = new.keys.filter { shows(new[$0]) != shows(old[$0]) }
      changed += old.keys.filter { new[$0] == nil }
      return changed
    }
  }

  /// Renders the rows of the new state against those rendered before: another list is
  /// applied, changed stars are reconfigured.
  private func renderRows(_ rows: Rows) {
    let previous = renderedRows
    renderedRows = rows
    guard let dataSource else { return }
    guard let previous, rows.isSameList(as: previous) else {
      let wereVisible = Set(listView.visibleRows.map { dataSource.ids[$0] })
      dataSource.apply(rows.articles.map(\.id))
      // A row kept by id keeps its cell: those still visible whose content differs between
      // the two states (a refresh the server starred differently) are configured again. At
      // most a screenful of ids is compared.
      guard let previous else { return }
      let changed = listView.visibleRows.map { dataSource.ids[$0] }.filter { id in
        wereVisible.contains(id) && previous.row(of: id) != rows.row(of: id)
      }
      if !changed.isEmpty { dataSource.reconfigure(ids: changed) }
      return
    }
    let changed = rows.starsChanged(since: previous).filter { dataSource.index(of: $0) != nil }
    if !changed.isEmpty { dataSource.reconfigure(ids: changed) }
  }
}
