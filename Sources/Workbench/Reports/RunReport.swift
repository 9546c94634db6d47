import ScenarioKit

/// The results of one `workbench run`: the model every rendering reads.
struct RunReport {
  var results: [ScenarioResult]
  var patterns: [String]
  /// The columns that are teaching variants, shown apart from the patterns.
  var variants: Set<String> = []
  var repetitions: Int
  var divergent: Int
  var elapsed: Duration

  /// Whether every result is what the suite wants and every repeat gave the same trace.
  var isAsExpected: Bool {
    results.allSatisfy(\.outcome.isAsExpected) && divergent == 0
  }

  var scenarioCount: Int { patterns.isEmpty ? 0 : results.count / patterns.count }

  /// How many results of `pattern` had each outcome.
  func counts(for pattern: String) -> [Outcome: Int] {
    results.filter { $0.pattern == pattern }.reduce(into: [:]) { $0[$1.outcome, default: 0] += 1 }
  }

  /// The JSON contract other tools read (see README, "Machine-readable output").
  func json() -> String {
    struct Document: Encodable {
      struct Result: Encodable {
        var pattern, scenario, feature, file: String
        var line: Int
        var tags: [String]
        var outcome: String
        var message: String?
        var orders: Int
      }
      struct Summary: Encodable {
        var scenarios: Int
        var patterns: [String]
        var outcomes: [String: [String: Int]]
        var asExpected: Bool
        var repetitions: Int
        var elapsedSeconds: Double
      }
      var results: [Result]
      var summary: Summary
      var divergent: Int
    }
    let document = Document(
      results: results.map {
        .init(
          pattern: $0.pattern, scenario: $0.scenario.name, feature: $0.scenario.feature,
          file: $0.scenario.file, line: $0.scenario.line, tags: $0.scenario.tags,
          outcome: $0.outcome.rawValue, message: $0.message, orders: $0.ordersRun)
      },
      summary: .init(
        scenarios: scenarioCount, patterns: patterns,
        outcomes: Dictionary(
          uniqueKeysWithValues: patterns.map { pattern in
            (
              pattern,
              Dictionary(
                uniqueKeysWithValues: counts(for: pattern).map { ($0.key.rawValue, $0.value) })
            )
          }),
        asExpected: isAsExpected, repetitions: repetitions,
        elapsedSeconds: elapsed.seconds),
      divergent: divergent)
    return JSONText.encode(document)
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
