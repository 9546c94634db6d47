public import ArticleDomain
import Synchronization

/// The timeline of one scenario run: the steps, the requests, what the pattern reported, and
/// the screen after each step.
///
/// Two runs of the same scenario on the same pattern must produce the same lines; the repeat
/// check compares them.
public final class TraceLog: Sendable {
  private let storage = Mutex<[String]>([])

  public init() {}

  public var lines: [String] { storage.withLock { $0 } }

  public func record(_ line: String) {
    storage.withLock { $0.append(line) }
  }

  /// Records `lines` in order, taking the lock once.
  func record(contentsOf lines: [String]) {
    storage.withLock { $0.append(contentsOf: lines) }
  }

  /// A ``Trace`` for the pattern to report into. An action is recorded without Swift's
  /// qualified names (``TraceText``), so a pattern may trace one as Swift describes it; other
  /// events, whose details may name files and types on purpose, as they come.
  public var patternTrace: Trace {
    Trace { [weak self] event in
      guard event.kind == .action else {
        self?.record("  \(event)")
        return
      }
      self?.record("  \(event.kind.rawValue) \(TraceText.unqualified(event.detail))")
    }
  }
}

/// Why a step failed, in words a reviewer reads in the matrix.
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
