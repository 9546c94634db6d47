import ArticleDomain

/// The store's executor: each intent handled where it is named, as MVIKotlin's executor and
/// Orbit's `intent {}` handle theirs — reduce it, then start the work it asks for.
///
/// `execute(_:)` is one `switch` over the intents. Every intent is reduced first, by the pure
/// reducer, which decides whether it may start anything (a pull while a refresh runs starts
/// nothing) and writes the request with its revision into the state. Then the case of that
/// intent starts the request, read from the new state: `.list(.refreshPulled)` starts the
/// list's request, `.login(.checked)` of a logged-in user the star's write. The executor never
/// compares whole states; what it needs of the state the intent met — whether the list had
/// appeared, which stars waited offline — it reads before reducing, into ``Before``.
extension ArticlesStore {
  /// What the executor reads of a window's state before the intent is reduced: a few small
  /// facts, never the state itself, which the store hands to the reducer.
  struct Before {
    /// The pages the window showed, for its screen views.
    let shownPages: ShownPages
    /// The stack saved for the next launch.
    let savedPages: SavedPages
    /// Whether the list had appeared: only its first appearance loads.
    let hadAppeared: Bool
    /// The revision of the list request in flight: the one whose first page is saved.
    let listRevision: Int?
    /// Whether the search waited for typing to pause, for a search's analytics.
    let wasDebouncing: Bool
    /// The stars changed offline, in the order their writes go out when back online.
    let pendingSync: [Article.ID]
    /// The login page, if presented: what waits for its login.
    let login: LoginState?
    /// The detail on top, if any: a link that replaces it cancels its request.
    let detailID: Article.ID?
    /// What the star the intent may flip for the user showed, for its analytics.
    let starShown: Bool?

    init(_ state: ArticlesState, intent: ArticlesIntent) {
      shownPages = ArticlesStore.shownPages(state)
      savedPages = SavedPages(article: state.detail?.id)
      hadAppeared = state.list.hasAppeared
      listRevision = state.list.request?.revision
      wasDebouncing = state.search.isDebouncing
      pendingSync = state.favorites.pendingSync
      login = state.login
      detailID = state.detail?.id
      starShown = ArticlesStore.starChangedByUser(intent, login: state.login)
        .flatMap(state.isFavorite)
    }
  }

  /// Handles `intent`: reduces it and starts its side effects, then saves the account's outbox
  /// if the intent changed it.
  func execute(_ intent: AppIntent) {
    // The stars before, to save the outbox only when the intent changed it.
    let favorites = state.account.favorites
    switch intent {
    case .scene(let id, let intent) where state.scenes[id] != nil:
      let before = Before(state.scene(id)!, intent: intent)
      execute(intent, in: id, before: before)
    case .sceneClosed(let id):
      // The window's work ends with it; the account's favorites go on saving.
      cancelWork(in: id)
      reduce(.sceneClosed(id))
    case .scene, .account, .sceneConnected:
      // A closed window's late answer, a favorite write's answer and a new window start
      // nothing: the new window starts at its launch.
      reduce(intent)
    }
    saveOutbox(since: favorites)
  }

  /// Handles window `id`'s `intent`: the one place each intent's side effects start.
  private func execute(_ intent: ArticlesIntent, in id: SceneID, before: Before) {
    reduce(.scene(id, intent))
    guard let now = state.scene(id) else { return }
    recordAnalytics(of: intent, in: id, before: before, now: now)
    switch intent {
    case .launched:
      startObservingConnectivity(in: id)
      startObservingSession(in: id)
    case .loggedOut:
      // The account's writes and the window's work end with the account, and its saved rows
      // go. The new list loads as a first appearance does; offline, from the cache, now empty.
      cancelFavoriteWrites()
      environment.trace.record(.effectStarted, "clearCachedArticles")
      environment.cache.clear()
      cancelRequests(in: id)
      startFirstLoad(in: id, isOnline: now.offline.isOnline)
    case .list(.appeared) where !before.hadAppeared:
      startFirstLoad(in: id, isOnline: now.offline.isOnline)
    case .list(.refreshPulled), .list(.endReached):
      startPageRequest(in: id)
    case .list(.retryTapped):
      // Retry repeats what failed: the list's request, or the search's while a query is typed.
      startPageRequest(in: id)
      startSearchRequest(in: id)
    case .list(.pageLoaded(nil, .success(let page), let revision))
    where revision == before.listRevision:
      // A first page (first load or refresh) is what the device shows next time it is offline.
      environment.trace.record(.effectStarted, "saveArticles(\(page.articles.countDescription))")
      environment.cache.save(page.articles)
    case .search(.textChanged):
      // Typing restarts the wait; a cleared field waits for nothing and searches nothing.
      if now.search.isActive {
        startDebounce(in: id)
      } else {
        cancel(SideEffect.Key(.debounce, in: id))
        cancel(SideEffect.Key(.search, in: id))
      }
    case .search(.debounceElapsed):
      startSearchRequest(in: id)
    case .detail(.appeared), .detail(.retryTapped):
      startDetailRequest(in: id)
    case .detail(.closed):
      cancel(SideEffect.Key(.detail, in: id))
    case .favorites(.starTapped(let article)):
      // The login gate: a star needs a logged-in user, so the session is read for this tap.
      // What waits for it is data — which star, which value.
      if let isFavorite = now.isFavorite(article) {
        checkSession(for: .favorite(article, isFavorite: !isFavorite), in: id)
      }
    case .linkOpened(let link):
      // A link the reducer did not reject goes through the login gate too.
      if case .article(let article)? = try? DeepLink(parsing: link) {
        checkSession(for: .openArticle(article), in: id)
      }
    case .savedPagesRead(let text?):
      // Saved pages come from outside this run, as a link does, and get its checks: pages this
      // app cannot read are rejected whole (nothing shows), and a saved detail goes through the
      // login gate.
      if let pages = try? SavedPages(reading: text), let article = pages.article {
        checkSession(for: .openArticle(article), in: id)
      }
    case .login(.checked(true, let continuation)):
      startWork(of: continuation, in: id, before: before)
    case .login(.logInTapped):
      startLoginRequest(in: id)
    case .login(.cancelTapped):
      cancel(SideEffect.Key(.login, in: id))
    case .login(.loggedIn(let revision)) where before.login?.request == revision:
      if let continuation = before.login?.continuation {
        startWork(of: continuation, in: id, before: before)
      }
    case .offline(.connectivityChanged(isOnline: true)):
      // Online: the favorites made offline go first, in the order of their last taps, so that
      // the list's catch-up (a refresh, or the typed query's search) already includes them.
      for article in before.pendingSync { startFavoriteWrite(of: article, in: id) }
      startPageRequest(in: id)
      startSearchRequest(in: id)
    default:
      break
    }
    if id == .first { savePages(after: intent, before: before, now: now) }
  }

  /// Starts what a login's remembered intent asks for, now that it was carried out: a star's
  /// write; or, for a link, nothing yet (the detail loads when it appears), but the detail it
  /// replaced loads no more.
  private func startWork(
    of continuation: LoginState.Continuation, in id: SceneID, before: Before
  ) {
    switch continuation {
    case .favorite(let article, _):
      startFavoriteWrite(of: article, in: id)
    case .openArticle(let article) where article != before.detailID:
      cancel(SideEffect.Key(.detail, in: id))
    case .openArticle:
      break
    }
  }

  /// The list's first load: the server's first page online (the request the reducer put in
  /// flight), the articles saved on the device offline.
  private func startFirstLoad(in id: SceneID, isOnline: Bool) {
    if isOnline { startPageRequest(in: id) } else { loadCachedArticles(in: id) }
  }

  /// Reads the session for `continuation`, which needs a logged-in user, and dispatches the
  /// answer as an intent; it is reduced next.
  private func checkSession(for continuation: LoginState.Continuation, in id: SceneID) {
    let isLoggedIn = environment.session.isLoggedIn
    dispatch(.scene(id, .login(.checked(isLoggedIn: isLoggedIn, for: continuation))))
  }
}
