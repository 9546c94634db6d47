import ArticleDomain
import ComposableRuntime

extension AppFeature {
  /// Saves `pages` for the next launch, as an effect: each change saves the whole stack, so
  /// the last save is the stack on screen.
  func save(_ pages: SavedPages?) -> Effect<Action> {
    guard let text = pages?.text else { return .none }
    return .run { [pageStore] _ in pageStore.savePages(text) }
  }
}
