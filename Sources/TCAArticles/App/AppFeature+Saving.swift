import ArticleDomain
import ComposableRuntime

extension AppFeature {
  /// Saves `pages` for the next launch, as an effect: the newest save cancels one that has not
  /// run yet.
  func save(_ pages: SavedPages?) -> Effect<Action> {
    guard let text = pages?.text else { return .none }
    return .run { [pageStore] _ in
      guard !Task.isCancelled else { return }
      pageStore.savePages(text)
    }
    .cancellable(id: CancelID.savePages, cancelInFlight: true)
  }
}
