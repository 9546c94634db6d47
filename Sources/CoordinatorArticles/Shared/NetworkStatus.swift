import ArticleDomain
import Observation

/// Whether the device is online: an observable model the pages read, fed by the
/// ``Connectivity`` port.
///
/// Rule: business state lives in models, never in a coordinator. The coordinator only wires
/// who listens: the favorites model first (pending favorites go out before anything else),
/// then the list (which refreshes after them). Listeners are called in the order they were
/// added, so the server sees requests in that order too.
///
/// The listening task is owned here and ended by ``stop()``; it holds the model weakly, so a
/// model nobody uses any more is released even while the stream is open.
@Observable
@MainActor
final class NetworkStatus {
  /// Whether the device can reach the server right now.
  private(set) var isOnline: Bool

  @ObservationIgnored private let connectivity: any Connectivity
  @ObservationIgnored private let trace: Trace
  @ObservationIgnored private var listeners: [(Bool) -> Void] = []
  @ObservationIgnored private var listening: Task<Void, Never>?

  /// The status the device reports now; changes are listened to from ``start()``.
  init(connectivity: any Connectivity, trace: Trace) {
    self.connectivity = connectivity
    self.trace = trace
    isOnline = connectivity.isOnline
  }

  /// Calls `listener` with every later change, after the listeners added before it.
  func addListener(_ listener: @escaping (Bool) -> Void) {
    listeners.append(listener)
  }

  /// Starts listening to the connection. The stream is asked for before the status is read
  /// again, so that no change can fall between the two.
  func start() {
    guard listening == nil else { return }
    let changes = connectivity.changes()
    update(isOnline: connectivity.isOnline)
    trace.record(.effectStarted, "observe connectivity")
    listening = Task { [weak self] in
      for await isOnline in changes {
        self?.update(isOnline: isOnline)
      }
    }
  }

  /// Stops listening; later changes reach nobody.
  func stop() {
    guard let listening else { return }
    trace.record(.effectCancelled, "observe connectivity")
    listening.cancel()
    self.listening = nil
    listeners = []
  }

  private func update(isOnline: Bool) {
    guard isOnline != self.isOnline else { return }
    trace.record(.action, isOnline ? "connectivity online" : "connectivity offline")
    self.isOnline = isOnline
    for listener in listeners { listener(isOnline) }
  }
}
