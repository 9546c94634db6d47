/// Where the app keeps the star changes the server has not answered (``SavedOutbox``), on the
/// device, as an app keeps them in its own file or database.
public protocol OutboxStore: Sendable {
  /// The text the app saved last, or `nil` when it saved nothing.
  func loadOutbox() -> String?
  /// Saves `outbox`, replacing what was saved before.
  func saveOutbox(_ outbox: String)
}

/// An outbox store that keeps nothing: an app that never relaunches, such as a benchmark's.
public struct ForgettingOutboxStore: OutboxStore {
  public init() {}
  public func loadOutbox() -> String? { nil }
  public func saveOutbox(_ outbox: String) {}
}
