/// Whether the device can reach the server.
public protocol Connectivity: Sendable {
  /// Whether the device is online right now.
  var isOnline: Bool { get }
  /// Each change of ``isOnline``, starting with the next one.
  func changes() -> AsyncStream<Bool>
}
