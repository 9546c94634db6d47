import ScenarioKit

/// The terminal rendering of a run: the scenario × pattern matrix, the teaching variants with
/// the scenarios that catch each mistake, a summary, and every unexpected result with its
/// reason and the screen the user saw.
struct MatrixRenderer {
  let report: RunReport

  init(_ report: RunReport) { self.report = report }

  private static let nameWidth = 64

  var text: String {
    var lines = [header] + (ScenarioOrigin.line(report.origins).map { [$0] } ?? []) + [""]
    lines += matrix
    let variants = variantSection
    if !variants.isEmpty { lines += [""] + variants }
    lines += [""] + summary
    let failures = failureSections
    if !failures.isEmpty { lines += ["", "UNEXPECTED RESULTS"] + failures }
    let diverged = divergentSection
    if !diverged.isEmpty {
      lines += ["", "DIVERGENT — a later repetition's trace differed from the first run's"]
      lines += diverged
    }
    lines += ["", footer]
    return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  private var patterns: [String] { report.patterns.filter { !report.variants.contains($0) } }
  private var variants: [String] { report.patterns.filter { report.variants.contains($0) } }

  private var header: String {
    let scenarios = report.scenarioCount
    let time = report.elapsed.seconds.formatted(decimals: 2)
    var text = "Architecture Workbench · \(scenarios) scenario\(scenarios == 1 ? "" : "s") × "
    text += "\(patterns.count) pattern\(patterns.count == 1 ? "" : "s")"
    if !variants.isEmpty {
      text += " + \(variants.count) teaching variant\(variants.count == 1 ? "" : "s")"
    }
    return text + " · \(time) s"
  }

  // MARK: The matrix of patterns

  private var matrix: [String] {
    guard !patterns.isEmpty else { return [] }
    let widths = patterns.map { max($0.count + 2, 7) }
    var lines = [
      String(repeating: " ", count: Self.nameWidth + 2)
        + zip(patterns, widths).map { $0.padded(to: $1) }.joined()
    ]
    var lastFile = ""
    for scenario in scenarioOrder {
      if scenario.file != lastFile {
        lines.append("\(scenario.file.lastPathComponent) — \(scenario.feature)")
        lastFile = scenario.file
      }
      let label = ":\(scenario.line)".padded(to: 6) + scenario.name
      let cells = zip(patterns, widths).map { pattern, width in
        (result(of: pattern, in: scenario)?.outcome).map(Self.cell).map { $0.padded(to: width) }
          ?? "-".padded(to: width)
      }
      lines.append(
        "  " + label.truncated(to: Self.nameWidth).padded(to: Self.nameWidth) + cells.joined())
    }
    return lines
  }

  // MARK: Teaching variants

  /// Each variant with the scenarios that catch its mistake.
  private var variantSection: [String] {
    guard !variants.isEmpty else { return [] }
    var lines = ["TEACHING VARIANTS — each must fail exactly its listed scenarios"]
    for variant in variants {
      let results = report.results.filter { $0.pattern == variant }
      let caught = results.filter { $0.outcome == .expectedFailure }
      let missed = results.filter { $0.outcome == .unexpectedPass }
      let listed = caught.count + missed.count
      let verdict =
        missed.isEmpty
        ? "caught by \(caught.count) of \(listed)" : "NOT caught by \(missed.count) of \(listed)"
      lines.append("  \(variant) — \(verdict)")
      lines += caught.map { "      ✗ \($0.scenario.name)" }
      lines += missed.map { "      ✓ \($0.scenario.name)  (passed: the suite lost its teeth)" }
      guard let base = base(of: variant) else { continue }
      // Unlisted failures of a scenario its pattern passes: the mistake's own, to list.
      let own = results.filter { !$0.outcome.isAsExpected && passed(base, $0.scenario) }
      if !own.isEmpty {
        lines.append(
          "    not listed, and \(base) passes them: \(own.count) — list each as 'fails:' if the mistake is why"
        )
        lines += own.map { "      ✗ \($0.scenario.name)" }
      }
      let inherited = results.filter { !$0.outcome.isAsExpected && !passed(base, $0.scenario) }
      if !inherited.isEmpty {
        lines.append(
          "    \(base) fails \(inherited.count) more itself; left out of the unexpected results below"
        )
      }
    }
    return lines
  }

  /// The pattern a variant is made from, when it ran too: the name before the variant's `/`.
  private func base(of variant: String) -> String? {
    patterns.first { variant.hasPrefix($0 + "/") }
  }

  private func passed(_ pattern: String, _ scenario: ScenarioReference) -> Bool {
    result(of: pattern, in: scenario)?.outcome == .passed
  }

  // MARK: Summary and failures

  private var summary: [String] {
    let width = (report.patterns.map(\.count).max() ?? 0) + 2
    return ["RESULTS"]
      + report.patterns.map { pattern in
        let counts = report.counts(for: pattern)
        let parts = Outcome.allCases.compactMap { outcome in
          counts[outcome].map { "\($0) \(outcome.rawValue)" }
        }
        return "  " + pattern.padded(to: width) + parts.joined(separator: ", ")
      }
  }

  /// Every unexpected result, but a variant's failure of a scenario its pattern fails too:
  /// that failure is the pattern's, shown under the pattern.
  private var failureSections: [String] {
    report.results.filter { result in
      guard !result.outcome.isAsExpected else { return false }
      guard let base = base(of: result.pattern) else { return true }
      return passed(base, result.scenario)
    }.flatMap { result in
      let reference = result.scenario
      let title =
        "  \(result.pattern) · \(reference.name)  (\(reference.file):\(reference.line))"
        + " — \(result.outcome.rawValue)"
      let body = (result.message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }
      return [title] + body
    }
  }

  /// The runs whose trace differed between repetitions: `explain` them to see the steps.
  private var divergentSection: [String] {
    report.results.filter(\.diverged).flatMap { result in
      let title =
        "  \(result.pattern) · \(result.scenario.name)  "
        + "(\(result.scenario.file):\(result.scenario.line))"
      let divergence = (result.divergence ?? "").split(separator: "\n").map { "    " + $0 }
      return [title] + divergence
    }
  }

  private var footer: String {
    let runs = report.results.count
    let verdict = report.isAsExpected ? "every result as expected" : "UNEXPECTED RESULTS"
    var line =
      "\(verdict) · divergent: \(report.divergent) of \(runs) scenario run\(runs == 1 ? "" : "s")"
    if report.repetitions > 1 { line += " (each repeated \(report.repetitions) times)" }
    return line
  }

  // MARK: Reading the results

  /// The scenarios in the order they were run.
  private var scenarioOrder: [ScenarioReference] {
    var seen: Set<String> = []
    return report.results.map(\.scenario).filter { seen.insert(Self.key($0)).inserted }
  }

  private func result(of pattern: String, in scenario: ScenarioReference) -> ScenarioResult? {
    report.results.first { $0.pattern == pattern && Self.key($0.scenario) == Self.key(scenario) }
  }

  private static func key(_ scenario: ScenarioReference) -> String {
    "\(scenario.file):\(scenario.line)"
  }

  static func cell(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "pass"
    case .failed: "FAIL"
    case .expectedFailure: "xfail"
    case .unexpectedPass: "XPASS"
    case .didNotSettle: "HANG"
    case .leaked: "LEAK"
    case .crashed: "CRASH"
    }
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }

  var lastPathComponent: String {
    split(separator: "/").last.map(String.init) ?? self
  }

  func truncated(to width: Int) -> String {
    count <= width - 1 ? self : String(prefix(width - 2)) + "…"
  }
}

extension Double {
  func formatted(decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (self * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled) - whole * Int(scale)
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
