import ArticleDomain
import Synchronization

/// The article API as the scenario scripts it: every call is a numbered pending request.
///
/// Each request notes whether a user is logged in as it is made, so that the answer carries
/// the stars of whoever asked: none for a logged-out user.
struct ScriptedRepository: ArticleRepository {
  let ledger: RequestLedger
  let session: ScriptedSession

  func page(after cursor: PageCursor?) async throws -> Page {
    guard case .page(let page) = try await call(.page(cursor)) else { throw mismatch }
    return page
  }

  func search(_ query: String) async throws -> Page {
    guard case .page(let page) = try await call(.search(query)) else { throw mismatch }
    return page
  }

  func detail(of id: Article.ID) async throws -> ArticleDetail {
    guard case .detail(let detail) = try await call(.detail(id)) else { throw mismatch }
    return detail
  }

  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws {
    _ = try await call(.setFavorite(isFavorite, id))
  }

  private func call(_ kind: Request.Kind) async throws -> Response {
    try await ledger.call(kind, madeLoggedIn: session.isLoggedIn)
  }

  private var mismatch: ArticleError { .server(message: "scripted answer of the wrong kind") }
}

/// The session as the scenario scripts it: logging in is a pending request too, and a logout
/// (made on the account screen, outside the feature) is told to every listener.
final class ScriptedSession: SessionService {
  private let loggedIn = Mutex(true)
  private let endings = Broadcast<Void>()
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

  func logouts() -> AsyncStream<Void> { endings.subscribe() }

  /// Ends the session and tells every listener.
  func logOut() {
    loggedIn.withLock { $0 = false }
    endings.send(())
  }

  /// How many of the streams of ``logouts()`` are still listened to.
  var listening: Int { endings.listening }

  /// Ends every stream, so no task stays parked on the session after the scenario.
  func finish() { endings.finish() }
}

/// The device's article cache, in memory.
final class ScriptedCache: ArticleCache {
  private let saved = Mutex<[Article]?>(nil)

  func loadArticles() -> [Article]? { saved.withLock { $0 } }
  func save(_ articles: [Article]) { saved.withLock { $0 = articles } }
  func clear() { saved.withLock { $0 = nil } }
}

/// The device's saved pages, in memory: what one run saves, the next launch finds.
final class ScriptedPageStore: PageStore {
  private let saved = Mutex<String?>(nil)

  func loadPages() -> String? { saved.withLock { $0 } }
  func savePages(_ pages: String) { saved.withLock { $0 = pages } }
}

/// The device's outbox: the star changes an earlier run left unanswered, as the app wrote them.
final class ScriptedOutboxStore: OutboxStore {
  private let saved = Mutex<String?>(nil)

  func loadOutbox() -> String? { saved.withLock { $0 } }
  func saveOutbox(_ outbox: String) { saved.withLock { $0 = outbox } }
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

/// The debug log as the scenario reads it: every line, in order.
///
/// Not written to the trace: the store patterns log every action, which the trace already
/// shows whole; a failing check quotes the line it found.
final class ScriptedDebugLog: DebugLog {
  private let written = Mutex<[String]>([])

  var lines: [String] { written.withLock { $0 } }

  func write(_ line: @autoclosure () -> String) {
    let line = line()
    written.withLock { $0.append(line) }
  }
}

/// The device's connection, switched by the scenario.
final class ScriptedConnectivity: Connectivity {
  private let online = Mutex(true)
  private let listeners = Broadcast<Bool>()

  var isOnline: Bool { online.withLock { $0 } }

  func changes() -> AsyncStream<Bool> { listeners.subscribe() }

  func setOnline(_ isOnline: Bool) {
    online.withLock { $0 = isOnline }
    listeners.send(isOnline)
  }

  /// How many of the streams of ``changes()`` are still listened to.
  var listening: Int { listeners.listening }

  /// Ends every stream, so no task stays parked on connectivity after the scenario.
  func finish() { listeners.finish() }
}

/// A value told to every stream handed out so far, as `NotificationCenter` tells its observers.
final class Broadcast<Value: Sendable>: Sendable {
  private struct Listeners {
    var continuations: [AsyncStream<Value>.Continuation] = []
    /// How many streams handed out are still listened to: a stream's end (its task cancelled,
    /// the stream released, or ``finish()``) takes it off.
    var listening = 0
  }
  private let listeners = Mutex(Listeners())

  /// A new stream that receives every value sent from now on.
  func subscribe() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    continuation.onTermination = { [weak self] _ in
      self?.listeners.withLock { $0.listening -= 1 }
    }
    listeners.withLock {
      $0.continuations.append(continuation)
      $0.listening += 1
    }
    return stream
  }

  /// How many streams handed out are still listened to, or held, by the app.
  var listening: Int { listeners.withLock(\.listening) }

  func send(_ value: Value) {
    for listener in listeners.withLock({ $0.continuations }) { listener.yield(value) }
  }

  /// Ends every stream handed out; later subscribers get a stream of their own.
  func finish() {
    let ended = listeners.withLock { listeners in
      defer { listeners.continuations.removeAll() }
      return listeners.continuations
    }
    for listener in ended { listener.finish() }
  }
}
