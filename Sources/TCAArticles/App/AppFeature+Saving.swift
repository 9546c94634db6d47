import ArticleDomain
import ComposableRuntime

extension AppFeature {
  /// The ids of the app's own effects.
  public enum CancelID: Hashable, Sendable {
    case savePages
  }

  /// Saves the pages for the next launch, as an effect: the newest save cancels one that has
  /// not run yet.
  struct SavePages: Reducer {
    typealias State = AppFeature.State
    typealias Action = AppFeature.Action

    let pages: SavedPages?
    @Dependency(\.pageStore) var pageStore

    init(_ pages: SavedPages?) {
      self.pages = pages
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in apply(action, to: &state) }
    }

    private func apply(_ action: Action, to state: inout State) -> Effect<Action> {
      guard let text = pages?.text else { return .none }
      return .run { [pageStore] _ in
        guard !Task.isCancelled else { return }
        pageStore.savePages(text)
      }
      .cancellable(id: CancelID.savePages, cancelInFlight: true)
    }
  }
}
