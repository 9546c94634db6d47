import ArticleDomain
import ComposableRuntime

extension ArticlesFeature.State {
  /// What the user sees: the page on top of the navigation stack, and whether the login page is
  /// presented over it.
  public struct ShownPages: Equatable, Sendable {
    var top: Route
    var isLoginPresented: Bool
  }

  /// The pages shown now; `nil` before launch, when nobody sees them.
  public var shownPages: ShownPages? {
    guard hasLaunched else { return nil }
    return ShownPages(top: detail.map { .detail($0.id) } ?? .list, isLoginPresented: login != nil)
  }
}

extension ArticlesFeature {
  /// Records the screen views of a change of the pages shown: the page now on top when it
  /// changed, and the login page when it was presented. Dismissing the login shows no new
  /// page: the one beneath stayed on screen under it.
  struct ScreenViews: Reducer {
    typealias State = ArticlesFeature.State
    typealias Action = ArticlesFeature.Action

    let oldPages: State.ShownPages?
    let newPages: State.ShownPages?
    @Dependency(\.analytics) var analytics

    init(from oldPages: State.ShownPages?, to newPages: State.ShownPages?) {
      self.oldPages = oldPages
      self.newPages = newPages
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard let newPages else { return .none }
      var views: [AnalyticsEvent] = []
      if oldPages?.top != newPages.top { views.append(.screenView(newPages.top)) }
      if newPages.isLoginPresented, oldPages?.isLoginPresented != true {
        views.append(.screenView(.login))
      }
      guard !views.isEmpty else { return .none }
      return .run { [analytics, views] _ in
        for view in views { analytics.record(view) }
      }
    }
  }
}
