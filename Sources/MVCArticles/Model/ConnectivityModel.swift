/// Told when the device goes offline or comes back; adopted by every page, for its banner.
@MainActor
protocol ConnectivityModelObserver: AnyObject {
  func connectivityModel(_ model: ConnectivityModel, didChangeIsOnline isOnline: Bool)
}

/// Whether the device is online, as every page reads it: the model the app writes as the
/// device announces each change, and that tells the pages, as ``FavoritesModel`` tells them of
/// a star.
///
/// Rule: one source for the connection. A page reads ``isOnline`` when its view loads and is
/// told of each change after; no page asks the port, and the app finds no page: it writes the
/// model, and the pages that observe it follow, whichever scene or stack they are in. Back
/// online, the app sends the favorites made offline first, then writes the model, so the
/// lists catch up after the server has the user's changes.
@MainActor
final class ConnectivityModel {
  /// Whether the device can reach the server, as last announced.
  private(set) var isOnline: Bool
  private var observers: [WeakObserver] = []

  init(isOnline: Bool) {
    self.isOnline = isOnline
  }

  /// The device announced `isOnline`: every page is told, in the order they started to
  /// observe.
  func update(isOnline: Bool) {
    self.isOnline = isOnline
    for observer in observers.compactMap(\.observer) {
      observer.connectivityModel(self, didChangeIsOnline: isOnline)
    }
  }

  /// Adds `observer`, held weakly: a page that goes away stops being told.
  func addObserver(_ observer: any ConnectivityModelObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  private struct WeakObserver {
    weak var observer: (any ConnectivityModelObserver)?
  }
}
