/// What a sub-reducer or a rule may know of the other sub-states: read from the state the
/// message met, before any sub-state changes.
///
/// A sub-reducer reduces its own sub-state only, and a rule reads its own sub-state only. The
/// few facts of other sub-states a rule needs — the list asks nothing offline, a pull is the
/// search's while a query is typed — come in this value, read from the state *before* the
/// message, so that no sub-reducer sees another one's half-done work. Whether an answer counts
/// is no fact of the context: each sub-reducer decides it, and records what it took.
struct ReducerContext {
  /// Whether the device can reach the server.
  var isOnline: Bool
  /// Whether a query is typed in the search field.
  var isSearchActive: Bool

  init(_ state: ArticlesState) {
    isOnline = state.offline.isOnline
    isSearchActive = state.search.isActive
  }
}
