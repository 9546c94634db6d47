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
  /// Where the scenarios came from (the matrix's second line, the JSON summary's `origins`).
  var origins: [ScenarioOrigin] = []

  /// Whether every result is what the suite wants and every repeat gave the same trace.
  var isAsExpected: Bool {
    results.allSatisfy(\.outcome.isAsExpected) && divergent == 0
  }

  var scenarioCount: Int { patterns.isEmpty ? 0 : results.count / patterns.count }

  /// How many results of `pattern` had each outcome.
  func counts(for pattern: String) -> [Outcome: Int] {
    results.filter { $0.pattern == pattern }.reduce(into: [:]) { $0[$1.outcome, default: 0] += 1 }
  }

  /// The JSON contract other tools read (see the DocC article CommandLine, "The JSON result").
  func json() -> String {
    JSONText.encode(document(traces: .none))
  }

  /// Which results of a JSON document carry their trace.
  enum Traces {
    /// None: `run --format json`.
    case none
    /// Those that did not pass, whose timeline says why: `report`'s `results.json`.
    case notPassed
    /// Every result's: `report --traces`.
    case all

    func includes(_ result: ScenarioResult) -> Bool {
      switch self {
      case .none: false
      case .notPassed: result.outcome != .passed
      case .all: true
      }
    }
  }

  /// The JSON contract as a value, with the traces `traces` selects.
  func document(traces: Traces) -> Document {
    Document(
      results: results.map {
        .init(
          pattern: $0.pattern, scenario: $0.scenario.name, feature: $0.scenario.feature,
          file: $0.scenario.file, line: $0.scenario.line, tags: $0.scenario.tags,
          outcome: $0.outcome.rawValue, message: $0.message, orders: $0.ordersRun,
          trace: traces.includes($0) ? $0.trace : nil, diverged: $0.diverged ? true : nil,
          divergence: $0.divergence)
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
        elapsedSeconds: elapsed.seconds,
        origins: origins.isEmpty
          ? nil
          : origins.map { .init(path: $0.path, builtIn: $0.isBuiltIn, scenarios: $0.scenarios) }),
      divergent: divergent)
  }

  /// The shape of `run --format json`: results, a summary and the divergent count.
  struct Document: Codable, Equatable {
    struct Result: Codable, Equatable {
      var pattern, scenario, feature, file: String
      var line: Int
      var tags: [String]
      var outcome: String
      var message: String?
      var orders: Int
      /// The timeline of the run shown: in a report's `results.json` for a result that did not
      /// pass (every result's with `report --traces`); absent from `run --format json`.
      var trace: [String]?
      /// `true` when a later repetition's trace differed from the first; absent otherwise.
      var diverged: Bool?
      /// Where the first repetition that differed first parted from the first run: the trace
      /// line and both versions of it; absent when no repetition differed.
      var divergence: String?
    }
    struct Summary: Codable, Equatable {
      var scenarios: Int
      var patterns: [String]
      var outcomes: [String: [String: Int]]
      var asExpected: Bool
      var repetitions: Int
      var elapsedSeconds: Double
      /// Where the scenarios came from: each path named, or the workbench's own folder.
      var origins: [Origin]?
    }
    struct Origin: Codable, Equatable {
      var path: String
      var builtIn: Bool
      var scenarios: Int
    }
    var results: [Result]
    var summary: Summary
    var divergent: Int
  }
}

extension RunReport {
  /// Runs `selection` the way `workbench run` does: every scenario on every pattern — in worker
  /// processes when `isolation` is given, so a crash or a hang costs one scenario — each result
  /// judged by the expected-failure registry.
  ///
  /// - Parameters:
  ///   - selection: the scenarios, patterns and registry to run.
  ///   - isolation: the worker processes to run patterns in; `nil` runs them in this process.
  ///   - repetitions: how many times each scenario runs, to count divergent traces.
  ///   - progress: told about each judged result as it finishes.
  static func running(
    _ selection: ScenarioSelection, isolation: IsolatedRunner? = nil, repetitions: Int = 1,
    progress: (@Sendable (ScenarioResult) -> Void)? = nil
  ) -> RunReport {
    let clock = ContinuousClock()
    let started = clock.now
    let expectedFailures = selection.expectedFailures
    let judgedProgress: @Sendable (ScenarioResult) -> Void = { rawResult in
      progress?(expectedFailures.judge(rawResult))
    }
    let (rawResults, divergent) =
      isolation?.run(
        selection.scenarios, on: selection.patterns, repetitions: repetitions,
        progress: judgedProgress)
      ?? ScenarioRunner.run(
        selection.scenarios, on: selection.patterns, repetitions: repetitions,
        progress: judgedProgress)
    let names = selection.patterns.map(\.name)
    return RunReport(
      results: rawResults.map(expectedFailures.judge), patterns: names,
      variants: expectedFailures.isEmpty ? [] : Set(names.filter(selection.catalog.isVariant)),
      repetitions: repetitions, divergent: divergent, elapsed: clock.now - started,
      origins: selection.origins)
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
