public import ArticleDomain
import ComposableRuntime

extension ArticlesFeature.State {
  /// The stack shown now, as it is saved for the next launch; `nil` before launch, when the
  /// pages are still being prepared. The login over it is not saved: what waits for it belongs
  /// to this run.
  public var savedPages: SavedPages? {
    hasLaunched ? SavedPages(article: detail?.id) : nil
  }
}

extension ArticlesFeature {
  /// Saves the pages for the next launch, as an effect: the newest save cancels one that has
  /// not run yet.
  struct SavePages: Reducer {
    typealias State = ArticlesFeature.State
    typealias Action = ArticlesFeature.Action

    let pages: SavedPages?
    @Dependency(\.pageStore) var pageStore

    init(_ pages: SavedPages?) {
      self.pages = pages
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard let text = pages?.text else { return .none }
      return .run { [pageStore] _ in
        guard !Task.isCancelled else { return }
        pageStore.savePages(text)
      }
      .cancellable(id: CancelID.savePages, cancelInFlight: true)
    }
  }
}
