import ArticleDomain

/// What the reducers know of the state the message met: read by the root reducer before it
/// hands the state on.
///
/// A sub-reducer reduces its own sub-state only. The few facts of other sub-states a rule
/// needs — the list asks nothing offline, a pull is the search's while a query is typed — come
/// in this value, read from the state *before* the message, so that no sub-reducer sees another
/// one's half-done work. The root reducer's own rules read here the little they need of the
/// state the message met — the login page's continuation, the detail on top, the connection.
/// Whether an answer counts is no fact of the context: each sub-reducer decides it, and
/// records what it took.
struct ReducerContext {
  /// Whether the device can reach the server.
  var isOnline: Bool
  /// Whether a query is typed in the search field.
  var isSearchActive: Bool
  /// The revision a request started by this message takes: the feature's next one.
  var revision: Int
  /// The article of the detail on top, if any.
  var detailID: Article.ID?
  /// The login page, if presented: what waits for it.
  var login: LoginState?

  init(_ state: ArticlesState) {
    isOnline = state.offline.isOnline
    isSearchActive = state.search.isActive
    revision = state.lastRevision + 1
    detailID = state.detail?.id
    login = state.login
  }
}
