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

    /// Which running work this is: a window's, or — a favorite write — the account's, which
    /// no window's closing cancels.
    struct Key: Hashable, Comparable {
      let scene: SceneID?
      let kind: Kind

      init(_ kind: Kind, in scene: SceneID) {
        self.kind = kind
        self.scene = kind.isFavorite ? nil : scene
      }

      static func < (lhs: Key, rhs: Key) -> Bool {
        (lhs.scene?.rawValue ?? 0, lhs.kind) < (rhs.scene?.rawValue ?? 0, rhs.kind)
      }
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
  func handleSideEffect(_ intent: AppIntent, from previous: AppState) {
    switch intent {
    case .scene(let id, let intent):
      guard let before = previous.scene(id), let now = state.scene(id) else { return }
      handleSideEffect(intent, in: id, from: before, to: now)
    case .sceneClosed(let id):
      // The window's work ends with it; the account's favorites go on saving.
      for key in running.keys.sorted() where key.scene == id { cancel(key) }
      launched.remove(id)
    case .account, .sceneConnected:
      // An answer to a favorite write starts nothing, and a new window starts at its launch.
      break
    }
    saveOutbox(from: previous)
  }

  /// The scene connected: reads the changes the last run left unanswered, before anything
  /// else. An outbox this app cannot read is rejected whole — half of it would send some
  /// changes and drop the others unseen — and the device keeps an empty one.
  func restoreOutbox() {
    environment.trace.record(.effectStarted, "loadOutbox")
    guard let text = environment.outbox.loadOutbox() else { return }
    // The session ended while the app was closed: the changes were that account's, and go as a
    // logout's do.
    guard environment.session.isLoggedIn else {
      environment.outbox.saveOutbox(SavedOutbox.empty.text)
      return
    }
    do {
      dispatch(.scene(.first, .outboxRestored(try SavedOutbox(reading: text))))
    } catch {
      environment.debugLog.write("outbox rejected: \(error)")
      environment.outbox.saveOutbox(SavedOutbox.empty.text)
    }
  }

  /// Saves the account's outbox whenever the intent changed it — a tap, an answer, a logout —
  /// so that a relaunch loses none of the user's writes.
  private func saveOutbox(from previous: AppState) {
    // Read only when the stars changed: most intents leave them as they were.
    guard state.account.favorites != previous.account.favorites else { return }
    let outbox = state.account.favorites.outbox
    guard outbox != previous.account.favorites.outbox else { return }
    environment.trace.record(.effectStarted, "saveOutbox(\(outbox))")
    environment.outbox.saveOutbox(outbox.text)
  }

  /// The side effects of window `id`'s `intent`, which took its state from `previous` to `now`.
  private func handleSideEffect(
    _ intent: ArticlesIntent, in id: SceneID, from previous: ArticlesState, to now: ArticlesState
  ) {
    let environment = environment
    recordAnalytics(of: intent, in: id, from: previous, to: now)
    switch intent {
    case .launched:
      start(.observeConnectivity, in: id)
      start(.observeSession, in: id)
    case .loggedOut:
      // The account's writes end with it (the reducer's new state waits for none of its other
      // requests, so following it cancels them), and its saved rows go. Offline, the new list's
      // first load is the device's cache, now empty.
      for key in running.keys.sorted() where key.kind.isFavorite { cancel(key) }
      environment.trace.record(.effectStarted, "clearCachedArticles")
      environment.cache.clear()
      if !now.offline.isOnline { loadCachedArticles(in: id) }
    case .list(.appeared) where !previous.list.hasAppeared && !now.offline.isOnline:
      // Offline, the list's first load is the articles saved on the device.
      loadCachedArticles(in: id)
    case .list(.pageLoaded(nil, .success(let page), let revision))
    where revision == previous.list.request?.revision:
      // A first page (first load or refresh) is what the device shows next time it is offline.
      environment.trace.record(.effectStarted, "saveArticles(\(page.articles.countDescription))")
      environment.cache.save(page.articles)
    case .favorites(.starTapped), .linkOpened, .savedPagesRead:
      // The login gate: the reducer wrote down what waits for the session; the session is read
      // for the intent that asked, once.
      if let continuation = now.sessionCheck {
        dispatch(
          .scene(
            id, .login(.checked(isLoggedIn: environment.session.isLoggedIn, for: continuation))))
      }
    default:
      break
    }
    followRequests(in: id, from: previous, to: now)
    if id == .first { savePages(from: previous, to: now, after: intent) }
  }

  /// The scene connected: reads the pages the last run saved, before any link opens.
  func restorePages() {
    environment.trace.record(.effectStarted, "loadSavedPages")
    dispatch(.scene(.first, .savedPagesRead(environment.restoration.loadPages())))
  }

  /// Saves the stack for the next launch at launch, and whenever `intent` changed it. The login
  /// over it is not saved: what waits for it belongs to this run.
  private func savePages(
    from previous: ArticlesState, to now: ArticlesState, after intent: ArticlesIntent
  ) {
    guard launched.contains(.first) else { return }
    let pages = SavedPages(article: now.detail?.id)
    let isLaunch = if case .launched = intent { true } else { false }
    guard isLaunch || pages != SavedPages(article: previous.detail?.id) else { return }
    environment.trace.record(.effectStarted, "savePages(\(pages))")
    environment.restoration.savePages(pages.text)
  }

  private func loadCachedArticles(in id: SceneID) {
    environment.trace.record(.effectStarted, "loadCachedArticles")
    dispatch(.scene(id, .offline(.cacheLoaded(environment.cache.loadArticles() ?? []))))
  }

  /// Makes the running work match the requests the state holds: cancels what it no longer
  /// waits for (the previous work of a kind included), then starts what this intent asked
  /// for, in the order it asked.
  private func followRequests(
    in scene: SceneID, from previous: ArticlesState, to now: ArticlesState
  ) {
    for kind in SideEffect.Kind.followed {
      let key = SideEffect.Key(kind, in: scene)
      if let running = running[key], running.sideEffect != requested(kind, in: now) {
        cancel(key)
      }
    }
    // Requests this intent started carry a revision newer than the state it met; a wait has
    // none, and starts whenever the state waits and nothing does yet.
    let waitsForTyping =
      now.search.isDebouncing && running[SideEffect.Key(.debounce, in: scene)] == nil
    guard now.lastRevision > previous.lastRevision || waitsForTyping else { return }
    var started: [SideEffect] = []
    for kind in SideEffect.Kind.followed where running[SideEffect.Key(kind, in: scene)] == nil {
      guard let sideEffect = requested(kind, in: now) else { continue }
      if kind == .debounce || sideEffect.revision > previous.lastRevision {
        started.append(sideEffect)
      }
    }
    // The account's writes this window's intent asked for, in the same order of revisions.
    for (id, star) in now.favorites.stars {
      guard let request = star.request, request.revision > previous.lastRevision else {
        continue
      }
      started.append(.setFavorite(request.isFavorite, of: id, revision: request.revision))
    }
    for sideEffect in started.sorted(by: { $0.revision < $1.revision }) {
      start(sideEffect, in: scene)
    }
  }

  /// The work of `kind` `state` waits for now, if any.
  private func requested(_ kind: SideEffect.Kind, in state: ArticlesState) -> SideEffect? {
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
    for key in running.keys.sorted() { cancel(key) }
  }

  private func cancel(_ key: SideEffect.Key) {
    guard let running = running.removeValue(forKey: key) else { return }
    environment.trace.record(.effectCancelled, running.sideEffect.description)
    running.task.cancel()
  }

  /// Starts `sideEffect` as a task on the main actor, replacing (and cancelling) the previous
  /// one of its kind. The task holds the store weakly and reports its result as an intent.
  private func start(_ sideEffect: SideEffect, in scene: SceneID) {
    let key = SideEffect.Key(sideEffect.kind, in: scene)
    cancel(key)
    nextToken += 1
    let token = nextToken
    environment.trace.record(.effectStarted, sideEffect.description)
    let task: Task<Void, Never>
    switch sideEffect {
    case .observeConnectivity:
      let connectivity = environment.connectivity
      // The stream is asked for before the status is read, so no change falls in between.
      let changes = connectivity.changes()
      dispatch(.scene(scene, .offline(.connectivityChanged(isOnline: connectivity.isOnline))))
      task = Task { [weak self] in
        for await isOnline in changes {
          self?.dispatch(.scene(scene, .offline(.connectivityChanged(isOnline: isOnline))))
        }
        self?.finish(key, token: token, with: nil)
      }
    case .observeSession:
      let logouts = environment.session.logouts()
      task = Task { [weak self] in
        for await _ in logouts { self?.dispatch(.scene(scene, .loggedOut)) }
        self?.finish(key, token: token, with: nil)
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
          key, token: token,
          with: elapsed ? .scene(scene, .search(.debounceElapsed(query: query))) : nil)
      }
    default:
      let request = request(for: sideEffect)
      // A favorite's answer is the account's: no window waits for it.
      let isAccounts = key.scene == nil
      task = Task { [weak self] in
        let result = await request()
        self?.finish(
          key, token: token, with: result.map { isAccounts ? .account($0) : .scene(scene, $0) })
      }
    }
    running[key] = RunningSideEffect(sideEffect: sideEffect, token: token, task: task)
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
  private func finish(_ key: SideEffect.Key, token: Int, with result: AppIntent?) {
    if running[key]?.token == token { running[key] = nil }
    if let result { dispatch(result) }
  }
}
