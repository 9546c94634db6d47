/// What happens when the app starts.
public enum LaunchAction: Hashable, Sendable {
  /// The app launched: its pages are about to be shown.
  ///
  /// On a cold start from a link the link came first (``DeepLinkAction/opened(_:)``, as iOS
  /// hands a scene its launch URL before the first frame), so the route already holds the
  /// link's pages and the list beneath does not appear — nor load — until the user goes back.
  case launched
}

extension LaunchAction: CustomStringConvertible {
  /// The action as the trace shows it: `launched`.
  public var description: String {
    switch self {
    case .launched: "launched"
    }
  }
}
