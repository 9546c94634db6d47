import ArticleDomain

/// The root reducer of an app with windows: it hands each window's action to the feature's
/// reducer, on that window's pages and the account's facts.
///
/// Rule: one store, one value, whatever the windows. An action says its window
/// (``AppAction/scene(_:_:)``); the feature's reducer meets ``ArticlesState``, the window's
/// pages beside the account, and what it changes of the account every window shows from the
/// same action on. Each effect says who runs it (``AppEffect/Runner``): the window that asked,
/// so its screens hear the answers and its closing stops them, or the account, for the work
/// no window's closing may cancel.
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
        effects.append(AppEffect(.saveOutbox(outbox), runBy: .account))
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
      return effects.flatMap { appEffects($0, askedBy: id) }

    case .account(let action):
      // The account's runner answers for the account's own work: a favorite saved, which no
      // window waits for (the one that asked may have closed). The answer changes the
      // account's stars only, and every window shows what it changed.
      guard case .favorites(.answered(let id, let result, let revision)) = action else {
        return []
      }
      ArticlesFeature.apply(result, of: id, revision: revision, to: &state.account.favorites)
      return []

    case .sceneConnected(let id):
      // A new window was not there to see a star go back: it starts without the message.
      state.scenes[id] = ScenePages(dismissedFailure: state.account.favorites.failureNumber)
      return []

    case .sceneClosed(let id):
      state.scenes[id] = nil
      // Its requests, timers and listeners stop; the account's work goes on.
      return [AppEffect(.cancelEverything, runBy: .scene(id))]
    }
  }

  /// Who runs `effect`, which window `id` asked for. A favorite's save and the outbox are the
  /// account's, which no window's closing cancels; a logout's cancellation reaches both; the
  /// rest is the window's. Every case is named, so that a new effect is a decision the
  /// compiler asks for, not a window's by default.
  private static func appEffects(_ effect: ArticlesEffect, askedBy id: SceneID) -> [AppEffect] {
    switch effect {
    case .setFavorite, .saveOutbox:
      [AppEffect(effect, runBy: .account)]
    case .cancelRequests:
      [AppEffect(effect, runBy: .scene(id)), AppEffect(effect, runBy: .account)]
    case .loadPage, .debounceSearch, .search, .loadDetail, .observeConnectivity, .observeSession,
      .loadCachedArticles, .saveArticles, .clearCachedArticles, .loadSavedPages, .savePages,
      .loadOutbox, .log, .logIn, .cancel, .cancelEverything, .record:
      [AppEffect(effect, runBy: .scene(id))]
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
