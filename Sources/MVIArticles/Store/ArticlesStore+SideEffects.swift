import ArticleDomain

/// The side effects of the Articles feature, handled by the store itself, as MVI has it: the
/// reducer computes state, `handleSideEffect` does the work, and every result comes back
/// through ``ArticlesStore/dispatch(_:)`` as an intent.
///
/// MVI's answers to the two hard parts:
/// - **Cancellation.** The store keeps the `Task` of every running side effect by kind. A new
///   request of a kind cancels the one before it; work the new state no longer waits for — a
///   closed detail, a cleared search, a cancelled login — is cancelled too.
/// - **Stale results.** A task that is cancelled but answered anyway (a server that does not
///   stop) still dispatches its result; the result intent carries its revision (and a search
///   its query), and the reducer takes it only while its request is the one in flight.
extension ArticlesStore {
  /// One piece of work the store runs, named by what it asks.
  enum SideEffect: Hashable, CustomStringConvertible {
    /// What a side effect is, for "cancel the previous one of the same kind".
    enum Kind: Hashable, Comparable {
      case connectivity, session, page, debounce, search, detail, login
      /// A favorite write: each has a kind of its own, since a write already sent cannot be
      /// taken back — a newer tap of the same star does not cancel it.
      case favorite(revision: Int)

      /// Whether this is a favorite write.
      var isFavorite: Bool {
        if case .favorite = self { true } else { false }
      }

      /// The kinds whose work follows the state's requests, in the order they are checked.
      static let followed: [Kind] = [.page, .debounce, .search, .detail, .login]
    }

    case observeConnectivity
    case observeSession
    case loadPage(after: PageCursor?, revision: Int)
    case debounce(query: String)
    case search(query: String, revision: Int)
    case loadDetail(of: Article.ID, revision: Int)
    case logIn(revision: Int)
    case setFavorite(Bool, of: Article.ID, revision: Int)

    var kind: Kind {
      switch self {
      case .observeConnectivity: .connectivity
      case .observeSession: .session
      case .loadPage: .page
      case .debounce: .debounce
      case .search: .search
      case .loadDetail: .detail
      case .logIn: .login
      case .setFavorite(_, _, let revision): .favorite(revision: revision)
      }
    }

    /// The revision the work was started for: the order requests started in.
    var revision: Int {
      switch self {
      case .observeConnectivity, .observeSession, .debounce: 0
      case .loadPage(_, let revision), .search(_, let revision), .loadDetail(_, let revision),
        .logIn(let revision), .setFavorite(_, _, let revision):
        revision
      }
    }

    var description: String {
      switch self {
      case .observeConnectivity: "observeConnectivity"
      case .observeSession: "observeSession"
      case .loadPage(let cursor, let revision):
        "loadPage(after: \(cursor?.rawValue ?? "nil"), revision: \(revision))"
      case .debounce(let query): "debounce(\"\(query)\")"
      case .search(let query, let revision): "search(\"\(query)\", revision: \(revision))"
      case .loadDetail(let id, let revision): "loadDetail(of: \(id), revision: \(revision))"
      case .logIn(let revision): "logIn(revision: \(revision))"
      case .setFavorite(let isFavorite, let id, let revision):
        "setFavorite(\(isFavorite), of: \(id), revision: \(revision))"
      }
    }
  }

  /// A side effect's task, with a token that tells it apart from a later one of its kind.
  struct RunningSideEffect {
    let sideEffect: SideEffect
    let token: Int
    let task: Task<Void, Never>
  }

  /// Handles the side effects of `intent`, which took the state from `previous` to ``state``.
  ///
  /// The device is read and written here, at once, and what it says is dispatched; requests
  /// and timers run as tasks on the main actor.
  func handleSideEffect(_ intent: ArticlesIntent, from previous: ArticlesState) {
    let environment = environment
    recordAnalytics(of: intent, from: previous)
    switch intent {
    case .launched:
      start(.observeConnectivity)
      start(.observeSession)
    case .loggedOut:
      // The account's writes end with it (the reducer's new state waits for none of its other
      // requests, so following it cancels them), and its saved rows go. Offline, the new list's
      // first load is the device's cache, now empty.
      for kind in running.keys.sorted() where kind.isFavorite { cancel(kind) }
      environment.trace.record(.effectStarted, "clearCachedArticles")
      environment.cache.clear()
      if !state.offline.isOnline { loadCachedArticles() }
    case .list(.appeared) where !previous.list.hasAppeared && !state.offline.isOnline:
      // Offline, the list's first load is the articles saved on the device.
      loadCachedArticles()
    case .list(.pageLoaded(nil, .success(let page), let revision))
    where revision == previous.list.request?.revision:
      // A first page (first load or refresh) is what the device shows next time it is offline.
      environment.trace.record(.effectStarted, "saveArticles(\(page.articles.countDescription))")
      environment.cache.save(page.articles)
    case .favorites(.starTapped), .linkOpened, .savedPagesRead:
      // The login gate: the reducer wrote down what waits for the session; the session is read
      // for the intent that asked, once.
      if let continuation = state.sessionCheck {
        dispatch(.login(.checked(isLoggedIn: environment.session.isLoggedIn, for: continuation)))
      }
    default:
      break
    }
    followRequests(from: previous)
    savePages(from: previous, after: intent)
  }

  /// The scene connected: reads the pages the last run saved, before any link opens.
  func restorePages() {
    environment.trace.record(.effectStarted, "loadSavedPages")
    dispatch(.savedPagesRead(environment.restoration.loadPages()))
  }

  /// Saves the stack for the next launch at launch, and whenever `intent` changed it. The login
  /// over it is not saved: what waits for it belongs to this run.
  private func savePages(from previous: ArticlesState, after intent: ArticlesIntent) {
    guard hasLaunched else { return }
    let pages = SavedPages(article: state.detail?.id)
    let isLaunch = if case .launched = intent { true } else { false }
    guard isLaunch || pages != SavedPages(article: previous.detail?.id) else { return }
    environment.trace.record(.effectStarted, "savePages(\(pages))")
    environment.restoration.savePages(pages.text)
  }

  private func loadCachedArticles() {
    environment.trace.record(.effectStarted, "loadCachedArticles")
    dispatch(.offline(.cacheLoaded(environment.cache.loadArticles() ?? [])))
  }

  /// Makes the running work match the requests the state holds: cancels what it no longer
  /// waits for (the previous work of a kind included), then starts what this intent asked
  /// for, in the order it asked.
  private func followRequests(from previous: ArticlesState) {
    for kind in SideEffect.Kind.followed {
      if let running = running[kind], running.sideEffect != requested(kind) { cancel(kind) }
    }
    // Requests this intent started carry a revision newer than the state it met; a wait has
    // none, and starts whenever the state waits and nothing does yet.
    let waitsForTyping = state.search.isDebouncing && running[.debounce] == nil
    guard state.lastRevision > previous.lastRevision || waitsForTyping else { return }
    var started: [SideEffect] = []
    for kind in SideEffect.Kind.followed where running[kind] == nil {
      guard let sideEffect = requested(kind) else { continue }
      if kind == .debounce || sideEffect.revision > previous.lastRevision {
        started.append(sideEffect)
      }
    }
    for (id, star) in state.favorites.stars {
      guard let request = star.request, request.revision > previous.lastRevision else {
        continue
      }
      started.append(.setFavorite(request.isFavorite, of: id, revision: request.revision))
    }
    for sideEffect in started.sorted(by: { $0.revision < $1.revision }) { start(sideEffect) }
  }

  /// The work of `kind` the state waits for now, if any.
  private func requested(_ kind: SideEffect.Kind) -> SideEffect? {
    switch kind {
    case .page:
      state.list.request.map { .loadPage(after: $0.load.cursor, revision: $0.revision) }
    case .debounce:
      state.search.isDebouncing ? .debounce(query: state.search.text) : nil
    case .search:
      state.search.request.map { .search(query: $0.query, revision: $0.revision) }
    case .detail:
      state.detail.flatMap { detail in
        detail.request.map { .loadDetail(of: detail.id, revision: $0) }
      }
    case .login:
      state.login?.request.map { .logIn(revision: $0) }
    case .connectivity, .session, .favorite:
      nil
    }
  }

  /// Cancels every running side effect; used when the feature is left.
  func cancelAllSideEffects() {
    for kind in running.keys.sorted() { cancel(kind) }
  }

  private func cancel(_ kind: SideEffect.Kind) {
    guard let running = running.removeValue(forKey: kind) else { return }
    environment.trace.record(.effectCancelled, running.sideEffect.description)
    running.task.cancel()
  }

  /// Starts `sideEffect` as a task on the main actor, replacing (and cancelling) the previous
  /// one of its kind. The task holds the store weakly and reports its result as an intent.
  private func start(_ sideEffect: SideEffect) {
    cancel(sideEffect.kind)
    nextToken += 1
    let token = nextToken
    environment.trace.record(.effectStarted, sideEffect.description)
    let task: Task<Void, Never>
    switch sideEffect {
    case .observeConnectivity:
      let connectivity = environment.connectivity
      // The stream is asked for before the status is read, so no change falls in between.
      let changes = connectivity.changes()
      dispatch(.offline(.connectivityChanged(isOnline: connectivity.isOnline)))
      task = Task { [weak self] in
        for await isOnline in changes {
          self?.dispatch(.offline(.connectivityChanged(isOnline: isOnline)))
        }
        self?.finish(.connectivity, token: token, with: nil)
      }
    case .observeSession:
      let logouts = environment.session.logouts()
      task = Task { [weak self] in
        for await _ in logouts { self?.dispatch(.loggedOut) }
        self?.finish(.session, token: token, with: nil)
      }
    case .debounce(let query):
      // Sleep on the environment's clock, never a real one: the harness drives time.
      let clock = environment.clock
      task = Task { [weak self] in
        let elapsed: Bool
        do {
          try await clock.sleep(for: SearchPolicy.debounce)
          elapsed = true
        } catch {
          elapsed = false
        }
        self?.finish(
          .debounce, token: token, with: elapsed ? .search(.debounceElapsed(query: query)) : nil)
      }
    default:
      let request = request(for: sideEffect)
      task = Task { [weak self] in
        let result = await request()
        self?.finish(sideEffect.kind, token: token, with: result)
      }
    }
    running[sideEffect.kind] = RunningSideEffect(sideEffect: sideEffect, token: token, task: task)
  }

  /// The request `sideEffect` makes, returning its result intent, or `nil` when it ended
  /// because its task was cancelled (it has no result).
  ///
  /// The store runs the side effects, so it owns their timeout: every request but a favorite
  /// (a write) is given up after ``RequestPolicy/timeout`` and results in
  /// ``ArticleError/timedOut``, reduced as any failure; nothing retries by itself.
  private func request(for sideEffect: SideEffect) -> @Sendable () async -> ArticlesIntent? {
    let (repository, session, clock) = (
      environment.repository, environment.session, environment.clock
    )
    switch sideEffect {
    case .loadPage(let cursor, let revision):
      return {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.page(after: cursor)
        }
        .map { .list(.pageLoaded(after: cursor, $0, revision: revision)) }
      }
    case .search(let query, let revision):
      return {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.search(query)
        }
        .map { .search(.answered(query: query, $0, revision: revision)) }
      }
    case .loadDetail(let id, let revision):
      return {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.detail(of: id)
        }
        .map { .detail(.loaded($0, revision: revision)) }
      }
    case .logIn(let revision):
      return {
        let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
          try await session.logIn()
        }
        return switch answer {
        case .success?: .login(.loggedIn(revision: revision))
        case .failure(let error)?: .login(.failed(error, revision: revision))
        case nil: nil
        }
      }
    case .setFavorite(let isFavorite, let id, let revision):
      return {
        await outcome { try await repository.setFavorite(isFavorite, of: id) }
          .map { .favorites(.saved(of: id, $0.map { isFavorite }, revision: revision)) }
      }
    case .observeConnectivity, .observeSession, .debounce:
      preconditionFailure("\(sideEffect) is not a request")
    }
  }

  /// The task of `kind` ended: it leaves the running work, and its result is dispatched.
  private func finish(_ kind: SideEffect.Kind, token: Int, with result: ArticlesIntent?) {
    if running[kind]?.token == token { running[kind] = nil }
    if let result { dispatch(result) }
  }
}
