/// The connection's sub-state, as far as the feature needs it.
///
/// The reducer never asks the device: the connection's status arrives as an intent
/// (``OfflineIntent/connectivityChanged(isOnline:)``), which the store's side-effect handler
/// dispatches at launch and on every change.
public struct OfflineState: Hashable, Sendable {
  /// Whether the device can reach the server. While it cannot, the list asks nothing and the
  /// pages show the banner `You are offline`.
  public var isOnline = true

  public init() {}

  /// The banner shown while offline.
  static let banner = "You are offline"
}
