public import ArticleDomain

/// The device's intents: the connection's status and the articles saved on the device, both
/// side-effect results.
public enum OfflineIntent: Hashable, Sendable {
  /// The connection's status: reported once at launch, then after each change.
  case connectivityChanged(isOnline: Bool)
  /// The articles saved on the device were read: empty when nothing was saved.
  case cacheLoaded([Article])
}

extension OfflineIntent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .connectivityChanged(let isOnline):
      "connectivityChanged(\(isOnline ? "online" : "offline"))"
    case .cacheLoaded(let articles): "cacheLoaded: \(articles.countDescription)"
    }
  }
}
