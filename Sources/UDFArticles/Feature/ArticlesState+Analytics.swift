import ArticleDomain

/// Screen views, derived from the route state: the pages the state shows changed, so the user
/// sees a new one.
extension ArticlesState {
  /// What the user sees: the page on top of the navigation stack, and whether the login page is
  /// presented over it.
  struct ShownPages: Equatable {
    var top: Route
    var isLoginPresented: Bool
  }

  /// The pages shown now; `nil` before launch, when nobody sees them.
  var shownPages: ShownPages? {
    guard hasLaunched else { return nil }
    return ShownPages(top: detail.map { .detail($0.id) } ?? .list, isLoginPresented: login != nil)
  }

  /// The screen views since the pages were `before`: the page now on top when it changed, and
  /// the login page when it was presented. Dismissing the login shows no new page: the one
  /// beneath stayed on screen under it.
  func screenViews(since before: ShownPages?) -> [ArticlesEffect] {
    guard let now = shownPages else { return [] }
    var views: [ArticlesEffect] = []
    if before?.top != now.top { views.append(.record(.screenView(now.top))) }
    if now.isLoginPresented, before?.isLoginPresented != true {
      views.append(.record(.screenView(.login)))
    }
    return views
  }
}
