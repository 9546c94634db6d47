import ArticleDomain

/// The rows as the list page's table takes them: what changed since the page last looked, and
/// one row at a time.
///
/// Rule: the view model publishes what changed, not every row. A page backed by a diffable data
/// source needs two things after a change: the ids of the rows when the list changed (a
/// snapshot, which the data source diffs by identity), and the ids of the rows whose content
/// changed (to reconfigure them). The view model keeps a revision of the list it shows
/// (``rowsRevision``, bumped where a page, a refresh, the cache or a search answer is taken in)
/// and the shared favorites keep a journal of the stars that changed
/// (``FavoritesStore/changes(since:)``); the page remembers which revisions it has taken in
/// (``RowsVersion``) and asks for the changes since (``rowChanges(since:)``). A star tap in a
/// list of 100 000 articles is then one id to reconfigure, and the page asks for that one row
/// (``row(for:at:)``) — nothing maps every row.
extension ArticleListViewModel {
  /// The revisions of the rows a page has taken in: the list's and the stars'.
  struct RowsVersion: Hashable, Sendable {
    var list = -1
    var stars = 0
  }

  /// What changed in the rows since a page last took them in.
  struct RowChanges {
    /// The ids of every row, in order, when the list shown changed; `nil` when it did not.
    var ids: [Article.ID]?
    /// Whether that change replaced the rows (their content may differ even where an id
    /// stays), rather than only adding rows at the end (a next page).
    var replacesRows = false
    /// The rows whose star or pending mark changed, oldest first; `nil` when too many changed
    /// for the journal to say which (every visible row is then configured again).
    var starsChanged: ArraySlice<Article.ID>? = []
  }

  /// The rows shown: the search's results once a query has answered, else the full list.
  var shownArticles: ArticleList {
    search.isActive ? (search.results?.articles ?? articles) : articles
  }

  /// What changed since `version`, which becomes the current version.
  ///
  /// Reads the revisions it compares, so a render that calls it runs again after the next
  /// change of either.
  ///
  /// - Complexity: O(1) when only stars changed; O(*n*) in the rows shown when the list
  ///   changed (the snapshot of their ids).
  func rowChanges(since version: inout RowsVersion) -> RowChanges {
    var changes = RowChanges()
    if version.list != rowsRevision {
      changes.ids = shownArticles.map(\.id)
      changes.replacesRows = version.list < rowsReplacedRevision
      version.list = rowsRevision
    }
    let stars = favorites.revision
    if version.stars != stars {
      changes.starsChanged = favorites.changes(since: version.stars)
      version.stars = stars
    }
    return changes
  }

  /// The row of `id`, at `index` of the ids the page last took in, as the list shows it, its
  /// star read from the shared favorites.
  ///
  /// - Complexity: O(1).
  func row(for id: Article.ID, at index: Int) -> Row {
    let shown = shownArticles
    guard shown.indices.contains(index), shown[index].id == id else {
      // The rows changed since the page took in their ids; it will before it shows them.
      return Row(id: id, title: "", isFavorite: false, isPendingSync: false)
    }
    let article = shown[index]
    return Row(
      id: article.id, title: article.title, isFavorite: favorites.isFavorite(article),
      isPendingSync: favorites.isPendingSync(article.id))
  }
}
