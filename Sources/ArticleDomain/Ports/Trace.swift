/// Where a pattern reports what it does, so reports can show each pattern's timeline.
///
/// Patterns report in their own words (`"action refreshPulled"`, `"effect loadPage #2"`); the
/// harness adds what it sees itself (requests, screens). Reporting is optional for correctness —
/// scenarios judge the screen — but makes the side-by-side timelines readable.
public struct Trace: Sendable {
  private let sink: @Sendable (TraceEvent) -> Void

  public init(_ sink: @escaping @Sendable (TraceEvent) -> Void) { self.sink = sink }

  /// A trace that drops every event.
  public static let disabled = Trace { _ in }

  public func record(_ kind: TraceEvent.Kind, _ detail: String) {
    sink(TraceEvent(kind: kind, detail: detail))
  }
}

/// One thing a pattern did.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    case action
    case effectStarted = "effect"
    case effectCancelled = "cancel"
    case render, route
  }

  public var kind: Kind
  public var detail: String

  public init(kind: Kind, detail: String) {
    self.kind = kind
    self.detail = detail
  }

  public var description: String { "\(kind.rawValue) \(detail)" }
}
