import ArticleDomain

/// The answers of the list's child objects: pages and search results.
extension ArticleListViewController: ArticlePagerDelegate, ArticleSearcherDelegate {
  func pager(_ pager: ArticlePager, didLoad page: Page, for load: ArticlePager.Load) {
    dependencies.favorites.record(page.articles)
    switch load {
    case .firstPage, .refresh:
      articles.replace(with: page.articles)
      if !showsSearchResults { reloadRows() }
      hasLoaded = true
      listErrorBehindSearch = nil
      // Saved after every successful first load or refresh, for the next time offline.
      dependencies.environment.cache.save(articles.elements)
    case .nextPage:
      // An article already shown is not shown again (an offset-paged server repeats rows).
      let shownBefore = articles.count
      articles.append(contentsOf: page.articles)
      if !showsSearchResults { insertRows(articles.count - shownBefore) }
    }
    updateViews()
  }

  func pager(_ pager: ArticlePager, didFailToLoad load: ArticlePager.Load, error: any Error) {
    // A failure keeps the rows; Retry repeats exactly what failed.
    let shown = ShownError(message: error.userMessage, retry: .load(load))
    if searcher.isActive { listErrorBehindSearch = shown } else { shownError = shown }
    updateViews()
  }

  func searcher(_ searcher: ArticleSearcher, didFind page: Page, for query: String) {
    dependencies.favorites.record(page.articles)
    searchResults = (query, ArticleList(page.articles))
    reloadRows()
    updateViews()
  }

  func searcher(_ searcher: ArticleSearcher, didFailToSearch query: String, error: any Error) {
    // The rows shown stay; Retry asks for the same query again.
    shownError = ShownError(message: error.userMessage, retry: .search(query))
    updateViews()
  }
}
