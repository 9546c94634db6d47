import ScenarioKit

/// The terminal rendering of a run: the scenario × pattern matrix, a summary per pattern, and
/// every failure with its reason and the screen the user saw.
struct MatrixRenderer {
  let report: RunReport

  init(_ report: RunReport) { self.report = report }

  private static let nameWidth = 64
  private static let cellWidth = 7

  var text: String {
    var lines = [header, ""]
    lines += matrix
    lines += [""] + summary
    let failures = failureSections
    if !failures.isEmpty { lines += ["", "FAILURES"] + failures }
    lines += ["", footer]
    return lines.joined(separator: "\n") + "\n"
  }

  private var header: String {
    let scenarios = report.scenarioCount
    let time = report.elapsed.seconds.formatted(decimals: 2)
    return "Architecture Workbench · \(scenarios) scenario\(scenarios == 1 ? "" : "s") × "
      + "\(report.patterns.count) pattern\(report.patterns.count == 1 ? "" : "s") · \(time) s"
  }

  private var matrix: [String] {
    var lines = [String(repeating: " ", count: Self.nameWidth + 2) + columns { $0 }]
    var byScenario: [String: [String: ScenarioResult]] = [:]
    var order: [ScenarioReference] = []
    for result in report.results {
      let key = "\(result.scenario.file):\(result.scenario.line)"
      if byScenario[key] == nil { order.append(result.scenario) }
      byScenario[key, default: [:]][result.pattern] = result
    }
    var lastFile = ""
    for scenario in order {
      if scenario.file != lastFile {
        lines.append("\(scenario.file.lastPathComponent) — \(scenario.feature)")
        lastFile = scenario.file
      }
      let label = ":\(scenario.line)".padded(to: 6) + scenario.name
      let cells = report.patterns.map { pattern in
        let outcome = byScenario["\(scenario.file):\(scenario.line)"]?[pattern]?.outcome
        return (outcome.map(Self.cell) ?? "-").padded(to: Self.cellWidth)
      }
      lines.append(
        "  " + label.truncated(to: Self.nameWidth).padded(to: Self.nameWidth) + cells.joined())
    }
    return lines
  }

  /// One cell per column, the patterns first, then — after a bar — the teaching variants.
  private func columns(_ cell: (String) -> String) -> String {
    let patterns = report.patterns.filter { !report.variants.contains($0) }
    let variants = report.patterns.filter { report.variants.contains($0) }
    var row = patterns.map { cell($0).padded(to: Self.cellWidth) }.joined()
    if !variants.isEmpty {
      row += "│ " + variants.map { cell($0).padded(to: max(Self.cellWidth, $0.count + 1)) }.joined()
    }
    return row
  }

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

  private var failureSections: [String] {
    report.results.filter { !$0.outcome.isAsExpected }.flatMap { result in
      let reference = result.scenario
      let title =
        "  \(result.pattern) · \(reference.name)  (\(reference.file):\(reference.line)) — \(result.outcome.rawValue)"
      let body = (result.message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }
      return [title] + body
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

  static func cell(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "pass"
    case .failed: "FAIL"
    case .expectedFailure: "xfail"
    case .unexpectedPass: "XPASS"
    case .didNotSettle: "HANG"
    case .leaked: "LEAK"
    }
  }
}

extension String {
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
