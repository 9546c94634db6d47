/// Where a pattern reports what it does, so reports can show each pattern's timeline.
///
/// Patterns report in their own words (`"action refreshPulled"`, `"effect loadPage #2"`); the
/// harness adds what it sees itself (requests, screens). Reporting is optional for correctness —
/// scenarios judge the screen — but makes the side-by-side timelines readable.
public struct Trace: Sendable {
  private let sink: (@Sendable (TraceEvent) -> Void)?

  public init(_ sink: @escaping @Sendable (TraceEvent) -> Void) { self.sink = sink }

  private init() { sink = nil }

  /// A trace that drops every event without building it.
  public static let disabled = Trace()

  /// Whether anybody listens; a disabled trace never evaluates a detail.
  public var isEnabled: Bool { sink != nil }

  /// Records `detail`, built only when somebody listens, so tracing costs nothing in an app
  /// (or a benchmark) that does not.
  public func record(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    guard let sink else { return }
    sink(TraceEvent(kind: kind, detail: detail()))
  }
}

/// One thing a pattern did.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    case action
    case effectStarted = "effect"
    case effectCancelled = "cancel"
    case render, route
    case runtimeWarning = "warning"
  }

  public var kind: Kind
  public var detail: String

  public init(kind: Kind, detail: String) {
    self.kind = kind
    self.detail = detail
  }

  public var description: String { "\(kind.rawValue) \(detail)" }
}
