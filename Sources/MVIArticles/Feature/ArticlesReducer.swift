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
/// ```swift
/// let loading = ArticlesReducer.reduce(state: ArticlesState(), message: .intent(.list(.appeared)))
/// // loading.list.request == ListState.Request(load: .firstLoad, revision: 1)
/// let refreshing = ArticlesReducer.reduce(state: loading, message: .intent(.list(.refreshPulled)))
/// // revision 2; an answer carrying revision 1 is now stale and changes nothing
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
    newState.search = SearchReducer.reduce(
      state: newState.search, message: message, context: context)
    newState.detail = DetailReducer.reduce(
      state: newState.detail, message: message, context: context)
    newState.login = LoginReducer.reduce(
      state: newState.login, message: message, context: context)
    newState.favorites = FavoritesReducer.reduce(
      state: newState.favorites, message: message)
    newState.offline = OfflineReducer.reduce(state: newState.offline, message: message)
    // A sub-reducer that started a request took the context's revision. At most one does: a
    // message is one sub-state's to start (a Retry is the list's, or the search's while a query
    // is typed), and two requests of one revision would answer for each other.
    let takers = newState.requestCount(revision: context.revision)
    assert(takers <= 1, "\(takers) requests took revision \(context.revision) for \(message)")
    if takers > 0 { newState.lastRevision = context.revision }

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

    case .result(.login(.checked(true, _))), .result(.login(.loggedIn)):
      // What the login gate let through is carried out: the login sub-reducer decided whether
      // an answer is the login's (the page went).
      let carriedOut = LoginReducer.carriedOut(
        by: message, before: state.login, after: newState.login)
      if let carriedOut { newState = carryOut(carriedOut, in: newState) }

    case .result(.offline(.connectivityChanged(isOnline: true))):
      // Back online: the favorites made offline go first, in the order of their last taps, so
      // that the list's catch-up already includes them. Online at launch, those the outbox
      // brought back go out before the first load.
      newState = sendPendingFavorites(in: newState)
      if !state.offline.isOnline { newState = catchUp(in: newState) }

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
  /// on top at once, and starts its first load (``ListReducer/firstLoad(of:context:)``).
  private static func startAgain(after state: ArticlesState) -> ArticlesState {
    var fresh = ArticlesState()
    fresh.offline = state.offline
    fresh.lastRevision = state.lastRevision
    fresh.restarts = state.restarts + 1
    fresh.hasLaunched = state.hasLaunched
    let context = ReducerContext(fresh)
    fresh.list = ListReducer.firstLoad(of: ListState(after: state.list), context: context)
    if fresh.list.request != nil { fresh.lastRevision = context.revision }
    return fresh
  }

  /// Carries out an intent that needed a logged-in user, against the state of now.
  static func carryOut(_ continuation: LoginState.Continuation, in state: ArticlesState)
    -> ArticlesState
  {
    var newState = state
    switch continuation {
    case .favorite(let id, let isFavorite):
      // Online the star's request takes the next revision; offline the star is only queued.
      let isOnline = state.offline.isOnline
      let revision = isOnline ? newState.takeRevision() : state.lastRevision
      newState.favorites = FavoritesReducer.setFavorite(
        isFavorite, of: id, shown: state.isFavorite(id) ?? isFavorite, in: state.favorites,
        isOnline: isOnline, revision: revision)
      // The next tap on a star hides the last favorite's error, in this window.
      newState.dismissedFailure = newState.favorites.failureNumber
    case .openArticle(let id):
      // The link shows the list with the detail of `id` on top. A detail already open is
      // replaced (the store cancels its request); the article already on top stays as it is.
      if state.detail?.id != id { newState.detail = DetailState(id: id) }
    }
    return newState
  }

  /// Sends the favorites made offline, one request each, in the order of their last taps.
  private static func sendPendingFavorites(in state: ArticlesState) -> ArticlesState {
    var newState = state
    newState.favorites.pendingSync = []
    for id in state.favorites.pendingSync where state.favorites.stars[id]?.isPendingSync == true {
      let revision = newState.takeRevision()
      newState.favorites = FavoritesReducer.sendPending(
        id, in: newState.favorites, revision: revision)
    }
    return newState
  }

  /// Back online, the list catches up with what the field says: it searches a query, and
  /// refreshes the full list otherwise.
  ///
  /// Going offline stopped nothing, so a first load, refresh or search still in flight is the
  /// catch-up already, and a wait still running searches by itself once it elapses. A next page
  /// in flight is replaced by the refresh, as a pull would.
  private static func catchUp(in state: ArticlesState) -> ArticlesState {
    guard state.list.hasAppeared else { return state }
    var newState = state
    if state.search.isActive {
      guard state.search.request == nil, !state.search.isDebouncing else { return state }
      newState.search = SearchReducer.start(
        state.search.text, in: state.search, revision: newState.takeRevision())
    } else {
      switch state.list.load {
      case .firstLoad, .refresh:
        return state
      case .nextPage, nil:
        let load: ListState.Load = state.list.articles.isEmpty ? .firstLoad : .refresh
        newState.list = ListReducer.start(
          load, in: state.list, revision: newState.takeRevision())
      }
    }
    return newState
  }
}

extension ArticlesState {
  /// Takes the next revision, for a request a rule of the root reducer starts: the one way
  /// those rules hand one out. (A sub-reducer is handed the next one in its context, and the
  /// root reducer takes it when the sub-reducer started a request with it.)
  fileprivate mutating func takeRevision() -> Int {
    lastRevision += 1
    return lastRevision
  }

  /// How many requests in flight of the list, the search, the detail and the login carry
  /// `revision`.
  fileprivate func requestCount(revision: Int) -> Int {
    [list.request?.revision, search.request?.revision, detail?.request, login?.request]
      .count { $0 == revision }
  }
}
