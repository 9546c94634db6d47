import ArticleDomain

/// The side effects of the Articles feature, run by the store itself, as MVI has it: the
/// executor (`ArticlesStore+Executor.swift`) decides the work each message asks for and starts
/// it here, the reducer computes state, and every answer comes back through `report(_:)`, as a
/// result the reducer reduces.
///
/// MVI's answers to the two hard parts:
/// - **Cancellation.** The store keeps the `Task` of every running side effect by kind. A new
///   request of a kind cancels the one before it; the messages that end work — going back, a
///   cleared search, a cancelled login, a closed window, a logout — cancel it by name.
/// - **Stale results.** A task that is cancelled but answered anyway (a server that does not
///   stop) still reports its result; the result carries its revision (and a search
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

      /// The window's requests and its wait, which a logout ends.
      static let requests: [Kind] = [.page, .debounce, .search, .detail, .login]
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

  // MARK: The requests the executor decided

  // Each starts a request the executor has just decided and applied, with what it asks as its
  // parameters: none reads the state.

  /// Starts the list's `load`, for `revision`: a first load, a refresh, a next page.
  func startPageRequest(_ load: ListState.Load, revision: Int, in id: SceneID) {
    start(.loadPage(after: load.cursor, revision: revision), in: id)
  }

  /// Starts a search for `query`, for `revision`.
  func startSearchRequest(for query: String, revision: Int, in id: SceneID) {
    start(.search(query: query, revision: revision), in: id)
  }

  /// Starts the request for the detail of `article`, for `revision`.
  func startDetailRequest(of article: Article.ID, revision: Int, in id: SceneID) {
    start(.loadDetail(of: article, revision: revision), in: id)
  }

  /// Starts the login request, for `revision`.
  func startLoginRequest(revision: Int, in id: SceneID) {
    start(.logIn(revision: revision), in: id)
  }

  /// Starts the write of `isFavorite` for the star of `article`, for `revision`: the account's,
  /// which no window's closing cancels.
  func startFavoriteWrite(_ isFavorite: Bool, of article: Article.ID, revision: Int, in id: SceneID)
  {
    start(.setFavorite(isFavorite, of: article, revision: revision), in: id)
  }

  /// Starts the wait for typing to pause on `query`, the text in the field; typing other text
  /// restarts it.
  func startDebounce(for query: String, in id: SceneID) {
    start(.debounce(query: query), in: id)
  }

  /// Reports the connection's status now and after each change, as results.
  func startObservingConnectivity(in id: SceneID) {
    start(.observeConnectivity, in: id)
  }

  /// Reports each end of the session, as `loggedOut`.
  func startObservingSession(in id: SceneID) {
    start(.observeSession, in: id)
  }

  // MARK: Running work

  /// Cancels the detail's request unless the state still waits for it: the page was closed,
  /// or a link replaced it with another article's, whose page has asked for nothing yet.
  func stopDetailRequest(in id: SceneID) {
    guard state.scenes[id]?.detail?.request == nil else { return }
    cancel(SideEffect.Key(.detail, in: id))
  }

  /// Cancels window `id`'s requests and its wait; its listeners go on.
  func cancelRequests(in id: SceneID) {
    for kind in SideEffect.Kind.requests { cancel(SideEffect.Key(kind, in: id)) }
  }

  /// Cancels all of window `id`'s work, its listeners included: the window closed.
  func cancelWork(in id: SceneID) {
    for key in running.keys.sorted() where key.scene == id { cancel(key) }
  }

  /// Cancels the account's favorite writes: the account ended.
  func cancelFavoriteWrites() {
    for key in running.keys.sorted() where key.kind.isFavorite { cancel(key) }
  }

  /// Cancels every running side effect; used when the feature is left.
  func cancelAllSideEffects() {
    for key in running.keys.sorted() { cancel(key) }
  }

  func cancel(_ key: SideEffect.Key) {
    guard let running = running.removeValue(forKey: key) else { return }
    environment.trace.record(.effectCancelled, running.sideEffect.description)
    running.task.cancel()
  }

  /// Starts `sideEffect` as a task on the main actor, replacing (and cancelling) the previous
  /// one of its kind. The task holds the store weakly and reports its result.
  private func start(_ sideEffect: SideEffect, in scene: SceneID) {
    let key = SideEffect.Key(sideEffect.kind, in: scene)
    cancel(key)
    nextToken += 1
    let token = nextToken
    environment.trace.record(.effectStarted, sideEffect.description)
    let task: Task<Void, Never>
    // The store runs the side effects, so it owns their timeout: every request but a favorite
    // (a write) is given up after ``RequestPolicy/timeout`` and results in
    // ``ArticleError/timedOut``, reduced as any failure; nothing retries by itself.
    let (repository, session, clock) = (
      environment.repository, environment.session, environment.clock
    )
    switch sideEffect {
    case .observeConnectivity:
      let connectivity = environment.connectivity
      // The stream is asked for before the status is read, so no change falls in between.
      let changes = connectivity.changes()
      report(.scene(scene, .offline(.connectivityChanged(isOnline: connectivity.isOnline))))
      task = Task { [weak self] in
        for await isOnline in changes {
          self?.report(.scene(scene, .offline(.connectivityChanged(isOnline: isOnline))))
        }
        self?.finish(key, token: token, with: nil)
      }
    case .observeSession:
      let logouts = environment.session.logouts()
      task = Task { [weak self] in
        for await _ in logouts { self?.report(.scene(scene, .loggedOut)) }
        self?.finish(key, token: token, with: nil)
      }
    case .debounce(let query):
      // Sleep on the environment's clock, never a real one: a test drives it.
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
    case .loadPage(let cursor, let revision):
      task = request(key, token: token) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.page(after: cursor)
        }
        .map { .scene(scene, .list(.pageLoaded(after: cursor, $0, revision: revision))) }
      }
    case .search(let query, let revision):
      task = request(key, token: token) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.search(query)
        }
        .map { .scene(scene, .search(.answered(query: query, $0, revision: revision))) }
      }
    case .loadDetail(let id, let revision):
      task = request(key, token: token) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.detail(of: id)
        }
        .map { .scene(scene, .detail(.loaded($0, revision: revision))) }
      }
    case .logIn(let revision):
      task = request(key, token: token) {
        let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
          try await session.logIn()
        }
        return switch answer {
        case .success?: .scene(scene, .login(.loggedIn(revision: revision)))
        case .failure(let error)?: .scene(scene, .login(.failed(error, revision: revision)))
        case nil: nil
        }
      }
    case .setFavorite(let isFavorite, let id, let revision):
      // A favorite's answer is the account's: no window waits for it.
      task = request(key, token: token) {
        await outcome { try await repository.setFavorite(isFavorite, of: id) }
          .map { .account(.saved(of: id, $0.map { isFavorite }, revision: revision)) }
      }
    }
    running[key] = RunningSideEffect(sideEffect: sideEffect, token: token, task: task)
  }

  /// A task that makes `request` and reports its result; `nil` when the request ended because
  /// its task was cancelled (it has no result).
  private func request(
    _ key: SideEffect.Key, token: Int, _ request: @escaping @Sendable () async -> AppResult?
  ) -> Task<Void, Never> {
    Task { [weak self] in
      let result = await request()
      self?.finish(key, token: token, with: result)
    }
  }

  /// The task of `kind` ended: it leaves the running work, and its result is reported, unless
  /// the task started before a revert (``revert(to:)``).
  private func finish(_ key: SideEffect.Key, token: Int, with result: AppResult?) {
    if running[key]?.token == token { running[key] = nil }
    guard token >= firstReportingToken, let result else { return }
    report(result)
  }
}
