/// Where a scenario comes from, as reports cite it.
public struct ScenarioReference: Hashable, Sendable, Codable {
  public var name: String
  public var feature: String
  public var file: String
  public var line: Int
  /// Feature and scenario tags, without `@`.
  public var tags: [String]

  public init(name: String, feature: String, file: String, line: Int, tags: [String]) {
    self.name = name
    self.feature = feature
    self.file = file
    self.line = line
    self.tags = tags
  }
}

/// What running one scenario on one pattern came to.
public enum Outcome: String, Hashable, Sendable, CaseIterable, Codable {
  case passed
  case failed
  /// A teaching variant failed a scenario it is listed to fail.
  case expectedFailure = "expected-failure"
  /// A teaching variant passed a scenario it is listed to fail: the suite lost its teeth.
  case unexpectedPass = "unexpected-pass"
  /// A step left work queued after the job limit: a livelock or endless work; or the pattern's
  /// run went past its time limit and was stopped.
  case didNotSettle = "did-not-settle"
  /// The pattern's process died (a trap, a fatal error) while running the scenario.
  case crashed
  /// Objects of the app were still alive after teardown and every pending call was released.
  case leaked

  /// Whether this outcome is what the suite wants to see.
  public var isAsExpected: Bool { self == .passed || self == .expectedFailure }
}

/// The result of one scenario on one pattern, over every order its "in any order" steps allow.
public struct ScenarioResult: Sendable, Codable {
  public var pattern: String
  public var scenario: ScenarioReference
  public var outcome: Outcome
  /// Why it did not pass: the step, what was seen, and the screen.
  public var message: String?
  /// How many orders were run (1 without "in any order" steps).
  public var ordersRun: Int
  /// The order ``trace`` and ``message`` are of, such as `#2, #1`, when the scenario has
  /// "in any order" steps: the one asked for, else the first that failed, else the first.
  public var shownOrder: String?
  /// The timeline of the order shown, for explanations.
  public var trace: [String]
  /// A digest of every order's trace: two runs that did the same thing have equal fingerprints.
  public var fingerprint: UInt64
  /// Whether a repetition of the scenario produced a different trace.
  public var diverged = false
  /// Where the first repetition that differed first parted from the first run: the trace
  /// line's number and both versions of it (``TraceDivergence``).
  public var divergence: String?

  public init(
    pattern: String, scenario: ScenarioReference, outcome: Outcome, message: String?,
    ordersRun: Int, shownOrder: String? = nil, trace: [String], fingerprint: UInt64
  ) {
    self.pattern = pattern
    self.scenario = scenario
    self.outcome = outcome
    self.message = message
    self.ordersRun = ordersRun
    self.shownOrder = shownOrder
    self.trace = trace
    self.fingerprint = fingerprint
  }
}

/// What happens during a run, in order, for whoever supervises it.
public enum RunEvent: Sendable, Codable {
  case started(pattern: String, scenario: ScenarioReference)
  /// A step is about to run: `step 3 (line 12): When the user pulls to refresh`.
  case step(String)
  case finished(ScenarioResult)
}
