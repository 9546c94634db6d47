import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// MVI's view: it renders the state and turns what the user does into intents, and nothing
/// else. Every control dispatches an ``ArticlesIntent``; ``render(_:)`` sets every view from
/// the state it is given, mapped first to the page's ``ListViewState``. The page decides
/// nothing.
///
/// The rows are rendered the way MVI's render does it: each new state is diffed against the
/// one rendered before, by identity — the list's ``ListState/generation`` and count, the
/// results' revision — and the table is told only that: another list reloads (a screenful of
/// cells), rows appended are inserted, and stars that changed name their rows to reconfigure
/// (one cell for a tap on screen, none off it). The page is the table's data source; a cell
/// reads its row from the rows last rendered, which the page keeps. They share their storage
/// with the store's state (``LoadedArticles``), so keeping them costs no copy, now or when
/// the next page is appended.
@MainActor
final class ListViewController: ViewController, ListViewDataSource {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let dispatch: (ArticlesIntent) -> Void
  /// The rows last rendered: what the cells read, and what the next state is diffed against.
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
    listView.dataSource = self
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

  /// Sets every view of the page from `state`, through its view state (``ListViewState``)
  /// and its rows.
  ///
  /// - Complexity: O(k) for the k touched stars, whatever the number of rows: no row is mapped
  ///   or compared.
  func render(_ state: ArticlesState) {
    // The store may publish before the page is on screen (a cold start does): the views are
    // built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    let shown = ListViewState(state)
    setBanner(shown.banner)
    searchField.text = shown.searchText
    listView.isRefreshing = shown.isRefreshing
    listView.isLoadingNextPage = shown.isLoadingNextPage
    spinner.isHidden = !shown.showsSpinner
    renderRows(Rows(state))
    if shown.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry =
        shown.canRetry ? { [weak self] in self?.dispatch(.list(.retryTapped)) } : nil
    }
    errorView.message = shown.errorMessage ?? ""
    errorView.isHidden = shown.errorMessage == nil
    messageView.text = shown.message ?? ""
    messageView.isHidden = shown.message == nil
  }

  private func setBanner(_ text: String?) {
    banner.text = text ?? ""
    banner.isHidden = text == nil
  }

  /// What the rows show: which articles, known by their identity, and the stars that override
  /// their server values.
  private struct Rows {
    enum Source {
      /// The full list, known by its generation: the same generation with more rows is the
      /// same list with a page appended.
      case list(generation: Int, articles: LoadedArticles)
      /// Search results, known by the revision of the request they answered.
      case results(revision: Int, articles: [Article])
    }

    var source: Source
    var stars: FavoritesState

    /// The rows of `state`: the search results while a query has answered, else the list.
    init(_ state: ArticlesState) {
      if state.search.isActive, let results = state.search.results {
        source = .results(revision: results.revision, articles: results.articles)
      } else {
        source = .list(generation: state.list.generation, articles: state.list.articles)
      }
      stars = state.favorites
    }

    var count: Int {
      switch source {
      case .list(_, let articles): articles.count
      case .results(_, let articles): articles.count
      }
    }

    /// The row at `index`, with the star the one source of truth says.
    func row(at index: Int) -> ListView.Row {
      let article =
        switch source {
        case .list(_, let articles): articles[index]
        case .results(_, let articles): articles[index]
        }
      return ListView.Row(
        id: article.id, title: article.title,
        isFavorite: stars.isFavorite(article.id, default: article.isFavorite),
        isPendingSync: stars.isPendingSync(article.id))
    }

    /// What the table must be told to go from `old` to these rows, by identity: the same
    /// list's generation with more rows is a page appended; results of the same revision are
    /// the same answer, whose rows never change.
    func change(since old: Rows) -> RowChange {
      switch (old.source, source) {
      case (.list(let oldGeneration, _), .list(let generation, _)) where oldGeneration == generation:
        return count >= old.count ? .inserted(count - old.count) : .reload
      case (.results(let oldRevision, _), .results(let revision, _)) where oldRevision == revision:
        return .inserted(0)
      default:
        return .reload
      }
    }

    /// The ids whose star or pending mark differs from `other`'s.
    ///
    /// - Complexity: O(1) when the stars are the same storage; else O(k) for the k touched.
    func starsChanged(since other: Rows) -> [Article.ID] {
      let new = stars.stars
      let old = other.stars.stars
      guard new != old else { return [] }
      var changed: [Article.ID] = []
      for (id, star) in new {
        let was = old[id]
        if was?.isFavorite != star.isFavorite || was?.isPendingSync != star.isPendingSync {
          changed.append(id)
        }
      }
      for id in old.keys where new[id] == nil { changed.append(id) }
      return changed
    }
  }

  enum RowChange: Equatable {
    case reload
    case inserted(Int)
  }

  /// Renders the rows of the new state against those rendered before: another list reloads,
  /// a page appended is inserted, changed stars are reconfigured.
  private func renderRows(_ rows: Rows) {
    let previous = renderedRows
    renderedRows = rows
    guard let previous else {
      listView.reloadData()
      return
    }
    switch rows.change(since: previous) {
    case .reload:
      listView.reloadData()
      return
    // Teaching variant: a page appended and a star changed each reload the whole table, so one
    // star redraws every row on screen and a page below the screen redraws it too; the correct
    // file inserts the new rows and reconfigures the rows whose star changed.
    case .inserted(let count):
      if count > 0 { listView.reloadData() }
    }
    let changed = rows.starsChanged(since: previous)
    if !changed.isEmpty { listView.reloadData() }
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int { renderedRows?.count ?? 0 }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    guard let renderedRows else { preconditionFailure("a row asked for before any render") }
    return renderedRows.row(at: index)
  }
}
