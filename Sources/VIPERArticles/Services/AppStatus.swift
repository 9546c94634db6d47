import ArticleDomain

/// What every page's banner tells about the app: whether the device is offline, and whether
/// the last link could not be opened.
///
/// Shared by the interactors (the list and the detail show its banner, the favorites store
/// holds changes back while offline) and written by the app's router, which rejects links. One
/// task listens to the connection for the whole app; ``stop()`` ends it when the app is left.
///
/// The device has one status, which listens to the connection (``init(environment:)``); each
/// scene has its own (``init(following:)``), which follows the device's connection and keeps
/// its own rejected link: a link is sent to one window, and only that window's banner says so.
///
/// When the device comes back online, the device's status runs ``onBackOnline`` before it
/// tells any observer: the composition root sends the favorites made offline there, so they go
/// out before any list refreshes, whoever subscribed first.
@MainActor
final class AppStatus {
  /// The news an observer hears.
  enum Change: Hashable, Sendable {
    case wentOffline
    case cameOnline
    case linkRejected
    case linkCleared
  }

  /// What a banner says, most recent news first.
  enum Notice: Hashable, Sendable {
    /// `This link cannot be opened.`
    case rejectedLink
    /// `You are offline`
    case offline
  }

  /// Whether the device can reach the server right now.
  private(set) var isOnline: Bool
  /// Whether a link was rejected since the pages last changed.
  private(set) var hasRejectedLink = false

  /// Run when the device comes back online, before any observer hears it.
  var onBackOnline: () -> Void = {}

  private let trace: Trace
  private let observers = ObserverList<Change>()
  private var listener: Task<Void, Never>?
  /// Whether a scene's status still follows the device's.
  private var isFollowing = false

  /// Starts listening to `environment`'s connection.
  ///
  /// The stream of changes is asked for before the current status is read, so that no change
  /// falls between the two.
  init(environment: ArticleEnvironment) {
    let connectivity = environment.connectivity
    let changes = connectivity.changes()
    isOnline = connectivity.isOnline
    trace = environment.trace
    trace.record(.effectStarted, "listen to connectivity")
    listener = Task { [weak self] in
      // Ends when the task is cancelled (the app is left) or the stream finishes.
      for await isOnline in changes {
        self?.connectivityDidChange(isOnline: isOnline)
      }
    }
  }

  /// A scene's status: the device's connection, as `device` hears it, and the scene's own
  /// rejected link.
  init(following device: AppStatus) {
    isOnline = device.isOnline
    trace = device.trace
    isFollowing = true
    device.addObserver(self) { status, change in status.deviceDidChange(change) }
  }

  /// What the banner of the page on top says, or `nil` for no banner. A rejected link is the
  /// newer news, so it shows over the offline notice until the pages change.
  var notice: Notice? {
    if hasRejectedLink { return .rejectedLink }
    return isOnline ? nil : .offline
  }

  /// Calls `handler` with `owner` on every change, while `owner` is alive.
  func addObserver<Owner: AnyObject>(
    _ owner: Owner, _ handler: @escaping (Owner, Change) -> Void
  ) {
    observers.add(owner, handler)
  }

  /// Says on the page on top that a link cannot be opened.
  func rejectLink() {
    hasRejectedLink = true
    observers.notify(.linkRejected)
  }

  /// Forgets the rejected link: the pages changed, and the banner was about the old ones.
  func clearRejectedLink() {
    guard hasRejectedLink else { return }
    hasRejectedLink = false
    observers.notify(.linkCleared)
  }

  /// Stops listening to the connection; nothing is told of it any more.
  func stop() {
    isFollowing = false
    guard let listener else { return }
    trace.record(.effectCancelled, "listen to connectivity")
    listener.cancel()
    self.listener = nil
  }

  private func connectivityDidChange(isOnline: Bool) {
    // A change already on its way when the app was left is not news for anyone.
    guard listener != nil, isOnline != self.isOnline else { return }
    self.isOnline = isOnline
    if isOnline { onBackOnline() }
    observers.notify(isOnline ? .cameOnline : .wentOffline)
  }

  /// The device's connection changed: a scene's status tells its own observers.
  private func deviceDidChange(_ change: Change) {
    guard isFollowing, change == .cameOnline || change == .wentOffline else { return }
    isOnline = change == .cameOnline
    observers.notify(change)
  }
}
