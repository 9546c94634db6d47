import ArticleDomain
import HeadlessUI

/// The rows: the controller is its list view's data source, and tells the table what changed.
///
/// Rule (UIKit MVC): the table asks its data source for the number of rows and for the cell
/// of a row it is about to show; the controller answers from its own state, and after each
/// change tells the table exactly what changed — the one row a star is on
/// (`reloadRows(at:)`), the rows a next page added at the end (`insertRows`), or everything
/// when the list was replaced (`reloadData()`, a first page, a refresh, search results, a
/// cleared query). The table then configures at most the cells on screen, so a star tap in a
/// list of 100 000 articles costs one cell, and nothing when its row is off screen.
extension ArticleListViewController: ListViewDataSource {
  /// The rows the list shows: the current query's results once they came, else the full list.
  var shownArticles: ArticleList {
    showsSearchResults ? searchResults?.articles ?? articles : articles
  }

  /// Whether the rows are the search's results rather than the full list.
  var showsSearchResults: Bool { searcher.isActive && searchResults != nil }

  func numberOfRows(in listView: ListView) -> Int { shownArticles.count }

  func listView(_ listView: ListView, rowAt index: Int) -> ListView.Row {
    let article = shownArticles[index]
    let favorites = dependencies.favorites
    return ListView.Row(
      id: article.id, title: article.title,
      isFavorite: favorites.isFavorite(article.id, default: article.isFavorite),
      isPendingSync: favorites.isPendingSync(article.id))
  }

  // MARK: Telling the table

  /// The list was replaced: the table forgets its cells and asks again.
  func reloadRows() {
    guard isViewLoaded else { return }
    listView.reloadData()
  }

  /// `count` rows were added at the end of the rows shown.
  func insertRows(_ count: Int) {
    guard isViewLoaded, count > 0 else { return }
    listView.insertRows(count: count)
  }

  /// The article `id` changed: its row, if it is on screen, is configured again. A row off
  /// screen has no cell to reload; the table asks for it when it scrolls in, and the data
  /// source answers with the new star.
  ///
  /// - Complexity: O(1): only the visible rows are looked at
  ///   (`UITableView.indexPathsForVisibleRows`), whatever the length of the list.
  func reloadRow(of id: Article.ID) {
    guard isViewLoaded else { return }
    // Teaching variant: a change to one article reloads the whole table, so one star redraws
    // every row on screen; the correct file reloads only the visible row that shows `id`.
    listView.reloadData()
  }
}
