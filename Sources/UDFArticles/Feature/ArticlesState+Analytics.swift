import ArticleDomain

/// Screen views, derived from the route state: the pages the state shows changed, so the user
/// sees a new one (``ShownPages/screenViews(since:)`` says which).
extension ArticlesState {
  /// The pages shown now; `nil` before launch, when nobody sees them.
  var shownPages: ShownPages? {
    guard hasLaunched else { return nil }
    return ShownPages(
      top: detail.map { .detail($0.id) } ?? .list, isLoginPresented: login != nil,
      restarts: restarts)
  }
}
