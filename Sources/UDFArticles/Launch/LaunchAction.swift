/// What happens when the app starts.
public enum LaunchAction: Hashable, Sendable {
  /// The scene connected: before any page shows or any link opens, the pages the last run
  /// saved are read.
  case connected
  /// The outbox was read: its text, or `nil` when nothing was saved.
  case outboxRead(String?)
  /// The saved pages were read: their text, or `nil` when nothing was saved.
  case savedPagesRead(String?)
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
    case .connected: "connected"
    case .outboxRead(let text): text == nil ? "outboxRead(nothing)" : "outboxRead"
    case .savedPagesRead(let text): text == nil ? "savedPagesRead(nothing)" : "savedPagesRead"
    case .launched: "launched"
    }
  }
}
