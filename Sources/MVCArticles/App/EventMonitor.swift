import ArticleDomain

/// Watches one stream of the outside world and tells the app each event, as `NWPathMonitor`
/// tells it the connection and a `NotificationCenter` observer tells it the session ended.
///
/// It owns one long-lived task of the app: the loop over the stream. ``stop()`` cancels it,
/// which ends the stream, so an event after the app was torn down reaches nobody.
@MainActor
final class EventMonitor<Event: Sendable> {
  /// Called on the main actor with each event.
  var onEvent: ((Event) -> Void)?

  private let name: String
  private let trace: Trace
  private let subscribe: () -> AsyncStream<Event>
  private let describe: (Event) -> String
  private var watching: Task<Void, Never>?

  /// - Parameters:
  ///   - name: What is watched, for the trace: `connectivity`.
  ///   - subscribe: A new stream of the events, such as ``Connectivity/changes()``.
  ///   - describe: The event as the trace writes it: `went offline`.
  init(
    watching name: String, trace: Trace, subscribe: @escaping () -> AsyncStream<Event>,
    describe: @escaping (Event) -> String
  ) {
    self.name = name
    self.trace = trace
    self.subscribe = subscribe
    self.describe = describe
  }

  /// Starts watching; an event from now on is reported.
  func start() {
    guard watching == nil else { return }
    // Subscribed here, before the task runs, so that no event is missed in between.
    let events = subscribe()
    trace.record(.effectStarted, "watch \(name)")
    watching = Task { [weak self] in
      for await event in events {
        // The monitor is reached weakly on each event; the loop never keeps it alive.
        guard let self else { return }
        self.trace.record(.action, self.describe(event))
        self.onEvent?(event)
      }
    }
  }

  /// Stops watching: the loop's task is cancelled.
  func stop() {
    guard let watching else { return }
    watching.cancel()
    self.watching = nil
    trace.record(.effectCancelled, "watch \(name)")
  }
}

extension EventMonitor where Event == Bool {
  /// The device's connection: each new value of ``Connectivity/isOnline``.
  static func connectivity(of environment: ArticleEnvironment) -> EventMonitor {
    EventMonitor(
      watching: "connectivity", trace: environment.trace,
      subscribe: environment.connectivity.changes
    ) { $0 ? "back online" : "went offline" }
  }
}

extension EventMonitor where Event == Void {
  /// The session: each logout, made on the account screen outside the feature.
  static func logouts(of environment: ArticleEnvironment) -> EventMonitor {
    EventMonitor(
      watching: "session", trace: environment.trace, subscribe: environment.session.logouts
    ) { "logged out" }
  }
}
