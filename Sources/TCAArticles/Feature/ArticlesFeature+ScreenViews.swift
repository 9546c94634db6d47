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
  /// Records the screen views of a change of the pages shown (``ShownPages`` says which).
  struct ScreenViews: Reducer {
    typealias State = ArticlesFeature.State
    typealias Action = ArticlesFeature.Action

    let oldPages: ShownPages?
    let newPages: ShownPages?
    @Dependency(\.analytics) var analytics

    init(from oldPages: ShownPages?, to newPages: ShownPages?) {
      self.oldPages = oldPages
      self.newPages = newPages
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in apply(action, to: &state) }
    }

    private func apply(_ action: Action, to state: inout State) -> Effect<Action> {
      guard let views = newPages?.screenViews(since: oldPages), !views.isEmpty else {
        return .none
      }
      return .run { [analytics, views] _ in
        for view in views { analytics.record(view) }
      }
    }
  }
}
