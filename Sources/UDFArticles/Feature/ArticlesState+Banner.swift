import ArticleDomain

extension ArticlesState {
  /// What the banner of the page on top says, or `nil` for no banner.
  ///
  /// A rejected link is the newer news, so it shows over the offline notice until the pages
  /// change.
  var banner: String? {
    if linkRejection != nil { return DeepLink.Rejection.banner }
    return offline.isOnline ? nil : OfflineState.banner
  }
}
