import ArticleDomain

/// Watches the device's connection and tells the app each change, as `NWPathMonitor` does.
///
/// It owns the one long-lived task of the app: the loop over ``Connectivity/changes()``.
/// ``stop()`` cancels it, which ends the stream, so a change after the app was torn down
/// reaches nobody.
@MainActor
final class ConnectivityMonitor {
  /// Called on the main actor with each new value of ``Connectivity/isOnline``.
  var onChange: ((Bool) -> Void)?

  private let environment: ArticleEnvironment
  private var watching: Task<Void, Never>?

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  /// Whether the device is online right now.
  var isOnline: Bool { environment.connectivity.isOnline }

  /// Starts watching; a change from now on is reported.
  func start() {
    guard watching == nil else { return }
    // Subscribed here, before the task runs, so that no change is missed in between.
    let changes = environment.connectivity.changes()
    environment.trace.record(.effectStarted, "watch connectivity")
    watching = Task { [weak self] in
      for await isOnline in changes {
        // The monitor is reached weakly on each change; the loop never keeps it alive.
        guard let self else { return }
        self.environment.trace.record(.action, isOnline ? "back online" : "went offline")
        self.onChange?(isOnline)
      }
    }
  }

  /// Stops watching: the loop's task is cancelled.
  func stop() {
    guard let watching else { return }
    watching.cancel()
    self.watching = nil
    environment.trace.record(.effectCancelled, "watch connectivity")
  }
}
