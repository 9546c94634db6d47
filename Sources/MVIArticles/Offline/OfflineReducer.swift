/// The connection's sub-reducer. What coming back online starts — the favorites made offline,
/// the list's catch-up — crosses sub-states and lives in ``ArticlesReducer``.
enum OfflineReducer {
  static func reduce(state: OfflineState, intent: ArticlesIntent) -> OfflineState {
    var newState = state
    switch intent {
    case .offline(.connectivityChanged(let isOnline)):
      newState.isOnline = isOnline
    default:
      break
    }
    return newState
  }
}
