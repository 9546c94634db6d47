import ArticleDomain
import Synchronization

/// Every call the pattern made, numbered in order, each parked until the scenario answers it.
///
/// The ledger is the scripted server's memory: it knows which requests are pending, which were
/// cancelled, and which answers came too late, and it reports each event to the trace.
public final class RequestLedger: Sendable {
  /// How the scripted backend reacts when the pattern cancels a waiting task.
  public enum CancellationBehaviour: Sendable {
    /// The call throws `CancellationError` at once, as `URLSession` does.
    case throwsOnCancel
    /// The call keeps waiting and delivers the scenario's answer late, as a backend that
    /// ignores cancellation does; stale-result guards must then drop it.
    case answersLateAnyway
  }

  private struct Entry {
    var request: Request
    let rendezvous: Rendezvous<Response>
  }

  private struct State {
    var entries: [Entry] = []
    var cancellation = CancellationBehaviour.throwsOnCancel
    var sceneOfNewRequests: Int?
  }

  private let state = Mutex(State())
  private let log: TraceLog

  init(log: TraceLog) {
    self.log = log
  }

  /// Sets how later calls react to cancellation.
  public var cancellationBehaviour: CancellationBehaviour {
    get { state.withLock(\.cancellation) }
    set { state.withLock { $0.cancellation = newValue } }
  }

  /// Every request so far, in the order they were made.
  public var requests: [Request] { state.withLock { $0.entries.map(\.request) } }

  /// The requests still waiting for an answer.
  public var pending: [Request] { requests.filter { $0.status == .pending } }

  public func request(_ number: Int) -> Request? {
    state.withLock { state in
      state.entries.indices.contains(number - 1) ? state.entries[number - 1].request : nil
    }
  }

  // MARK: Called by the scripted services

  /// The scene whose user action is running, to which the requests made now belong; `nil`
  /// while the scenario answers, waits or sets up (``Request/scene``).
  var sceneOfNewRequests: Int? {
    get { state.withLock(\.sceneOfNewRequests) }
    set { state.withLock { $0.sceneOfNewRequests = newValue } }
  }

  /// Records a new request and waits until the scenario answers or the task is cancelled.
  ///
  /// - Parameter madeLoggedIn: Whether a user is logged in as the request is made.
  func call(_ kind: Request.Kind, madeLoggedIn: Bool = true) async throws -> Response {
    let rendezvous = Rendezvous<Response>()
    let (number, behaviour) = state.withLock { state in
      let number = state.entries.count + 1
      let request = Request(
        number: number, kind: kind, madeLoggedIn: madeLoggedIn, scene: state.sceneOfNewRequests)
      state.entries.append(Entry(request: request, rendezvous: rendezvous))
      return (number, state.cancellation)
    }
    log.record("request #\(number) started: \(kind)")
    return try await rendezvous.wait(finishOnCancel: behaviour == .throwsOnCancel) {
      self.recordCancellation(of: number, endsRequest: behaviour == .throwsOnCancel)
    }
  }

  private func recordCancellation(of number: Int, endsRequest: Bool) {
    state.withLock { state in
      state.entries[number - 1].request.wasCancelled = true
      if endsRequest, state.entries[number - 1].request.status == .pending {
        state.entries[number - 1].request.status = .cancelled
      }
    }
    log.record("request #\(number) cancelled" + (endsRequest ? "" : " (the server answers anyway)"))
  }

  // MARK: Called by the scenario

  /// Answers request `number` with `result`.
  ///
  /// - Throws: ``StepFailure`` when no such request was made or it was already answered.
  func answer(_ number: Int, with result: Result<Response, any Error>) throws(StepFailure) {
    let outcome: Result<(Rendezvous<Response>, Request), StepFailure> = state.withLock { state in
      guard state.entries.indices.contains(number - 1) else {
        return .failure(Self.noSuchRequest(number, among: state.entries.map(\.request)))
      }
      var entry = state.entries[number - 1]
      guard entry.request.status == .pending || entry.request.status == .cancelled else {
        return .failure(
          StepFailure("request #\(number) was already answered (\(entry.request.status))"))
      }
      entry.request.wasAnswered = true
      entry.request.wasSuperseded = state.entries[number...].contains {
        entry.request.isReplaced(by: $0.request)
      }
      if entry.request.status == .pending {
        entry.request.status = (try? result.get()) == nil ? .failed : .succeeded
      }
      state.entries[number - 1] = entry
      return .success((entry.rendezvous, entry.request))
    }
    let (rendezvous, request) = try outcome.get()
    let delivered = rendezvous.answer(result)
    let verb = (try? result.get()) == nil ? "failed" : "succeeded"
    var line = "request #\(number) \(verb)"
    if request.wasSuperseded { line += " (superseded)" }
    if !delivered { line += " after it was cancelled; nobody was waiting" }
    log.record(line)
  }

  /// Whether a later request replaces request `number` (``Request/isReplaced(by:)``), so that
  /// an answer to it now answers a superseded request; `false` for a request never made.
  func hasRequestReplacing(_ number: Int) -> Bool {
    state.withLock { state in
      guard state.entries.indices.contains(number - 1) else { return false }
      let request = state.entries[number - 1].request
      return state.entries[number...].contains { request.isReplaced(by: $0.request) }
    }
  }

  /// The requests whose task still waits for an answer and was never cancelled: after the app
  /// was torn down, a task parked for good.
  var awaitedByUncancelledTasks: [Request] {
    state.withLock { state in
      state.entries.filter { !$0.rendezvous.isFinished && !$0.request.wasCancelled }.map(\.request)
    }
  }

  /// Ends every call still waiting, so no task stays parked after the scenario.
  ///
  /// - Returns: the requests that were still pending.
  func abandonPending() -> [Request] {
    let abandoned = state.withLock { state in
      state.entries.filter { !$0.rendezvous.isFinished }
    }
    for entry in abandoned { entry.rendezvous.answer(.failure(CancellationError())) }
    return abandoned.map(\.request).filter { $0.status == .pending }
  }

  static func noSuchRequest(_ number: Int, among requests: [Request]) -> StepFailure {
    guard !requests.isEmpty else {
      return StepFailure("request #\(number) was never made: no request has been made yet")
    }
    let made = requests.map(\.description).joined(separator: ", ")
    let count = requests.count == 1 ? "only 1 request was" : "only \(requests.count) requests were"
    return StepFailure("request #\(number) was never made: \(count) made (\(made))")
  }
}
