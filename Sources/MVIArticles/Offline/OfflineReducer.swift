/// The connection's sub-reducer. What coming back online starts — the favorites made offline,
/// the list's catch-up — crosses sub-states and lives in ``ArticlesReducer``.
enum OfflineReducer {
  static func reduce(state: OfflineState, message: ArticlesMessage) -> OfflineState {
    var newState = state
    switch message {
    case .result(.offline(.connectivityChanged(let isOnline))):
      newState.isOnline = isOnline
    default:
      break
    }
    return newState
  }
}
