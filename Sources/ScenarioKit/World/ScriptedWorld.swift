public import ArticleDomain

/// Everything outside the app in one scenario run: the scripted server and its requests, the
/// session, the cache, the connection, the virtual clock, the trace and the lifetime registry.
public final class ScriptedWorld: Sendable {
  public let server = ScriptedServer()
  public let ledger: RequestLedger
  public let clock = VirtualClock()
  public let trace: TraceLog
  public let lifetimes = Lifetimes()
  let session: ScriptedSession
  let cache = ScriptedCache()
  let pageStore = ScriptedPageStore()
  let outboxStore = ScriptedOutboxStore()
  let connectivity = ScriptedConnectivity()
  let analytics: ScriptedAnalytics
  let debugLog: ScriptedDebugLog

  public convenience init(trace: TraceLog = TraceLog()) {
    self.init(trace: trace, releasedAtEndOfRun: true)
  }

  /// - Parameter releasedAtEndOfRun: Whether the loop run this world is made in releases its
  ///   parked calls when it ends. The scenario runner, which releases every world itself after
  ///   its scenario, says no, so a long run does not keep every world until its end; so does
  ///   the state-copy benchmark, which builds a world per app it drives.
  package init(trace: TraceLog, releasedAtEndOfRun: Bool) {
    self.trace = trace
    ledger = RequestLedger(log: trace)
    analytics = ScriptedAnalytics(log: trace)
    debugLog = ScriptedDebugLog()
    session = ScriptedSession(ledger: ledger)
    // A world made inside a loop run (a pattern's own test, say) releases what is still parked
    // when the run ends, as the scenario runner does after every scenario.
    guard releasedAtEndOfRun else { return }
    DeterministicLoop.shared.atEndOfRun { [ledger, connectivity, session, clock] in
      connectivity.finish()
      session.finish()
      _ = ledger.abandonPending()
      clock.cancelAllTimers()
    }
  }

  /// The environment a pattern's composition root is built on.
  public var environment: ArticleEnvironment {
    ArticleEnvironment(
      repository: ScriptedRepository(ledger: ledger, session: session),
      session: session,
      cache: cache,
      connectivity: connectivity,
      clock: clock,
      analytics: analytics,
      restoration: pageStore,
      outbox: outboxStore,
      debugLog: debugLog,
      trace: trace.patternTrace,
      lifetimes: lifetimes)
  }

  /// Whether a user is logged in.
  public var isLoggedIn: Bool {
    get { session.isLoggedIn }
    set { session.isLoggedIn = newValue }
  }

  /// Ends the session, as logging out on the account screen does; every listener is told.
  public func logOut() {
    session.logOut()
  }

  /// Whether the device is online; a change is announced to every listener.
  public var isOnline: Bool {
    get { connectivity.isOnline }
    set { connectivity.setOnline(newValue) }
  }

  /// Saves `articles` in the device's cache, as an earlier session of the app would have.
  public func cacheArticles(_ articles: [Article]) {
    cache.save(articles)
  }

  /// Empties the device's cache, as on a first launch.
  public func clearCache() {
    cache.clear()
  }

  /// The text of the pages the app saved for its next launch, or `nil` when it saved none.
  public var savedPages: String? { pageStore.loadPages() }

  /// Saves `text` as the pages, as an earlier run of the app would have.
  public func savePages(_ text: String) {
    pageStore.savePages(text)
  }

  /// The text of the outbox the app saved, or `nil` when it saved none.
  public var savedOutbox: String? { outboxStore.loadOutbox() }

  /// Saves `text` as the outbox, as an earlier run of the app would have.
  public func saveOutbox(_ text: String) {
    outboxStore.saveOutbox(text)
  }

  /// The analytics events the app recorded, in order.
  public var analyticsEvents: [AnalyticsEvent] { analytics.events }

  /// The lines the app wrote to its debug log, in order.
  public var debugLogLines: [String] { debugLog.lines }

  /// What the app saved in the device's cache, or `nil` when it saved nothing.
  public var cachedArticles: [Article]? { cache.loadArticles() }

  /// What a task of the app still waits on, each named by what the world handed the app: a
  /// request never answered whose task was never cancelled, a stream of the connection's
  /// changes or of the session's logouts still listened to, a wait on the clock. Read after
  /// teardown, each is a task the app left parked for good.
  package var stillAwaited: [String] {
    var waits = ledger.awaitedByUncancelledTasks.map { "request #\($0.number) (\($0.kind))" }
    let streams = [
      (connectivity.listening, "the connection's changes"),
      (session.listening, "the session's logouts"),
    ]
    for (count, what) in streams where count > 0 {
      waits.append(count == 1 ? what : "\(what) (\(count) streams)")
    }
    let timers = clock.pendingTimers
    if timers > 0 {
      waits.append(timers == 1 ? "a wait on the clock" : "\(timers) waits on the clock")
    }
    return waits
  }

  /// Ends every pending call and connectivity stream so no task stays parked.
  ///
  /// - Returns: the requests that were still waiting for an answer.
  @discardableResult
  package func release() -> [Request] {
    connectivity.finish()
    session.finish()
    return ledger.abandonPending()
  }
}
