/// What a sub-reducer may know of the other sub-states: read by the root reducer from the state
/// the message met, before it hands each sub-state on.
///
/// A sub-reducer reduces its own sub-state only. The few facts of other sub-states a rule
/// needs — the list asks nothing offline, a pull is the search's while a query is typed — come
/// in this value, read from the state *before* the message, so that no sub-reducer sees another
/// one's half-done work. Whether an answer counts is no fact of the context: each sub-reducer
/// decides it, and records what it took.
struct ReducerContext {
  /// Whether the device can reach the server.
  var isOnline: Bool
  /// Whether a query is typed in the search field.
  var isSearchActive: Bool
  /// The revision a request started by this message takes: the feature's next one.
  var revision: Int

  init(_ state: ArticlesState) {
    isOnline = state.offline.isOnline
    isSearchActive = state.search.isActive
    revision = state.lastRevision + 1
  }
}
