import ArticleDomain
import ComposableRuntime

extension AppFeature {
  /// The ids of the app's own effects.
  public enum CancelID: Hashable, Sendable {
    case savePages
    case saveOutbox
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

extension AppFeature {
  /// Saves the account's outbox on the device when the stars' change changed it, as an effect:
  /// the newest save cancels one that has not run yet. Stars that change without changing the
  /// outbox (the server's rows taken in) write nothing.
  struct SaveOutbox: Reducer {
    typealias State = AppFeature.State
    typealias Action = AppFeature.Action

    let old: FavoritesFeature.State
    let new: FavoritesFeature.State
    @Dependency(\.outboxStore) var outboxStore

    init(from old: FavoritesFeature.State, to new: FavoritesFeature.State) {
      self.old = old
      self.new = new
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let outbox = new.outbox
      guard outbox != old.outbox else { return .none }
      let text = outbox.text
      return .run { [outboxStore] _ in
        guard !Task.isCancelled else { return }
        outboxStore.saveOutbox(text)
      }
      .cancellable(id: CancelID.saveOutbox, cancelInFlight: true)
    }
  }
}
