public import ArticleDomain
import ComposableRuntime

extension ArticlesFeature.State {
  /// The pages shown now; `nil` before launch, when nobody sees them.
  public var shownPages: ShownPages? {
    guard hasLaunched else { return nil }
    return ShownPages(
      top: detail.map { .detail($0.id) } ?? .list, isLoginPresented: login != nil,
      restarts: restarts)
  }
}

extension ArticlesFeature {
  /// Records the screen views of a change of the pages shown from `oldPages` to `newPages`
  /// (``ShownPages`` says which).
  func recordScreenViews(from oldPages: ShownPages?, to newPages: ShownPages?) -> Effect<Action> {
    guard let views = newPages?.screenViews(since: oldPages), !views.isEmpty else {
      return .none
    }
    return .run { [analytics] _ in
      for view in views { analytics.record(view) }
    }
  }
}
