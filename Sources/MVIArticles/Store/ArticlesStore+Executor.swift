import ArticleDomain

/// The store's executor, in MVIKotlin's shape: the executor decides, the reducer applies.
///
/// Each message of a window is reduced as it comes, so that the history keeps it. Then
/// `decisions(after:in:)` decides what it starts: it asks the rule of the sub-state
/// concerned — ``ListReducer/load(for:in:context:)``, ``SearchReducer/query(after:in:context:)``,
/// ``DetailReducer/loads(after:in:)``, ``LoginReducer/logsIn(_:)``,
/// ``LoginReducer/carriedOut(by:in:)``, ``FavoritesReducer/pendingWrites(in:)``,
/// ``ArticlesReducer/catchUp(in:)`` — pure functions of the state the message met. For each
/// request a rule allows, the store takes the next revision (the store hands them out, not the
/// reducer) and applies a message that says so, such as `.list(.started(.refresh, revision: 7))`,
/// which the reducer applies as MVIKotlin's reducer applies a `Msg`. The pages render once, the
/// state the message and its decisions leave; then each request starts, with its load, query or
/// revision as parameters (`startWork(of:in:before:now:)`).
///
/// `execute(_:in:before:now:)`, one `switch` over the intents, and `follow(_:in:before:now:)`,
/// one over the results, start the rest: the work that is no request — a wait, a cancel, the
/// device's cache. What the executor learns from the world — what a link or the device's saved
/// text says, whether a user is logged in, what the device keeps — it reports as a result
/// (`linkRejected`, `login(.checked)`, `outboxRestored`), reduced next. Each such text is parsed
/// once, there.
extension ArticlesStore {
  /// Handles `message`: reduces it and starts what it asks for, then saves the account's
  /// outbox if the message changed it.
  func execute(_ message: AppMessage) {
    // The stars before, to save the outbox only when the message changed it.
    let favorites = state.account.favorites
    switch message {
    case .intent(.scene(let id, let intent)) where state.scenes[id] != nil:
      execute(.intent(intent), in: id)
    case .result(.scene(let id, let result)) where state.scenes[id] != nil:
      execute(.result(result), in: id)
    case .intent(.sceneClosed(let id)):
      // The window's work ends with it; the account's favorites go on saving.
      cancelWork(in: id)
      reduce(message)
    case .intent(.scene), .result(.scene), .result(.account), .intent(.sceneConnected):
      // A closed window's late answer, a favorite write's answer and a new window start
      // nothing: the new window starts at its launch.
      reduce(message)
    }
    saveOutbox(since: favorites)
  }

  /// Handles window `id`'s `message`: reduces it, decides what it starts, renders, records its
  /// analytics, starts its work, and saves the window's pages.
  private func execute(_ message: ArticlesMessage, in id: SceneID) {
    let before = state.scene(id)!
    apply(.scene(id, message))
    // The executor decides; the reducer applies what it decided, before the pages render.
    let decided = Self.decisions(after: message, in: before)
    for result in decided { apply(.scene(id, .result(result))) }
    stateDidChange(state)
    guard let now = state.scene(id) else { return }
    recordScreenViews(after: message, before: before, now: now)
    switch message {
    case .intent(let intent): execute(intent, in: id, before: before, now: now)
    case .result(let result): follow(result, in: id, before: before, now: now)
    }
    for result in decided { startWork(of: result, in: id, before: before, now: now) }
    if id == .first { savePages(after: message, before: before, now: now) }
  }

  /// What the executor decides `message`, met in `before`, starts: the one place a request is
  /// decided. It asks the rule of each request the message may start and, for each request
  /// allowed, makes the message that starts it, with the revision after the last one handed
  /// out; in order, for the store to apply and then start.
  ///
  /// A pure function of its arguments, so that a test checks a decision by value:
  ///
  /// ```swift
  /// ArticlesStore.decisions(after: .intent(.list(.refreshPulled)), in: loaded)
  /// // [.list(.started(.refresh, revision: 2))]
  /// ```
  nonisolated static func decisions(after message: ArticlesMessage, in before: ArticlesState)
    -> [ArticlesResult]
  {
    let context = ReducerContext(before)
    var decided: [ArticlesResult] = []
    var lastRevision = before.lastRevision
    /// The revision of the next request: the one after the last handed out.
    func nextRevision() -> Int {
      lastRevision += 1
      return lastRevision
    }

    switch message {
    case .intent(.list(let intent)):
      // A first load, a refresh, a next page, a Retry: the list's rule says which, if any.
      if let load = ListReducer.load(for: intent, in: before.list, context: context) {
        decided.append(.list(.started(load, revision: nextRevision())))
      }
      // Retry while a query is typed is the search's.
      if let query = SearchReducer.query(after: message, in: before.search, context: context) {
        decided.append(.search(.started(query: query, revision: nextRevision())))
      }
    case .result(.search(.debounceElapsed)):
      if let query = SearchReducer.query(after: message, in: before.search, context: context) {
        decided.append(.search(.started(query: query, revision: nextRevision())))
      }
    case .intent(.detail(let intent)):
      if let detail = before.detail, DetailReducer.loads(after: intent, in: detail) {
        decided.append(.detail(.started(of: detail.id, revision: nextRevision())))
      }
    case .intent(.login(.logInTapped)):
      if LoginReducer.logsIn(before.login) {
        decided.append(.login(.started(revision: nextRevision())))
      }
    case .result(.login(let result)):
      // What the gate lets through is decided once: the reducer applies it, and its work starts
      // from it. Online a star's write goes out with it; offline the star is only queued.
      guard let continuation = LoginReducer.carriedOut(by: result, in: before.login) else {
        break
      }
      decided.append(.login(.carriedOut(continuation)))
      if case .favorite(let article, let isFavorite) = continuation, context.isOnline {
        decided.append(.favorites(.writeStarted(of: article, isFavorite, revision: nextRevision())))
      }
    case .result(.loggedOut):
      // The new list loads as a first appearance does; offline, from the cache, now empty.
      if let load = ListReducer.firstLoad(isOnline: context.isOnline) {
        decided.append(.list(.started(load, revision: nextRevision())))
      }
    case .result(.offline(.connectivityChanged(isOnline: true))):
      // Online: the favorites made offline go first, one write each, in the order of their last
      // taps, so that the list's catch-up (a refresh, or the typed query's search) already
      // includes them. They go out on a report of being online while online too: the outbox
      // restored at launch waits for the first one.
      for write in FavoritesReducer.pendingWrites(in: before.favorites) {
        decided.append(
          .favorites(.writeStarted(of: write.id, write.isFavorite, revision: nextRevision())))
      }
      // The list catches up only when it was offline: online, nothing was missed.
      guard !context.isOnline else { break }
      switch ArticlesReducer.catchUp(in: before) {
      case .list(let load)?:
        decided.append(.list(.started(load, revision: nextRevision())))
      case .search(let query)?:
        decided.append(.search(.started(query: query, revision: nextRevision())))
      case nil:
        break
      }
    default:
      break
    }
    return decided
  }

  /// Starts the work of what `decisions(after:in:)` decided for window `id`: each request
  /// with its parameters; for what the login gate let through, a star's flip recorded, or, for
  /// a link, nothing yet (the detail loads when it appears) but a detail it replaced loads no
  /// more.
  private func startWork(
    of decided: ArticlesResult, in id: SceneID, before: ArticlesState, now: ArticlesState
  ) {
    switch decided {
    case .list(.started(let load, let revision)):
      startPageRequest(load, revision: revision, in: id)
    case .search(.started(let query, let revision)):
      startSearchRequest(for: query, revision: revision, in: id)
    case .detail(.started(let article, let revision)):
      startDetailRequest(of: article, revision: revision, in: id)
    case .login(.started(let revision)):
      startLoginRequest(revision: revision, in: id)
    case .login(.carriedOut(.favorite(let article, _))):
      recordFavorite(of: article, before: before, now: now)
    case .login(.carriedOut(.openArticle)):
      stopDetailRequest(in: id)
    case .favorites(.writeStarted(let article, let isFavorite, let revision)):
      startFavoriteWrite(isFavorite, of: article, revision: revision, in: id)
    default:
      break
    }
  }

  /// Starts window `id`'s side effects for `intent`, now reduced to `now`, that are no request:
  /// the requests it starts were decided in `decisions(after:in:)`.
  private func execute(
    _ intent: ArticlesIntent, in id: SceneID, before: ArticlesState, now: ArticlesState
  ) {
    switch intent {
    case .connected:
      // The outbox first: the pages restored and the first load must meet its stars.
      readOutbox(in: id)
      readSavedPages(in: id)
    case .launched:
      startObservingConnectivity(in: id)
      startObservingSession(in: id)
    case .list(.appeared):
      // Offline the first appearance waits for the rows saved on the device.
      if now.list.readsCache { loadCachedArticles(in: id) }
    case .list(.refreshPulled), .list(.endReached), .list(.retryTapped):
      // The request, if any, was decided from the list's rule.
      break
    case .list(.rowSelected):
      // Navigation is state: the detail asks for its content when its page appears.
      break
    case .search(.textChanged(let text)):
      // Typing restarts the wait; a cleared field waits for nothing and searches nothing. The
      // same text again changes nothing, and restarts nothing.
      guard text != before.search.text else { break }
      if now.search.isActive {
        startDebounce(for: text, in: id)
      } else {
        cancel(SideEffect.Key(.debounce, in: id))
        cancel(SideEffect.Key(.search, in: id))
      }
    case .detail(.appeared), .detail(.retryTapped):
      // The request, if any, was decided from the detail's rule.
      break
    case .detail(.closed):
      stopDetailRequest(in: id)
    case .favorites(.starTapped(let article)):
      // The login gate: a star needs a logged-in user, so the session is read for this tap.
      // What waits for it is data — which star, which value.
      if let isFavorite = now.isFavorite(article) {
        checkSession(for: .favorite(article, isFavorite: !isFavorite), in: id)
      }
    case .linkOpened(let link):
      // A link comes from outside the app: it is parsed here, once. A bad one is rejected, for
      // the reducer to show; a good one goes through the login gate, as a star does.
      do throws(DeepLink.Rejection) {
        switch try DeepLink(parsing: link) {
        case .article(let article): checkSession(for: .openArticle(article), in: id)
        }
      } catch {
        report(.scene(id, .linkRejected(error)))
      }
    case .login(.logInTapped):
      // The request, if any, was decided from the login's rule.
      break
    case .login(.cancelTapped):
      cancel(SideEffect.Key(.login, in: id))
    }
  }

  /// Starts what window `id`'s `result`, now reduced to `now`, asks for beside the requests
  /// decided for it: most results ask for nothing more.
  private func follow(
    _ result: ArticlesResult, in id: SceneID, before: ArticlesState, now: ArticlesState
  ) {
    switch result {
    case .loggedOut:
      // The account's writes and the window's work end with the account, and its saved rows
      // go. The new list loads as a first appearance does (its request was decided); offline,
      // from the cache, now empty.
      cancelFavoriteWrites()
      environment.trace.record(.effectStarted, "clearCachedArticles")
      environment.cache.clear()
      cancelRequests(in: id)
      if now.list.readsCache { loadCachedArticles(in: id) }
    case .list(.pageLoaded(nil, .success(let page), let revision))
    where now.list.answered == revision:
      // A first page the list took (first load or refresh) is what the device shows next time
      // it is offline; a stale one, which the list reducer dropped, is not saved.
      environment.trace.record(.effectStarted, "saveArticles(\(page.articles.countDescription))")
      environment.cache.save(page.articles)
    case .search(.debounceElapsed(let query)):
      // The wait the search held ends: a search, online or not, of which only the query's
      // length leaves the device. (Its request, online, was decided from the search's rule.)
      if SearchReducer.waitEnds(for: query, in: before.search) {
        environment.analytics.record(.search(characters: query.count))
      }
    case .savedPagesRead(let text?):
      // Saved pages come from outside this run, as a link does, and get its checks: pages this
      // app cannot read are rejected whole (nothing shows), and a saved detail goes through the
      // login gate.
      if let pages = try? SavedPages(reading: text), let article = pages.article {
        checkSession(for: .openArticle(article), in: id)
      }
    case .savedPagesRead(nil), .outboxRestored, .linkRejected, .list(.pageLoaded),
      .search(.answered), .detail(.loaded), .favorites(.saved), .login(.checked),
      .login(.loggedIn), .login(.failed), .offline(.connectivityChanged),
      .offline(.cacheLoaded):
      // The reducer's alone, and the requests decided for it: the state it leaves asks for
      // nothing more.
      break
    case .list(.started), .search(.started), .detail(.started), .login(.started),
      .login(.carriedOut), .favorites(.writeStarted):
      // The executor's own decisions, applied where they are made (`decisions(after:in:)`);
      // no side effect reports one.
      break
    }
  }

  /// Reads the session for `continuation`, which needs a logged-in user, and reports the
  /// answer as a result; it is reduced next.
  private func checkSession(for continuation: LoginState.Continuation, in id: SceneID) {
    let isLoggedIn = environment.session.isLoggedIn
    report(.scene(id, .login(.checked(isLoggedIn: isLoggedIn, for: continuation))))
  }
}
