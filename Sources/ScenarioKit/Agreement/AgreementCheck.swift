/// Runs the same user session on several patterns and finds where they stop agreeing.
///
/// The scenarios say what must happen; this check says something weaker but wider: whatever a
/// user does, every pattern must show the same screens and ask the server the same things.
/// Only what the harness observes is compared — the step, the requests as the scripted server
/// saw them (started, cancelled, answered, superseded), the screen after each step, a failed
/// step and the run's outcome — never what a pattern reports about itself.
///
/// ```swift
/// let sessions = UserSessionGenerator(seed: 7).sessions(count: 100, steps: 14, on: MVVM)
/// let report = AgreementCheck.run(sessions, on: [MVVM, UDF, VIPER])
/// report.disagreements.first?.description  // the session, the step and both screens
/// ```
public enum AgreementCheck {
  /// One session on which a pattern observed something else than the reference did.
  public struct Disagreement: Sendable, CustomStringConvertible {
    /// The session, as a scenario file a reviewer can save and `explain`.
    public let session: UserSession
    public let reference: String
    public let pattern: String
    /// The step during which the two first differ, as written.
    public let step: String
    /// The reference's lines of that step from the first difference on, and the pattern's.
    public let expected: [String]
    public let seen: [String]

    public var description: String {
      """
      \(pattern) differs from \(reference) in \(session.name), \(step):
      \(reference):
      \(expected.map { "  " + $0 }.joined(separator: "\n"))
      \(pattern):
      \(seen.map { "  " + $0 }.joined(separator: "\n"))
      """
    }
  }

  /// What a run of the check found.
  public struct Report: Sendable {
    public var sessions = 0
    public var patterns: [String] = []
    /// At most one per session and pattern: the first step where they part.
    public var disagreements: [Disagreement] = []
  }

  /// Runs every session on every pattern; the first pattern is the reference.
  public static func run(_ sessions: [UserSession], on patterns: [PatternEntry]) -> Report {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        var report = Report(sessions: sessions.count, patterns: patterns.map(\.name))
        guard let reference = patterns.first else { return report }
        for session in sessions {
          let expected = SessionReplay(session.scenario, on: reference, loop: loop).observed
          for pattern in patterns.dropFirst() {
            let seen = SessionReplay(session.scenario, on: pattern, loop: loop).observed
            if let disagreement = compare(
              expected, seen, session: session, reference: reference.name, pattern: pattern.name)
            {
              report.disagreements.append(disagreement)
            }
          }
        }
        return report
      }
    }
  }

  /// What the harness observes of `scenario` on `pattern`, step by step, as the check
  /// compares it: the requests, the screen of every open window, a failed step, the outcome.
  public static func observe(_ scenario: CompiledScenario, on pattern: PatternEntry) -> [String] {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated { SessionReplay(scenario, on: pattern, loop: loop).observed }
    }
  }

  private static func compare(
    _ expected: [String], _ seen: [String], session: UserSession, reference: String,
    pattern: String
  ) -> Disagreement? {
    let shared = min(expected.count, seen.count)
    guard
      let index = (0..<shared).first(where: { expected[$0] != seen[$0] })
        ?? (expected.count == seen.count ? nil : shared)
    else { return nil }
    let step = expected[..<index].last { $0.hasPrefix("step ") } ?? "before the first step"
    let context = 6
    return Disagreement(
      session: session, reference: reference, pattern: pattern, step: step,
      expected: Array(expected[index...].prefix(context)),
      seen: Array(seen[index...].prefix(context)))
  }
}
