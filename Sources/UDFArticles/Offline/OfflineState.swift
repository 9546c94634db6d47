/// The state of the connection, as far as the feature needs it.
///
/// Rule: the reducer never asks the device. The connection's status reaches the state as an
/// action (``OfflineAction/connectivityChanged(isOnline:)``), reported by the effect runner at
/// launch and on every change; the rules read this value.
public struct OfflineState: Hashable, Sendable {
  /// Whether the device can reach the server. While it cannot, the list asks nothing and the
  /// pages show the banner `You are offline`.
  public var isOnline = true

  public init() {}

  /// The banner shown while offline.
  static let banner = "You are offline"
}
