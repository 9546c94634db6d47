import ArticleDomain

/// Executes the effects the reducer describes and turns their results back into actions.
///
/// Rule: the runner owns the tasks. Each running effect is one `Task`, kept under its
/// ``ArticlesEffect/ID``; ``ArticlesEffect/cancel(_:)`` cancels it, and starting an effect
/// cancels the task still running under the same id. Nothing else in the module starts a task.
///
/// Rule: the runner does not judge answers. A request that answers after its task was
/// cancelled (a server that does not stop) is still sent to the store; the reducer's revision
/// guard decides that it is stale. Only a request that ends *because* it was cancelled
/// (`CancellationError`) sends nothing — it has no answer.
///
/// Rule: the runner is the only one that touches the device. Reads that answer at once — the
/// session, the cache, the connection's current status — are done here too, and what they
/// read goes back to the store as the next action; the reducer stays a pure function.
///
/// Rule: the runner owns the timeout policy. Every request but a favorite (a write) is given
/// up after ``RequestPolicy/timeout`` on the environment's clock and answers
/// ``ArticleError/timedOut``, which the reducer handles as any failure; nothing retries by
/// itself.
///
/// Tasks capture the runner weakly and ``cancelAll()`` stops them all — the connectivity
/// listener included — so leaving the feature leaves nothing running and nothing retained.
@MainActor
final class EffectRunner {
  /// Where results go back to as actions: the store's `send`. Set by the composition root.
  var send: (ArticlesAction) -> Void = { _ in }

  private let environment: ArticleEnvironment
  private var running: [ArticlesEffect.ID: RunningEffect] = [:]
  private var nextToken = 0

  /// One running effect's task, with a token that tells it apart from a later one of the
  /// same id.
  private struct RunningEffect {
    let token: Int
    let task: Task<Void, Never>
  }

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  /// Runs `effects` in order: cancellations and reads or writes of the device at once,
  /// requests and timers as new tasks.
  func run(_ effects: [ArticlesEffect]) {
    for effect in effects { run(effect) }
  }

  /// Cancels every running effect; used when the feature is left.
  func cancelAll() {
    for id in running.keys.sorted(by: { $0.description < $1.description }) { cancel(id) }
  }

  private func run(_ effect: ArticlesEffect) {
    let (repository, clock) = (environment.repository, environment.clock)
    switch effect {
    case .cancel(let id):
      cancel(id)
    case .loadCachedArticles:
      environment.trace.record(.effectStarted, effect.description)
      send(.offline(.cacheLoaded(environment.cache.loadArticles() ?? [])))
    case .saveArticles(let articles):
      environment.trace.record(.effectStarted, effect.description)
      environment.cache.save(articles)
    case .observeConnectivity:
      observeConnectivity(effect)
    case .observeSession:
      observe(environment.session.logouts(), as: .session, effect) { .session(.loggedOut) }
    case .clearCachedArticles:
      environment.trace.record(.effectStarted, effect.description)
      environment.cache.clear()
    case .loadSavedPages:
      environment.trace.record(.effectStarted, effect.description)
      send(.launch(.savedPagesRead(environment.restoration.loadPages())))
    case .savePages(let pages):
      environment.trace.record(.effectStarted, effect.description)
      environment.restoration.savePages(pages.text)
    case .loadOutbox:
      environment.trace.record(.effectStarted, effect.description)
      send(.launch(.outboxRead(environment.outbox.loadOutbox())))
    case .saveOutbox(let outbox):
      environment.trace.record(.effectStarted, effect.description)
      environment.outbox.saveOutbox(outbox.text)
    case .log(let line):
      environment.debugLog.write(line)
    case .cancelEverything:
      cancelAll()
    case .cancelRequests:
      let listeners: Set<ArticlesEffect.ID> = [.connectivity, .session]
      for id in running.keys.sorted(by: { $0.description < $1.description })
      where !listeners.contains(id) {
        cancel(id)
      }
    case .record(let event):
      environment.analytics.record(event)
    case .logIn(let revision):
      let session = environment.session
      start(effect, id: .login) {
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
      start(effect, id: .favorite(revision: revision)) {
        await outcome { try await repository.setFavorite(isFavorite, of: id) }
          .map { .favorites(.answered(of: id, $0.map { isFavorite }, revision: revision)) }
      }
    case .loadPage(let cursor, let revision):
      start(effect, id: .page) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.page(after: cursor)
        }
        .map { .list(.pageAnswered(after: cursor, $0, revision: revision)) }
      }
    case .search(let query, let revision):
      start(effect, id: .search) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.search(query)
        }
        .map { .search(.answered(query: query, $0, revision: revision)) }
      }
    case .loadDetail(let id, let revision):
      start(effect, id: .detail) {
        await outcome(within: RequestPolicy.timeout, on: clock) {
          try await repository.detail(of: id)
        }
        .map { .detail(.answered($0, revision: revision)) }
      }
    case .debounceSearch(let query):
      // Sleep on the environment's clock, never a real one: a test drives it.
      let clock = environment.clock
      start(effect, id: .debounce) {
        do {
          try await clock.sleep(for: SearchPolicy.debounce)
          return .search(.debounceElapsed(query: query))
        } catch {
          return nil
        }
      }
    }
  }

  /// Reports the connection's status now, then listens for its changes until cancelled.
  ///
  /// The stream is asked for before the current status is read, so that no change can fall
  /// between the two.
  private func observeConnectivity(_ effect: ArticlesEffect) {
    let connectivity = environment.connectivity
    let changes = connectivity.changes()
    observe(
      changes, as: .connectivity, effect,
      first: .offline(.connectivityChanged(isOnline: connectivity.isOnline))
    ) { .offline(.connectivityChanged(isOnline: $0)) }
  }

  /// Sends `first`, then the action of each event of `events`, as the listener of `id`.
  private func observe<Event: Sendable>(
    _ events: AsyncStream<Event>, as id: ArticlesEffect.ID, _ effect: ArticlesEffect,
    first: ArticlesAction? = nil, _ action: @escaping @Sendable (Event) -> ArticlesAction
  ) {
    cancel(id)
    nextToken += 1
    let token = nextToken
    environment.trace.record(.effectStarted, effect.description)
    if let first { send(first) }
    let task = Task { [weak self] in
      // Ends when the task is cancelled (the app is left) or the stream finishes.
      for await event in events { self?.send(action(event)) }
      self?.finish(id, token: token, with: nil)
    }
    running[id] = RunningEffect(token: token, task: task)
  }

  /// Starts `work` as the task of `id`, replacing (and cancelling) the one running under it.
  private func start(
    _ effect: ArticlesEffect, id: ArticlesEffect.ID,
    _ work: @escaping @Sendable () async -> ArticlesAction?
  ) {
    cancel(id)
    nextToken += 1
    let token = nextToken
    environment.trace.record(.effectStarted, effect.description)
    let task = Task { [weak self] in
      let action = await work()
      self?.finish(id, token: token, with: action)
    }
    running[id] = RunningEffect(token: token, task: task)
  }

  private func finish(_ id: ArticlesEffect.ID, token: Int, with action: ArticlesAction?) {
    if running[id]?.token == token { running[id] = nil }
    if let action { send(action) }
  }

  private func cancel(_ id: ArticlesEffect.ID) {
    guard let effect = running.removeValue(forKey: id) else { return }
    environment.trace.record(.effectCancelled, id.description)
    effect.task.cancel()
  }
}
