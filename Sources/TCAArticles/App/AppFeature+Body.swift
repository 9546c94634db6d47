public import ArticleDomain
public import ComposableRuntime

/// The app's actions and rules, the same for both apps: the UIKit chapter's and the SwiftUI
/// chapter's `AppFeature` differ only in how their state is observed (`App/AppFeature.swift`
/// in each), and this file is linked into the SwiftUI chapter, as the leaf features' rules are.
extension AppFeature {
  public enum Action: Equatable, Sendable {
    /// The first window is connecting, with what the last run left on the device: the unsent
    /// changes and the pages, which the scene's delegate reads as UIKit hands a connecting
    /// scene its restoration. Restored before any link opens.
    case sceneWillConnect(savedOutbox: String?, savedPages: String?)
    /// The app launched: listen to the connection and the session, once for every window, and
    /// launch the first window's pages.
    case launched
    /// The connection's status changed: the device's, written in ``State/isOnline``.
    case connectivityChanged(isOnline: Bool)
    /// The session ended: the user logged out on the account screen, or the server ended it.
    case loggedOut
    /// Another window opened, with new pages, which launch as it shows.
    case sceneConnected(SceneID)
    /// A window closed: its pages go, and its work with them.
    case sceneClosed(SceneID)
    /// An action of the pages of a window, by the window's id.
    case scenes(IdentifiedActionOf<ArticlesFeature>)
    /// An answer to the account's own work: a favorite's save.
    case favorites(FavoritesFeature.Action)
  }

  /// The ids of the app's own effects: its listeners.
  public enum CancelID: Hashable, Sendable {
    case connectivity, session
  }

  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.favorites, action: .favorites) { FavoritesFeature() }
      Reduce { state, action in
        switch action {
        case .sceneWillConnect(let savedOutbox, let savedPages):
          // The changes the last run left unsent, then the first window's pages: the stars
          // must hold the restored changes before the pages meet them.
          return .concatenate(
            .send(.favorites(.outboxRead(savedOutbox))),
            .send(.scene(id: .first, action: .savedPagesRead(savedPages))))

        case .launched:
          // The status now, read as a reducer reads the date; its changes, heard by an effect.
          let isOnline = connectivity.isOnline
          state.$isOnline.withLock { $0 = isOnline }
          return .merge(
            // Online at launch, the changes the outbox brought back go out before the first
            // window's pages launch and load.
            .concatenate(
              isOnline ? .send(.favorites(.connectionRestored)) : .none,
              .send(.scene(id: .first, action: .launched))),
            .run { [connectivity] send in
              let changes = connectivity.changes()
              // A change between the read above and this subscription is told first.
              if connectivity.isOnline != isOnline {
                await send(.connectivityChanged(isOnline: !isOnline))
              }
              for await isOnline in changes {
                await send(.connectivityChanged(isOnline: isOnline))
              }
            }
            .cancellable(id: CancelID.connectivity, cancelInFlight: true),
            .run { [session] send in
              for await _ in session.logouts() { await send(.loggedOut) }
            }
            .cancellable(id: CancelID.session, cancelInFlight: true))

        case .connectivityChanged(let isOnline):
          guard isOnline != state.isOnline else { return .none }
          // Every reader sees the new status in this step: each window's banner, and the
          // search, the list and the stars when they next decide whether to ask.
          state.$isOnline.withLock { $0 = isOnline }
          guard isOnline else { return .none }
          // Back online, the pending favorites go first, then each window's list catches up
          // (whether to ask again is the list's to decide, from what it has in flight), in the
          // order the windows opened: the account's requests come before any list's.
          return .inTurn(
            [.favorites(.connectionRestored)] + state.eachWindow(.list(.connectionRestored)))

        case .loggedOut:
          // The stars and the unsent changes were the account's: their owner forgets them and
          // cancels their requests; then each window starts again.
          return .inTurn([.favorites(.accountEnded)] + state.eachWindow(.loggedOut))

        case .scenes(.element(_, .delegate(let delegate))):
          // A window's choice of a star, let through its login gate, is sent on as the stars'
          // own action, as TCA sends a sibling's logic an action rather than calling its
          // reducer; what it starts answers the app, not the window, so a save outlives the
          // window its star was tapped in.
          return .send(.favorites(FavoritesFeature.Action(delegate)))
        case .sceneConnected(let id):
          // A new window was not there to see a star go back: it starts without the message.
          state.scenes.append(
            state.newPages(id, dismissedFailure: state.favorites.lastFailure.number))
          return .send(.scene(id: id, action: .launched))
        case .sceneClosed(let id):
          // forEach cancels the work of the pages removed.
          state.scenes.remove(id: id)
          return .none
        case .scenes, .favorites:
          return .none
        }
      }
      .forEach(\.scenes, action: .scenes) { ArticlesFeature() }
    }
    .onChange(of: \.savedPages) { _, pages in
      Reduce { _, _ in save(pages) }
    }
  }
}

/// The cases of the app's action as ``ActionCase`` values, written by hand where TCA's
/// `@CasePathable` would generate them.
extension ActionCase where Parent == AppFeature.Action, Child == FavoritesFeature.Action {
  static var favorites: Self {
    Self(
      embed: { .favorites($0) },
      extract: { if case .favorites(let action) = $0 { action } else { nil } })
  }
}

extension AppFeature.State {
  /// `action` for the pages of every window open, in the order the windows opened.
  fileprivate func eachWindow(_ action: ArticlesFeature.Action) -> [AppFeature.Action] {
    scenes.map { .scene(id: $0.id, action: action) }
  }
}

extension Effect<AppFeature.Action> {
  /// Sends `actions` one after the other, each reduced with everything it causes at once
  /// before the next is sent, as a `send` awaited in a `.run` is: the first window's list starts
  /// its catch-up (a search, after the window told the list and the list its search) before
  /// the second window hears of anything. `.concatenate` of `.send`s would not do: the actions
  /// it sends are reduced in their order, but what each causes waits behind all of them, so the
  /// second window's list would ask before the first's search.
  fileprivate static func inTurn(_ actions: [AppFeature.Action]) -> Self {
    .run { send in
      for action in actions { await send(action) }
    }
  }
}

extension FavoritesFeature.Action {
  /// What a window's delegate action asks of the account's stars.
  init(_ delegate: ArticlesFeature.Action.Delegate) {
    switch delegate {
    case .favoriteChosen(let isFavorite, let id, let shown):
      self = .favoriteChosen(isFavorite, of: id, shown: shown)
    }
  }
}

extension ActionCase
where Parent == AppFeature.Action, Child == IdentifiedActionOf<ArticlesFeature> {
  static var scenes: Self {
    Self(
      embed: { .scenes($0) }, extract: { if case .scenes(let action) = $0 { action } else { nil } })
  }
}

extension AppFeature.Action {
  /// `action` for the pages of window `id`: `.scenes(.element(id: id, action: action))`.
  public static func scene(id: SceneID, action: ArticlesFeature.Action) -> Self {
    .scenes(.element(id: id, action: action))
  }
}

extension ActionCase where Parent == AppFeature.Action, Child == ArticlesFeature.Action {
  /// The actions of window `id`, for the store its screens hold.
  public static func scene(_ id: SceneID) -> Self {
    ActionCase<AppFeature.Action, IdentifiedActionOf<ArticlesFeature>>.scenes.element(id)
  }
}
