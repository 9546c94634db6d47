import ArticleDomain
import HeadlessUI

/// What the list page shows, derived from the feature's state: the input of its `render`.
///
/// Props (as Redux calls them) are a pure function of the state. Deriving them first lets the
/// page skip a render when nothing it shows changed, and keeps every "what is visible when"
/// rule of the screen in this one initializer.
///
/// Rule: cheap props, derived again at every render and compared, not memoised. The props name
/// the rows by identity — which list they are
/// (``Rows``) and how many — and carry the stars the user or a detail touched
/// (``FavoritesState/stars``, a handful), never a copy of every row: comparing two props and
/// working out what changed (``rowChanges(since:)``) costs O(touched stars), not O(rows). The
/// table's cells read their row from the current state on demand (``row(at:of:)``), as a
/// React list item selects its row by id.
struct ListProps: Equatable {
  /// Which rows the table shows, by identity: a list whose identity stays only ever grows at
  /// its end, so the same identity with more rows is a page appended.
  struct Rows: Equatable {
    enum Source: Equatable {
      /// The full list, replaced whole at each ``ListState/generation``.
      case list(generation: Int)
      /// The results of the search request with this revision.
      case results(revision: Int)
    }

    var source: Source
    var count: Int
  }

  /// What a touched star shows in its row.
  struct Star: Equatable {
    var isFavorite: Bool
    var isPendingSync: Bool
  }

  /// What the table must be told for the rows to show the new props.
  struct RowChanges: Equatable {
    /// The rows are another list (a first page, a refresh, search results): reload.
    var reloads = false
    /// Rows appended at the end (a next page).
    var inserted = 0
    /// Rows whose star changed.
    var reconfigured: Set<Article.ID> = []
  }

  /// The banner's text; `nil` hides it.
  var banner: String?
  /// The rows, by identity: search results while a query has answered, else the full list.
  var rows: Rows
  /// The stars the one source of truth keeps, as their rows show them; every other row shows
  /// the server's value.
  var stars: [Article.ID: Star]
  var searchText: String
  var isRefreshing: Bool
  var isLoadingNextPage: Bool
  var showsSpinner: Bool
  /// The error view's message; `nil` hides it.
  var errorMessage: String?
  /// Whether the error has Retry: list and search errors do, a failed favorite does not.
  var canRetry: Bool
  /// The message view's text; `nil` hides it.
  var message: String?

  /// The props of `state`.
  ///
  /// - Complexity: O(k) for the k stars the user or a detail touched; the rows are named,
  ///   not mapped.
  init(_ state: ArticlesState) {
    searchText = state.search.text
    // A rejected link and a favorite's error belong to the page on top: the list, unless a
    // detail is pushed over it. The offline banner is on every page, beneath the detail too.
    let isOnTop = state.detail == nil
    banner = isOnTop ? state.banner : state.bannerBeneath
    let shown = Self.articles(of: state)
    if state.search.isActive {
      // A query is typed: its results replace the rows; until they arrive, the rows stay.
      let results = state.search.results
      rows = Rows(
        source: results.map { .results(revision: $0.revision) }
          ?? .list(generation: state.list.generation),
        count: shown.count)
      isRefreshing = false
      isLoadingNextPage = false
      showsSpinner = false
      errorMessage = state.search.failure?.message
      // "No results" names a query: once the user types on, one the field no longer holds.
      message =
        if let results, results.articles.isEmpty, errorMessage == nil,
          results.query == state.search.text
        {
          "No results for \"\(results.query)\""
        } else {
          nil
        }
    } else {
      let list = state.list
      rows = Rows(source: .list(generation: list.generation), count: shown.count)
      isRefreshing = list.load == .refresh
      isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      showsSpinner = list.load == .firstLoad
      errorMessage = list.failure?.message
      message =
        list.hasLoaded && list.articles.isEmpty && errorMessage == nil ? "No articles yet" : nil
    }
    canRetry = errorMessage != nil
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    if isOnTop, errorMessage == nil, let failure = state.favoriteFailure {
      errorMessage = failure
      canRetry = false
    }
    stars = state.favorites.stars.mapValues { star in
      Star(isFavorite: star.isFavorite, isPendingSync: star.isPendingSync)
    }
  }

  /// What changed in the rows since `old` was rendered: another list, rows appended, or the
  /// stars of some rows.
  ///
  /// - Complexity: O(k) for the k touched stars of both props.
  func rowChanges(since old: ListProps?) -> RowChanges {
    var changes = RowChanges()
    guard let old, old.rows.source == rows.source, old.rows.count <= rows.count else {
      changes.reloads = true
      return changes
    }
    changes.inserted = rows.count - old.rows.count
    guard stars != old.stars else { return changes }
    for (id, star) in stars where old.stars[id] != star { changes.reconfigured.insert(id) }
    for id in old.stars.keys where stars[id] == nil { changes.reconfigured.insert(id) }
    return changes
  }

  /// The articles whose rows the page shows: the search results while a query has answered,
  /// else the full list.
  ///
  /// - Complexity: O(1): the state's array, not a copy.
  static func articles(of state: ArticlesState) -> [Article] {
    if state.search.isActive, let results = state.search.results { return results.articles }
    return state.list.articles
  }

  /// The content of the row at `index` of `state`, with the star the one source of truth
  /// says: what a cell shows when the table configures it.
  ///
  /// - Complexity: O(1).
  static func row(at index: Int, of state: ArticlesState) -> ListView.Row {
    let article = articles(of: state)[index]
    let favorites = state.favorites
    return ListView.Row(
      id: article.id, title: article.title,
      isFavorite: favorites.isFavorite(article.id, default: article.isFavorite),
      isPendingSync: favorites.isPendingSync(article.id))
  }
}
