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
  let connectivity = ScriptedConnectivity()

  public init(trace: TraceLog = TraceLog()) {
    self.trace = trace
    ledger = RequestLedger(log: trace)
    session = ScriptedSession(ledger: ledger)
  }

  /// The environment a pattern's composition root is built on.
  public var environment: ArticleEnvironment {
    ArticleEnvironment(
      repository: ScriptedRepository(ledger: ledger),
      session: session,
      cache: cache,
      connectivity: connectivity,
      clock: clock,
      trace: trace.patternTrace,
      lifetimes: lifetimes)
  }

  /// Whether a user is logged in.
  public var isLoggedIn: Bool {
    get { session.isLoggedIn }
    set { session.isLoggedIn = newValue }
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

  /// What the app saved in the device's cache, or `nil` when it saved nothing.
  public var cachedArticles: [Article]? { cache.loadArticles() }

  /// Ends every pending call and connectivity stream so no task stays parked.
  ///
  /// - Returns: the requests that were still waiting for an answer.
  func release() -> [Request] {
    connectivity.finish()
    return ledger.abandonPending()
  }
}
