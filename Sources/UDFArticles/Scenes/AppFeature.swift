import ArticleDomain

/// The root reducer of an app with windows: it hands each window's action to the feature's
/// reducer, on that window's pages and the account's facts.
///
/// Rule: one store, one value, whatever the windows. An action says its window
/// (``AppAction/scene(_:_:)``); the feature's reducer meets ``ArticlesState``, the window's
/// pages beside the account, and what it changes of the account every window shows from the
/// same action on. Effects are tagged with the window that asked, so its runner runs them and
/// its screens hear the answers.
///
/// ```swift
/// var state = AppState()
/// AppFeature.reduce(&state, .sceneConnected(SceneID(2)))
/// AppFeature.reduce(&state, .scene(SceneID(2), .favorites(.starTapped("a2"))))
/// // state.scene(.first)?.isFavorite("a2") is what scene 2's tap made it
/// ```
public enum AppFeature {
  /// The app's reducer, for its store.
  public static let reducer = AppReducer(reduce)

  /// How many steps the app's history keeps rows for: the feature's bound over every window.
  public static let historyRows = History<AppState, AppAction, AppEffect>.Rows(
    carried: { action in
      switch action {
      case .scene(_, let action), .account(let action): action.carriedRows
      case .sceneConnected, .sceneClosed: 0
      }
    },
    allowed: { state in
      max(1_000, state.scenes.values.reduce(0) { $0 + $1.list.articles.count })
    })

  /// Applies `action` to `state` and returns the effects to run, each with its window.
  public static func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
    let favorites = state.account.favorites
    var effects = reduceWindows(&state, action)
    // Rule: the outbox is the account's, saved whenever it changes, whichever window or answer
    // changed it, so that a relaunch loses none of the user's writes. Read only when the stars
    // changed: most actions leave them as they were.
    if state.account.favorites != favorites {
      let outbox = state.account.favorites.outbox
      if outbox != favorites.outbox {
        // Run by the account's runner; tagged with the window that acted, if one did.
        let scene = if case .scene(let id, _) = action { id } else { SceneID.first }
        effects.append(AppEffect(scene: scene, effect: .saveOutbox(outbox)))
      }
    }
    return effects
  }

  private static func reduceWindows(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
    switch action {
    case .scene(let id, let action):
      // A closed window's answers find no pages: its requests were cancelled with it.
      guard state.scenes[id] != nil else { return [] }
      // Moved out of the state, not copied, so that the reducer changes each part in place.
      var scene = ArticlesState(
        pages: state.scenes.removeValue(forKey: id) ?? ScenePages(), account: take(&state.account))
      let effects = ArticlesFeature.reduce(&scene, action)
      state.account = scene.account
      state.scenes[id] = scene.pages
      return effects.map { AppEffect(scene: id, effect: $0) }

    case .account(let action):
      // The account's answers (a favorite saved) change the account's facts only, so they are
      // reduced on no window's pages, and every window shows what they changed.
      var account = ArticlesState(pages: ScenePages(), account: take(&state.account))
      _ = ArticlesFeature.reduce(&account, action)
      state.account = account.account
      return []

    case .sceneConnected(let id):
      // A new window was not there to see a star go back: it starts without the message.
      state.scenes[id] = ScenePages(dismissedFailure: state.account.favorites.failureNumber)
      return []

    case .sceneClosed(let id):
      state.scenes[id] = nil
      return []
    }
  }

  /// The account's facts, moved out of `account` so that the feature's reducer changes them in
  /// place instead of copying them.
  private static func take(_ account: inout AccountState) -> AccountState {
    let taken = account
    account = AccountState(isLoggedIn: account.isLoggedIn)
    return taken
  }
}

/// The reducer of an app with windows, the type its composition root takes.
public typealias AppReducer = Reducer<AppState, AppAction, AppEffect>
