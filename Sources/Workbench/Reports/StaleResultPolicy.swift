import ScenarioKit

/// A pattern's stale-result policy as the harness observed it in the traces, not as declared.
///
/// Read from each result's trace (the first order run, or the first failing one):
///
/// - **received**: answers to superseded requests — `request #N succeeded (superseded)` or
///   `request #N failed (superseded)`, that is, answers to a request a newer request of the same
///   kind had replaced by the time it was answered.
/// - **applied**: of those, the ones the pattern reacted to with a render: a `render` line follows
///   before the next request event, step or failure. An upper bound on harm: a render may
///   redraw what was already shown.
/// - **visible**: of the applied ones, those after which the screen differs from the screen
///   shown before the answer.
/// - **dropped**: received minus applied: no render followed, or the answer reached nobody
///   because the request had been cancelled (`… after it was cancelled; nobody was waiting`).
/// - **cancelled**: requests the pattern cancelled (`request #N cancelled` lines), stale or not.
struct StaleResultPolicy: Codable, Equatable, Sendable {
  var received = 0
  var applied = 0
  var visible = 0
  var cancelled = 0
  /// How many scenario runs the figures come from.
  var scenarios = 0

  var dropped: Int { received - applied }

  /// How one stale answer in a trace was handled.
  enum Handling: String, Equatable, Sendable {
    case dropped, applied, visible
  }

  /// The figures of `pattern` over every result of it in `results`.
  static func observe(_ pattern: String, in results: [ScenarioResult]) -> StaleResultPolicy {
    var policy = StaleResultPolicy()
    for result in results where result.pattern == pattern {
      policy.scenarios += 1
      policy.cancelled += result.trace.filter(isCancellation).count
      for handling in staleAnswers(in: result.trace).values {
        policy.received += 1
        if handling != .dropped { policy.applied += 1 }
        if handling == .visible { policy.visible += 1 }
      }
    }
    return policy
  }

  /// Each stale answer's line index in `trace`, with how the pattern handled it.
  static func staleAnswers(in trace: [String]) -> [Int: Handling] {
    var answers: [Int: Handling] = [:]
    for (index, line) in trace.enumerated() where isStaleAnswer(line) {
      if line.hasSuffix("nobody was waiting") {
        answers[index] = .dropped
        continue
      }
      let reaction = trace[(index + 1)...].prefix { !isBoundary($0) }
      guard reaction.contains(where: { $0.hasPrefix("  render") }) else {
        answers[index] = .dropped
        continue
      }
      answers[index] =
        screen(before: index, in: trace) == screen(after: index, in: trace) ? .applied : .visible
    }
    return answers
  }

  static func isStaleAnswer(_ line: String) -> Bool {
    line.hasPrefix("request #")
      && (line.contains(" succeeded (superseded)") || line.contains(" failed (superseded)"))
  }

  static func isCancellation(_ line: String) -> Bool {
    guard line.hasPrefix("request #"), let space = line.firstIndex(of: " ") else { return false }
    let rest = line[line.index(after: space)...].drop { $0 != " " }
    return rest.hasPrefix(" cancelled")
  }

  /// A line that ends a pattern's reaction to an answer.
  private static func isBoundary(_ line: String) -> Bool {
    line.hasPrefix("request #") || line.hasPrefix("step ") || line.hasPrefix("order:")
      || line.hasPrefix("failed:") || line.hasPrefix("    ")
  }

  /// The screen lines (indented four spaces) last shown before `index`.
  private static func screen(before index: Int, in trace: [String]) -> [String] {
    let earlier = trace[..<index]
    guard let last = earlier.lastIndex(where: isScreenLine) else { return [] }
    let start = earlier[..<last].lastIndex { !isScreenLine($0) }.map { $0 + 1 } ?? 0
    return Array(trace[start...last])
  }

  /// The screen lines first shown after `index`.
  private static func screen(after index: Int, in trace: [String]) -> [String] {
    let later = trace[(index + 1)...]
    guard let first = later.firstIndex(where: isScreenLine) else { return [] }
    return Array(trace[first...].prefix(while: isScreenLine))
  }

  private static func isScreenLine(_ line: String) -> Bool { line.hasPrefix("    ") }
}
