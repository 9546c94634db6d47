public import ArticleDomain

extension ArticlesState {
  /// What the star of `id` shows on every page, or `nil` when no page shows the article.
  ///
  /// The one place a star is read: a kept ``FavoritesState/Star`` wins; otherwise the
  /// server's value, from the open detail, the search results or the list's rows.
  ///
  /// - Complexity: O(1): the rows are found through their index by id (normalized state),
  ///   never searched, so a first tap on an untouched article costs what a re-tap costs.
  public func isFavorite(_ id: Article.ID) -> Bool? {
    if let star = favorites.stars[id] { return star.isFavorite }
    if let detail = detail?.detail, detail.id == id { return detail.isFavorite }
    if let row = search.results?.article(id) { return row.isFavorite }
    return list.article(id)?.isFavorite
  }
}
