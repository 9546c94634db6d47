import ArticleDomain

/// The account's ear on the device's connection, one for every window: it writes each change
/// to the network status, and when the device comes back online it sends the user's offline
/// changes first, then tells each list that asked — so the lists' rows already include them.
///
/// The order is said here, in one place, and the connection is listened to once: the account's
/// models own it (`SharedModels`, the SwiftUI chapter's `AccountModel`), as they own the
/// favorites store and the network status it writes, so a second window neither writes the status again nor sends the favorites a
/// second time, and a detail's banner follows the device whether or not a list is alive. The
/// lists ask to hear of a return (``onReturn(_:perform:)``) and catch up, in the order they
/// asked — in the MVVM, Coordinator and SwiftUI MVVM apps alike, so no navigation object takes
/// part.
@MainActor
final class DeviceConnection {
  /// A list that asked to hear of a return, held weakly: a list that went hears nothing.
  private struct Listener {
    weak var owner: AnyObject?
    let onReturn: @MainActor () -> Void
  }

  private var task: Task<Void, Never>?
  private var wasOnline: Bool
  private var listeners: [Listener] = []

  /// Listens to `environment`'s connectivity from now on, writing to `network` and sending
  /// `favorites`' offline changes when the device comes back.
  init(environment: ArticleEnvironment, network: NetworkStatus, favorites: FavoritesStore) {
    // Subscribed now, not inside the task, so that no change is missed before it first runs.
    let changes = environment.connectivity.changes()
    wasOnline = environment.connectivity.isOnline
    network.update(isOnline: wasOnline)
    let trace = environment.trace
    task = Task { [weak self, weak network, weak favorites] in
      for await isOnline in changes {
        trace.record(.action, isOnline ? "device online" : "device offline")
        guard let self, let network, let favorites else { return }
        let cameBack = isOnline && !self.wasOnline
        self.wasOnline = isOnline
        network.update(isOnline: isOnline)
        guard cameBack else { continue }
        favorites.sendPendingChanges()
        self.announceReturn()
      }
    }
  }

  /// Calls `perform` with `owner` each time the device comes back online, after the favorites
  /// were sent, for as long as `owner` lives.
  func onReturn<Owner: AnyObject>(
    _ owner: Owner, perform: @escaping @MainActor (Owner) -> Void
  ) {
    listeners.append(
      Listener(owner: owner) { [weak owner] in
        if let owner { perform(owner) }
      })
  }

  private func announceReturn() {
    listeners.removeAll { $0.owner == nil }
    for listener in listeners { listener.onReturn() }
  }

  isolated deinit {
    task?.cancel()
  }
}
