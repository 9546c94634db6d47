/// The connection's sub-state, as far as the feature needs it.
///
/// The reducer never asks the device: the connection's status arrives as a result
/// (``OfflineResult/connectivityChanged(isOnline:)``), which the store's side effect reports
/// at launch and on every change.
struct OfflineState: Hashable, Sendable {
  /// Whether the device can reach the server. While it cannot, the list asks nothing and the
  /// pages show the banner `You are offline`.
  var isOnline = true

  init() {}

  /// The banner shown while offline.
  static let banner = "You are offline"
}
