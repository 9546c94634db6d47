import ArticleDomain

/// The root reducer of the Articles feature: `reduce(state:message:) -> ArticlesState`.
///
/// MVI's third rule: the reducer is a pure function. The same state and message — a user's
/// intent or a side effect's result — always give the same new state; the reducer reads no
/// clock, no session and no server, and starts nothing. It starts with
/// `var newState = state`, hands each sub-state to its sub-reducer, applies the rules that
/// cross sub-states, and returns the new value. A caller that keeps the state it passed keeps
/// it as it was, so the history can replay `(message, fromState, toState)`.
///
/// It applies; it does not decide what starts. Whether an intent starts a request is a rule the
/// executor asks (``ListReducer/load(for:in:context:)`` and its siblings); the executor takes a
/// revision and reports the request it started, and this reducer applies that message, as
/// MVIKotlin's reducer applies its executor's `Msg`.
///
/// ```swift
/// let loading = ArticlesReducer.reduce(
///   state: ArticlesState(), message: .result(.list(.started(.firstLoad, revision: 1))))
/// // loading.list.request == ListState.Request(load: .firstLoad, revision: 1)
/// let refreshing = ArticlesReducer.reduce(
///   state: loading, message: .result(.list(.started(.refresh, revision: 2))))
/// // an answer carrying revision 1 is now stale and changes nothing
/// ```
///
/// - Complexity: O(1) plus what the message changes: O(m log n) for a page of m rows appended,
///   whoever holds the state before (the rows are shared, ``LoadedArticles``).
enum ArticlesReducer {
  static func reduce(state: ArticlesState, message: ArticlesMessage) -> ArticlesState {
    if case .result(.loggedOut) = message { return startAgain(after: state) }
    let context = ReducerContext(state)
    var newState = state
    newState.list = ListReducer.reduce(
      state: newState.list, message: message, context: context)
    newState.search = SearchReducer.reduce(state: newState.search, message: message)
    newState.detail = DetailReducer.reduce(state: newState.detail, message: message)
    newState.login = LoginReducer.reduce(state: newState.login, message: message)
    newState.favorites = FavoritesReducer.reduce(
      state: newState.favorites, message: message)
    newState.offline = OfflineReducer.reduce(state: newState.offline, message: message)
    // The store hands out revisions; the state keeps the last one it handed out, so that time
    // travel and a logout keep counting from there.
    if let revision = message.startedRevision {
      newState.lastRevision = max(newState.lastRevision, revision)
    }

    // The rules that cross sub-states, as the root reducer of the MVI write-ups holds them.
    // Whether an answer counts is its sub-reducer's decision alone: a rule that follows an
    // answer reads what the sub-reducer took (`answered`, the results' revision), and never
    // compares revisions itself.
    switch message {
    case .intent(.launched):
      newState.hasLaunched = true

    case .result(.list(.pageLoaded(_, .success(let page), let revision)))
    where newState.list.answered == revision:
      // One source of truth: the server's rows confirm the stars kept for them.
      newState.favorites = FavoritesReducer.absorb(page.articles, into: newState.favorites)

    case .result(.search(.answered(_, .success(let page), let revision)))
    where newState.search.results?.revision == revision:
      newState.favorites = FavoritesReducer.absorb(page.articles, into: newState.favorites)

    case .result(.detail(.loaded(.success(let detail), let revision)))
    where newState.detail?.answered == revision:
      // The detail's star joins the one source of truth, so the row beneath shows it too.
      newState.favorites = FavoritesReducer.absorb(
        detail.isFavorite, of: detail.id, into: newState.favorites)

    case .result(.outboxRestored(let outbox)):
      newState.favorites = FavoritesReducer.restore(outbox, into: newState.favorites)

    case .result(.linkRejected(let rejection)):
      // A bad link changes no page: the page on top says so in its banner.
      newState.linkRejection = rejection

    case .result(.login(.carriedOut(let continuation))):
      // What the login gate let through, as the executor decided it
      // (``LoginReducer/carriedOut(by:in:)``), is carried out against the state of now.
      newState = carryOut(continuation, in: newState)

    case .result(.offline(.connectivityChanged(isOnline: true))):
      // Back online, the executor sends the favorites made offline and catches the list up;
      // what no longer waits leaves the queue here.
      newState.favorites = FavoritesReducer.dropSettled(from: newState.favorites)

    default:
      break
    }

    // When the pushed page changes, what belonged to the page on top goes: a rejected link's
    // banner and, in this window, a failed favorite's message do not follow the user.
    if newState.detail?.id != state.detail?.id {
      newState.linkRejection = nil
      newState.dismissedFailure = newState.favorites.failureNumber
    }
    return newState
  }

  /// Logged out: a new state, not the old one with its stars taken off — every row, the detail,
  /// the query and the unsent changes came with the account. What is not the account's carries
  /// over: the device's connection, and the revision counter, so that a late answer to a
  /// request of the old session never carries the revision of one of the new. The new list is
  /// on top at once, as it first appears (``ListReducer/appear(_:isOnline:)``); the executor
  /// starts its first load.
  private static func startAgain(after state: ArticlesState) -> ArticlesState {
    var fresh = ArticlesState()
    fresh.offline = state.offline
    fresh.lastRevision = state.lastRevision
    fresh.restarts = state.restarts + 1
    fresh.hasLaunched = state.hasLaunched
    fresh.list = ListReducer.appear(
      ListState(after: state.list), isOnline: state.offline.isOnline)
    return fresh
  }

  /// Carries out an intent that needed a logged-in user, against the state of now.
  static func carryOut(_ continuation: LoginState.Continuation, in state: ArticlesState)
    -> ArticlesState
  {
    var newState = state
    switch continuation {
    case .favorite(let id, let isFavorite):
      // The star flips at once. Online the executor sends it (its write's start is a message
      // of its own); offline the star is only queued.
      newState.favorites = FavoritesReducer.setFavorite(
        isFavorite, of: id, shown: state.isFavorite(id) ?? isFavorite, in: state.favorites,
        isOnline: state.offline.isOnline)
      // The next tap on a star hides the last favorite's error, in this window.
      newState.dismissedFailure = newState.favorites.failureNumber
    case .openArticle(let id):
      // The link shows the list with the detail of `id` on top. A detail already open is
      // replaced (the store cancels its request); the article already on top stays as it is.
      if state.detail?.id != id { newState.detail = DetailState(id: id) }
    }
    return newState
  }

  /// What the list catches up with as the device comes back online: it searches a query, and
  /// refreshes the full list otherwise. The rule the executor asks as the device comes back,
  /// with the state the message met: the one from before, offline.
  ///
  /// Going offline stopped nothing, so a first load, refresh or search still in flight is the
  /// catch-up already, and a wait still running searches by itself once it elapses. A next page
  /// in flight is replaced by the refresh, as a pull would.
  static func catchUp(in state: ArticlesState) -> CatchUp? {
    guard state.list.hasAppeared else { return nil }
    if state.search.isActive {
      guard state.search.request == nil, !state.search.isDebouncing else { return nil }
      return .search(state.search.text)
    }
    switch state.list.load {
    case .firstLoad, .refresh:
      return nil
    case .nextPage, nil:
      return .list(state.list.articles.isEmpty ? .firstLoad : .refresh)
    }
  }

  /// The request that catches the list up as the device comes back online.
  enum CatchUp: Hashable {
    /// The full list's: a first load or a refresh.
    case list(ListState.Load)
    /// The search's, for the query typed.
    case search(String)
  }
}

extension ArticlesMessage {
  /// The revision of the request this message reports started, if it is such a message.
  var startedRevision: Int? {
    switch self {
    case .result(.list(.started(_, let revision))),
      .result(.search(.started(_, let revision))),
      .result(.detail(.started(_, let revision))),
      .result(.login(.started(let revision))),
      .result(.favorites(.writeStarted(_, _, let revision))):
      revision
    default:
      nil
    }
  }
}
