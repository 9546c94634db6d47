import ArticleDomain

/// What the reducers know of the state the intent met: read by the root reducer before it
/// hands the state on.
///
/// A sub-reducer reduces its own sub-state only. The few facts of other sub-states a rule
/// needs — the list asks nothing offline, a pull is the search's while a query is typed — come
/// in this value, read from the state *before* the intent, so that no sub-reducer sees another
/// one's half-done work. The root reducer's own rules read the requests in flight here too:
/// it takes its state `consuming` and keeps no copy of it, so these few values are all it
/// still knows of the state it was given.
struct ReducerContext {
  /// Whether the device can reach the server.
  var isOnline: Bool
  /// Whether a query is typed in the search field.
  var isSearchActive: Bool
  /// The revision a request started by this intent takes: the feature's next one.
  var revision: Int
  /// The revision of the list request in flight, if any.
  var listRevision: Int?
  /// The search request in flight, if any, and the text the field held.
  var searchRequest: SearchState.Request?
  var searchText: String
  /// The article of the detail on top, if any, and the revision of its request in flight.
  var detailID: Article.ID?
  var detailRevision: Int?
  /// The login page, if presented: its request in flight and what waits for it.
  var login: LoginState?

  init(_ state: borrowing ArticlesState) {
    isOnline = state.offline.isOnline
    isSearchActive = state.search.isActive
    revision = state.lastRevision + 1
    listRevision = state.list.request?.revision
    searchRequest = state.search.request
    searchText = state.search.text
    detailID = state.detail?.id
    detailRevision = state.detail?.request
    login = state.login
  }
}

/// `value`, moved out of where it is kept, which is left `empty`.
///
/// The reducers hand a part of the state on this way rather than copying it: the one who
/// receives it holds the only reference to its storage, so its writes (a page appended to the
/// rows) happen in place, where a copy would make them copy every row first.
///
/// - Complexity: O(1); `empty` must allocate nothing (an empty array or dictionary does not).
func take<Value>(_ value: inout Value, leaving empty: Value) -> Value {
  var taken = empty
  swap(&taken, &value)
  return taken
}
