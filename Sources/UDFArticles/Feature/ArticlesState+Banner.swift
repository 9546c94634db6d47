import ArticleDomain

extension ArticlesState {
  /// What the banner of the page on top says, or `nil` for no banner.
  ///
  /// A rejected link is the newer news, so it shows over the offline notice until the pages
  /// change.
  var banner: String? {
    if linkRejection != nil { return DeepLink.Rejection.banner }
    return offlineBanner
  }

  /// What the banner of a page beneath the top one says, or `nil` for no banner.
  ///
  /// Being offline is true of every page, so a page beneath says it too: a back swipe uncovers
  /// it while the page on top is still there. A rejected link is news for the page on top only.
  var bannerBeneath: String? { offlineBanner }

  private var offlineBanner: String? {
    offline.isOnline ? nil : OfflineState.banner
  }
}
