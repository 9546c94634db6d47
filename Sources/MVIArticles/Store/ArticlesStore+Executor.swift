import ArticleDomain

/// The store's executor: the seed's `reduce` then `handleSideEffect`, one `switch` case per
/// message. The intent is reduced first and the work it asks for starts from the new state; a
/// result is handled the same way, reduced, then followed by the work it asks for, if any (a
/// first page saved for offline, the star a login waited for). MVIKotlin's executor and Orbit's
/// `intent {}` run before a reducer that only applies what they decided; here the reducer
/// decides what the state allows, and this step starts what it allowed (MVI.md says why).
///
/// `execute(_:in:before:now:)` is one `switch` over the intents, `follow(_:in:before:now:)` one
/// over the results. One place decides each rule:
/// - **The reducer decides what the state allows.** Every intent is reduced first, by the pure
///   reducer, which decides whether it may start anything (a pull while a refresh runs starts
///   nothing), whether an answer counts (its revision), and writes the request with its
///   revision into the state. The case of that intent then starts the request, read from the
///   new state: `.list(.refreshPulled)` starts the list's request, `.login(.checked)` of a
///   logged-in user the star's write. Where a case follows an answer — the first page saved for
///   offline — it reads what the reducer took (`ListState.answered`), never the revisions.
/// - **The executor decides what needs the world.** What the reducer cannot know — what a
///   link or the device's saved text says, whether a user is logged in, what the device keeps —
///   the case reads and decides, and hands the reducer the outcome as a result
///   (`linkRejected`, `login(.checked)`, `outboxRestored`). Each such text is parsed once,
///   there.
///
/// It reads the window's state the message met (`before`) beside the new one (`now`), as an
/// executor reads `state()` before and after it dispatches; it decides nothing from them that
/// the reducer decided.
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

  /// Handles window `id`'s `message`: reduces it, records its analytics, starts what it asks
  /// for, and saves the window's pages.
  private func execute(_ message: ArticlesMessage, in id: SceneID) {
    let before = state.scene(id)!
    reduce(.scene(id, message))
    guard let now = state.scene(id) else { return }
    recordScreenViews(after: message, before: before, now: now)
    switch message {
    case .intent(let intent): execute(intent, in: id, before: before, now: now)
    case .result(let result): follow(result, in: id, before: before, now: now)
    }
    if id == .first { savePages(after: message, before: before, now: now) }
  }

  /// Starts window `id`'s side effects for `intent`, now reduced to `now`: the one place each
  /// intent's side effects start.
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
      startFirstLoad(of: now.list, in: id)
    case .list(.refreshPulled), .list(.endReached):
      startPageRequest(in: id)
    case .list(.retryTapped):
      // Retry repeats what failed: the list's request, or the search's while a query is typed.
      startPageRequest(in: id)
      startSearchRequest(in: id)
    case .list(.rowSelected):
      // Navigation is state: the detail asks for its content when its page appears.
      break
    case .search(.textChanged):
      // Typing restarts the wait; a cleared field waits for nothing and searches nothing.
      if now.search.isActive {
        startDebounce(in: id)
      } else {
        cancel(SideEffect.Key(.debounce, in: id))
        cancel(SideEffect.Key(.search, in: id))
      }
    case .detail(.appeared), .detail(.retryTapped):
      startDetailRequest(in: id)
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
      startLoginRequest(in: id)
    case .login(.cancelTapped):
      cancel(SideEffect.Key(.login, in: id))
    }
  }

  /// Starts what window `id`'s `result`, now reduced to `now`, asks for: most results ask for
  /// nothing more.
  private func follow(
    _ result: ArticlesResult, in id: SceneID, before: ArticlesState, now: ArticlesState
  ) {
    switch result {
    case .loggedOut:
      // The account's writes and the window's work end with the account, and its saved rows
      // go. The new list loads as a first appearance does; offline, from the cache, now empty.
      cancelFavoriteWrites()
      environment.trace.record(.effectStarted, "clearCachedArticles")
      environment.cache.clear()
      cancelRequests(in: id)
      startFirstLoad(of: now.list, in: id)
    case .list(.pageLoaded(nil, .success(let page), let revision))
    where now.list.answered == revision:
      // A first page the list took (first load or refresh) is what the device shows next time
      // it is offline; a stale one, which the list reducer dropped, is not saved.
      environment.trace.record(.effectStarted, "saveArticles(\(page.articles.countDescription))")
      environment.cache.save(page.articles)
    case .search(.debounceElapsed(let query)):
      // The wait the search held ended (the reducer took it): a search, online or not, of
      // which only the query's length leaves the device.
      if before.search.isDebouncing, !now.search.isDebouncing {
        environment.analytics.record(.search(characters: query.count))
      }
      startSearchRequest(in: id)
    case .savedPagesRead(let text?):
      // Saved pages come from outside this run, as a link does, and get its checks: pages this
      // app cannot read are rejected whole (nothing shows), and a saved detail goes through the
      // login gate.
      if let pages = try? SavedPages(reading: text), let article = pages.article {
        checkSession(for: .openArticle(article), in: id)
      }
    case .login(.checked(true, _)), .login(.loggedIn):
      // The work of what the reducer carried out; an answer it dropped starts nothing.
      let carriedOut = LoginReducer.carriedOut(
        by: .result(result), before: before.login, after: now.login)
      if let carriedOut { startWork(of: carriedOut, in: id, before: before, now: now) }
    case .offline(.connectivityChanged(isOnline: true)):
      // Online: the favorites made offline go first, in the order of their last taps, so that
      // the list's catch-up (a refresh, or the typed query's search) already includes them.
      for article in before.favorites.pendingSync { startFavoriteWrite(of: article, in: id) }
      startPageRequest(in: id)
      startSearchRequest(in: id)
    case .savedPagesRead(nil), .outboxRestored, .linkRejected, .list(.pageLoaded),
      .search(.answered), .detail(.loaded), .favorites(.saved), .login(.checked(false, _)),
      .login(.failed), .offline(.connectivityChanged(isOnline: false)), .offline(.cacheLoaded):
      // The reducer's alone: the state it leaves asks for nothing more.
      break
    }
  }

  /// Starts what a login's remembered intent asks for, now that the reducer carried it out: a
  /// star's write, and its flip recorded; or, for a link, nothing yet (the detail loads when it
  /// appears), but a detail it replaced loads no more.
  private func startWork(
    of continuation: LoginState.Continuation, in id: SceneID, before: ArticlesState,
    now: ArticlesState
  ) {
    switch continuation {
    case .favorite(let article, _):
      recordFavorite(of: article, before: before, now: now)
      startFavoriteWrite(of: article, in: id)
    case .openArticle:
      stopDetailRequest(in: id)
    }
  }

  /// The list's first load, as the reducer put it in `list`: the rows saved on the device when
  /// it waits for them (offline), else the request it holds (online; none when the list had
  /// appeared already, or one already running).
  private func startFirstLoad(of list: ListState, in id: SceneID) {
    if list.readsCache { loadCachedArticles(in: id) } else { startPageRequest(in: id) }
  }

  /// Reads the session for `continuation`, which needs a logged-in user, and reports the
  /// answer as a result; it is reduced next.
  private func checkSession(for continuation: LoginState.Continuation, in id: SceneID) {
    let isLoggedIn = environment.session.isLoggedIn
    report(.scene(id, .login(.checked(isLoggedIn: isLoggedIn, for: continuation))))
  }
}
