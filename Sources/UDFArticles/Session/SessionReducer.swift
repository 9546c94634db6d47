/// The session's rule: what belonged to the account goes with it, and the feature starts again
/// as a logged-out launch would.
extension ArticlesFeature {
  /// Applies one session action.
  static func reduce(_ state: inout ArticlesState, _ action: SessionAction) -> [ArticlesEffect] {
    switch action {
    case .loggedOut:
      // Rule: a new state, not a state with the stars taken off: every row, the detail, the
      // query and the unsent changes came with the account, and a field reset by hand is the
      // field forgotten. What is not the account's carries over: the device's connection, and
      // the revision counter, so that a late answer to a request of the old session can never
      // carry the revision of one of the new.
      var fresh = ArticlesState(isLoggedIn: false)
      fresh.hasLaunched = true
      fresh.offline = state.offline
      fresh.lastRevision = state.lastRevision
      fresh.restarts = state.restarts + 1
      state = fresh
      // The account's requests end, its saved rows go, and the new list, on top at once, loads
      // as it does when it first appears.
      return [.cancelRequests, .clearCachedArticles] + reduce(&state, ListAction.appeared)
    }
  }
}
