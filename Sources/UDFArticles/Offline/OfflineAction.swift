public import ArticleDomain

/// What can happen to the connection and the articles saved on the device.
public enum OfflineAction: Hashable, Sendable {
  /// The connection's status: reported once at launch, then after each change.
  case connectivityChanged(isOnline: Bool)
  /// The articles saved on the device were read: empty when nothing was saved.
  case cacheLoaded([Article])
}

extension OfflineAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `connectivityChanged(offline)`.
  public var description: String {
    switch self {
    case .connectivityChanged(let isOnline):
      "connectivityChanged(\(isOnline ? "online" : "offline"))"
    case .cacheLoaded(let articles): "cacheLoaded: \(articles.countDescription)"
    }
  }
}
