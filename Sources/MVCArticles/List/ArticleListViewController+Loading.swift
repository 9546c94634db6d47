import ArticleDomain

/// The answers of the list's child objects: pages and search results.
extension ArticleListViewController: ArticlePagerDelegate, ArticleSearcherDelegate {
  func pager(_ pager: ArticlePager, didLoad page: Page, for load: ArticlePager.Load) {
    dependencies.favorites.record(page.articles)
    switch load {
    case .firstPage, .refresh:
      articles = page.articles
      // The set keeps its storage: a list replaced by one of a similar size allocates nothing.
      starredArticles.removeAll(keepingCapacity: true)
      for article in page.articles where article.isFavorite { starredArticles.insert(article.id) }
      hasLoaded = true
      listErrorBehindSearch = nil
      // Saved after every successful first load or refresh, for the next time offline.
      dependencies.environment.cache.save(articles)
    case .nextPage:
      articles += page.articles
      for article in page.articles where article.isFavorite { starredArticles.insert(article.id) }
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
    searchResults = (query, page.articles, starredIDs(in: page.articles))
    updateViews()
  }

  func searcher(_ searcher: ArticleSearcher, didFailToSearch query: String, error: any Error) {
    // The rows shown stay; Retry asks for the same query again.
    shownError = ShownError(message: error.userMessage, retry: .search(query))
    updateViews()
  }
}
