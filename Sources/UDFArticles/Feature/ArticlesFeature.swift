import ArticleDomain

/// The Articles feature's logic: one reducer over ``ArticlesState`` and ``ArticlesAction``.
///
/// The root reducer applies the revision guard, then hands each action to the reducer of its
/// screen or concern (`ListReducer.swift`, `SearchReducer.swift`, `DetailReducer.swift`,
/// `FavoritesReducer.swift`, `DeepLinkReducer.swift`, `LoginReducer.swift`,
/// `OfflineReducer.swift`, `LaunchReducer.swift`, `SessionReducer.swift`). Every rule of the feature is a line in one
/// of them, and every one is tested by calling ``reduce(_:_:)`` with a state and an action.
///
/// ```swift
/// var state = ArticlesState()
/// ArticlesFeature.reduce(&state, .list(.appeared))
/// // [.loadPage(after: nil, revision: 1)]
/// ArticlesFeature.reduce(&state, .list(.refreshPulled))
/// // [.cancel(.page), .loadPage(after: nil, revision: 2)]
/// ArticlesFeature.reduce(&state, .list(.pageAnswered(after: nil, .success(page), revision: 1)))
/// // [] — stale: the refresh superseded revision 1; the state is unchanged
/// ```
public enum ArticlesFeature {
  /// The feature's reducer, for a store.
  public static let reducer = ArticlesReducer(reduce)

  /// Applies `action` to `state` and returns the effects to run.
  public static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction)
    -> [ArticlesEffect]
  {
    // Rule: revision guard. An answer for a request that is no longer the current one is
    // dropped here, before any screen's reducer sees it: no state change, no effect.
    if state.isStale(action) { return [] }
    let shown = state.shownPages
    let saved = state.savedPages
    let effects: [ArticlesEffect] =
      switch action {
      case .launch(let action): reduce(&state, action)
      case .list(let action): reduce(&state, action)
      case .search(let action): reduce(&state, action)
      case .detail(let action): reduce(&state, action)
      case .favorites(let action): reduce(&state, action)
      case .deepLink(let action): reduce(&state, action)
      case .login(let action): reduce(&state, action)
      case .offline(let action): reduce(&state, action)
      case .session(let action): reduce(&state, action)
      }
    // Rule: a screen view is a change of the pages the state shows, whichever action made it.
    let views = state.shownPages?.screenViews(since: shown) ?? []
    var all = effects + views.map(ArticlesEffect.record)
    // Rule: the stack is saved for the next launch at launch and whenever it changes.
    if let pages = state.savedPages, pages != saved { all.append(.savePages(pages)) }
    return all
  }
}

/// The reducer of the Articles feature, the type a composition root takes.
public typealias ArticlesReducer = Reducer<ArticlesState, ArticlesAction, ArticlesEffect>

extension ArticlesState {
  /// Whether `action` answers a request that is no longer current: its revision is not the one
  /// the state waits for. User actions are never stale.
  ///
  /// This is the revision guard, in one place. The reducer drops stale answers; the app's trace
  /// marks them.
  public func isStale(_ action: ArticlesAction) -> Bool {
    guard let revision = action.revision else { return false }
    return revision != currentRevision(for: action)
  }

  /// The revision an answer must carry to be current: that of the newest request of its kind,
  /// or `nil` when the action is not an answer or nothing could take it (no detail page, no
  /// login page).
  public func currentRevision(for action: ArticlesAction) -> Int? {
    switch action {
    case .list(.pageAnswered): list.revision
    case .search(.answered): search.revision
    case .detail(.answered): detail?.revision
    case .login(.loggedIn), .login(.failed): login?.revision
    case .launch, .list, .search, .detail, .favorites, .deepLink, .login, .offline, .session:
      nil
    }
  }
}
