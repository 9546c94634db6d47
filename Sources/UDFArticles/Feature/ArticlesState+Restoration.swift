import ArticleDomain

/// The pages saved for the next launch, derived from the route state.
extension ArticlesState {
  /// The stack shown now, as it is saved; `nil` before launch, when the pages are still being
  /// prepared. The login over it is not saved: what waits for it belongs to this run.
  var savedPages: SavedPages? {
    hasLaunched ? SavedPages(article: detail?.id) : nil
  }
}
