import ArticleDomain

/// What the device reported: the connection's status and the articles saved on it. The user
/// has no intent here.
enum OfflineResult: Hashable, Sendable {
  /// The connection's status: reported once at launch, then after each change.
  case connectivityChanged(isOnline: Bool)
  /// The articles saved on the device were read: empty when nothing was saved.
  case cacheLoaded([Article])
}

extension OfflineResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .connectivityChanged(let isOnline):
      "connectivityChanged(\(isOnline ? "online" : "offline"))"
    case .cacheLoaded(let articles): "cacheLoaded: \(articles.countDescription)"
    }
  }
}
