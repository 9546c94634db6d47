import ScenarioKit

/// A pattern's stale-result policy as the harness observed it, not as the pattern reports it.
///
/// Read from each result's trace (the first order run, or the first failing one), and only
/// from lines the harness writes — never from the pattern's own `render` or `action` lines:
///
/// - **received**: answers to superseded requests — `request #N succeeded (superseded)` or
///   `request #N failed (superseded)`, that is, answers to a request a newer request of the same
///   kind had replaced by the time it was answered.
/// - **applied**: of those, the ones after which the app changed a view: the harness counts the
///   view changes between the answer and the quiet that follows it
///   (`  observed: the answer to #N changed 2 views …`). An upper bound on harm: a change may
///   redraw what was already shown.
/// - **visible**: of those, the ones after which the screen differs from the screen before the
///   answer (`… and the screen`).
/// - **dropped**: answers that changed no view, or reached nobody because the request had been
///   cancelled (`… after it was cancelled; nobody was waiting`). Whether the app kept such an
///   answer in its state is not something the screen can tell.
/// - **unobserved**: answers whose reaction the harness could not watch to the end (the step
///   did not settle or the worker crashed): not observable, counted as neither.
/// - **cancelled**: requests the pattern cancelled (`request #N cancelled` lines), stale or not.
struct StaleResultPolicy: Codable, Equatable, Sendable {
  var received = 0
  var applied = 0
  var visible = 0
  var unobserved = 0
  var cancelled = 0
  /// How many scenario runs the figures come from.
  var scenarios = 0

  var dropped: Int { received - applied - unobserved }

  /// How one stale answer in a trace was handled, as the harness saw it.
  enum Handling: String, Equatable, Sendable {
    case dropped, applied, visible, unobserved

    /// What the report calls it.
    var label: String {
      switch self {
      case .dropped: "changed no view"
      case .applied: "changed views"
      case .visible: "changed the screen"
      case .unobserved: "not observable"
      }
    }
  }

  /// The figures of `pattern` over every result of it in `results`.
  static func observe(_ pattern: String, in results: [ScenarioResult]) -> StaleResultPolicy {
    var policy = StaleResultPolicy()
    for result in results where result.pattern == pattern {
      policy.scenarios += 1
      policy.cancelled += result.trace.filter(isCancellation).count
      for handling in staleAnswers(in: result.trace).values {
        policy.received += 1
        switch handling {
        case .dropped: break
        case .applied: policy.applied += 1
        case .visible:
          policy.applied += 1
          policy.visible += 1
        case .unobserved: policy.unobserved += 1
        }
      }
    }
    return policy
  }

  /// Each stale answer's line index in `trace`, with how the pattern handled it.
  static func staleAnswers(in trace: [String]) -> [Int: Handling] {
    var answers: [Int: Handling] = [:]
    for (index, line) in trace.enumerated() where isStaleAnswer(line) {
      let number = line.dropFirst("request #".count).prefix { $0.isNumber }
      let observed = "  observed: the answer to #\(number) changed "
      let step = trace[(index + 1)...].prefix { !$0.hasPrefix("step ") }
      if let observation = step.first(where: { $0.hasPrefix(observed) }) {
        let change = observation.dropFirst(observed.count)
        let changedScreen = change == "the screen" || change.hasSuffix(" and the screen")
        answers[index] = changedScreen ? .visible : change == "no view" ? .dropped : .applied
      } else {
        answers[index] = line.hasSuffix("nobody was waiting") ? .dropped : .unobserved
      }
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
}
