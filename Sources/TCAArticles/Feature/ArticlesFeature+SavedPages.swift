public import ArticleDomain

extension ArticlesFeature.State {
  /// The stack shown now, as it is saved for the next launch; `nil` before launch, when the
  /// pages are still being prepared. The login over it is not saved: what waits for it belongs
  /// to this run.
  public var savedPages: SavedPages? {
    hasLaunched ? SavedPages(article: detail?.id) : nil
  }
}
