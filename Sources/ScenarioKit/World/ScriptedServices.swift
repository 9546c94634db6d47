import ArticleDomain
import Synchronization

/// The article API as the scenario scripts it: every call is a numbered pending request.
struct ScriptedRepository: ArticleRepository {
  let ledger: RequestLedger

  func page(after cursor: PageCursor?) async throws -> Page {
    guard case .page(let page) = try await ledger.call(.page(cursor)) else { throw mismatch }
    return page
  }

  func search(_ query: String) async throws -> Page {
    guard case .page(let page) = try await ledger.call(.search(query)) else { throw mismatch }
    return page
  }

  func detail(of id: Article.ID) async throws -> ArticleDetail {
    guard case .detail(let detail) = try await ledger.call(.detail(id)) else { throw mismatch }
    return detail
  }

  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws {
    _ = try await ledger.call(.setFavorite(isFavorite, id))
  }

  private var mismatch: ArticleError { .server(message: "scripted answer of the wrong kind") }
}

/// The session as the scenario scripts it: logging in is a pending request too.
final class ScriptedSession: SessionService {
  private let loggedIn = Mutex(true)
  let ledger: RequestLedger

  init(ledger: RequestLedger) { self.ledger = ledger }

  var isLoggedIn: Bool {
    get { loggedIn.withLock { $0 } }
    set { loggedIn.withLock { $0 = newValue } }
  }

  func logIn() async throws {
    _ = try await ledger.call(.logIn)
    loggedIn.withLock { $0 = true }
  }
}

/// The device's article cache, in memory.
final class ScriptedCache: ArticleCache {
  private let saved = Mutex<[Article]?>(nil)

  func loadArticles() -> [Article]? { saved.withLock { $0 } }
  func save(_ articles: [Article]) { saved.withLock { $0 = articles } }
  func clear() { saved.withLock { $0 = nil } }
}

/// Analytics as the scenario watches it: every event, in order, also written to the trace.
final class ScriptedAnalytics: Analytics {
  private let recorded = Mutex<[AnalyticsEvent]>([])
  private let log: TraceLog

  init(log: TraceLog) { self.log = log }

  var events: [AnalyticsEvent] { recorded.withLock { $0 } }

  func record(_ event: AnalyticsEvent) {
    recorded.withLock { $0.append(event) }
    log.record("  observed analytics: \(event)")
  }
}

/// The device's connection, switched by the scenario.
final class ScriptedConnectivity: Connectivity {
  private struct State {
    var isOnline = true
    var listeners: [AsyncStream<Bool>.Continuation] = []
  }

  private let state = Mutex(State())

  var isOnline: Bool { state.withLock(\.isOnline) }

  func changes() -> AsyncStream<Bool> {
    let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
    state.withLock { $0.listeners.append(continuation) }
    return stream
  }

  func setOnline(_ isOnline: Bool) {
    let listeners = state.withLock { state in
      state.isOnline = isOnline
      return state.listeners
    }
    for listener in listeners { listener.yield(isOnline) }
  }

  /// Ends every stream, so no task stays parked on connectivity after the scenario.
  func finish() {
    let listeners = state.withLock { state in
      defer { state.listeners.removeAll() }
      return state.listeners
    }
    for listener in listeners { listener.finish() }
  }
}
