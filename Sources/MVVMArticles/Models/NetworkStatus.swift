import ArticleDomain
import Observation

/// Whether the device is online, as an observable value the screens read.
///
/// Rule: views only read view models, and view models only read observable models. The
/// ``Connectivity`` port announces changes as a stream; the account's ``DeviceConnection``
/// listens to it, once for every window, and writes each change here, so that every view bound
/// to a view model that reads ``isOnline`` (the offline banner) re-renders on its own — nobody
/// has to remember to tell it.
@Observable
@MainActor
final class NetworkStatus {
  /// Whether the device can reach the server right now.
  private(set) var isOnline: Bool

  /// The status the device reports now.
  init(connectivity: any Connectivity) {
    isOnline = connectivity.isOnline
  }

  /// Records a change the connectivity port announced.
  func update(isOnline: Bool) {
    if self.isOnline != isOnline { self.isOnline = isOnline }
  }
}
