import Foundation
import ScenarioKit

/// `report.md`: the report for a repository or wiki — the matrix with ✓ and ✗, the measured
/// comparison, the stale-result policies, the boilerplate and the teaching variants.
struct MarkdownRenderer {
  let model: ReportModel

  init(_ model: ReportModel) { self.model = model }

  var text: String {
    var lines = [
      "# Architecture Workbench report", "",
      "\(model.verdict) · \(model.scenarios.count) scenarios × \(model.patterns.count) patterns"
        + (model.variants.isEmpty ? "" : " + \(model.variants.count) teaching variants")
        + " · generated \(ReportDocument.timestamp(model.generatedAt)) · \(model.toolchain)", "",
      "`\(model.invocation)`", "",
      "Benchmark: " + (model.bench.map(\.provenance) ?? "none (no update-cost figures)")
        + (model.bench?.isDebugBuild == true
          ? " — **debug build: its times mean little; use `swift run -c release`**" : ""),
      "",
    ]
    if let coverage = model.benchCoverage { lines += [coverage, ""] }
    for cell in model.bench?.unmeasured ?? [] {
      lines += [
        "Not measured: \(cell.pattern) · \(cell.operation) at \(cell.size) (larger sizes not "
          + "tried): \(cell.reason)", "",
      ]
    }
    lines += [
      "Legend: ✓ passed · ✗ failed · (✗) expected failure (a teaching variant caught its mistake) · "
        + "! unexpected pass · ∞ did not settle · ☠ crashed · ◍ leaked", "",
    ]
    lines +=
      glance + [""] + comparison + [""] + tradeOffs + [""] + matrix + [""] + stale + [""] + variants
    lines += failures(expected: false) + failures(expected: true)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first screen: the findings, then the figures that set each pattern apart.
  private var glance: [String] {
    let table = GlanceTable(model)
    var lines = ["## At a glance", ""]
    if !table.findings.isEmpty { lines += table.findings.map { "- \($0)" } + [""] }
    lines += [
      "| | " + table.patterns.map(cell).joined(separator: " | ") + " |",
      "|---|" + table.patterns.map { _ in "---|" }.joined(),
    ]
    lines += table.rows.map { row in
      "| \(row.label) | "
        + row.cells.map { cell($0.map(\.text).joined(separator: "; ")) }.joined(separator: " | ")
        + " |"
    }
    if !table.mistakes.isEmpty {
      lines += [
        "",
        "The mistakes the teaching variants put back, each with the number of scenarios that catch it:",
        "",
      ]
      lines += table.mistakes.map { pattern, mistakes in
        "- \(pattern): " + mistakes.map(\.text).joined(separator: ", ")
      }
    }
    return lines
  }

  /// Patterns as columns, one line per row: the comparison and the trade-offs.
  private func table(_ patterns: [String], _ rows: [ComparisonTable.Row]) -> [String] {
    [
      "| | " + patterns.map(cell).joined(separator: " | ") + " |",
      "|---|" + patterns.map { _ in "---|" }.joined(),
    ]
      + rows.map { "| \($0.label) | " + $0.cells.map(cell).joined(separator: " | ") + " |" }
  }

  private var comparison: [String] {
    let table = ComparisonTable(model)
    var lines = ["## Patterns compared, measured", ""] + self.table(table.patterns, table.rows)
    let notes = model.patterns.compactMap { pattern in
      model.boilerplate[pattern]?.note.map { "\(pattern): \($0)" }
    }
    if !notes.isEmpty {
      lines += ["", "Notes: " + Set(notes).sorted().joined(separator: "; ") + "."]
    }
    if model.bench == nil {
      lines += [
        "",
        "Update cost needs a benchmark: `workbench report` runs a quick sweep unless given "
          + "`--no-bench`; `--bench FILE.json` reads a full one.",
      ]
    }
    return lines
  }

  /// The seed's MVVM-versus-TCA trade-offs, with figures; the rules are `index.html`'s.
  private var tradeOffs: [String] {
    let table = TradeOffTable(model)
    var lines = ["## MVVM and TCA: the seed's trade-offs, measured", ""]
    guard !table.patterns.isEmpty else {
      return lines + [
        "No pattern of this run declares how a child feature is embedded (`childFeature`), so "
          + "the table has no column."
      ]
    }
    lines += self.table(table.patterns, table.rows)
    lines += [
      "",
      "Types, lines and test lines are counted as under Boilerplate; stale answers as the "
        + "harness saw them. Test doubles: types in the sources or tests that conform to a port "
        + "of `ArticleDomain/Ports` or are named Fake, Stub, Mock, Spy or Dummy (first or last "
        + "word), and closures the tests assign to a dependency (`$0.name = {`). Side effects "
        + "start in a file with "
        + "`Task {`, `Task.detached`, `.task {`, `.task(id:`, `.refreshable {`, `.run {` or "
        + "`Effect.run`. Per star tap: each `the user taps the star of …` step of the "
        + "`@\(StarTapRender.tag)` scenarios, as the harness observed the views' own counts. "
        + "The child-feature row is declared, not measured.",
    ]
    return lines
  }

  /// Patterns as columns; the teaching variants that did not pass a row are named in one last
  /// column, as in `index.html`.
  private var matrix: [String] {
    let columns = model.patterns
    let variants = model.variants.map(\.name)
    let variantHead = variants.isEmpty ? "" : " Teaching variants that did not pass |"
    var lines = [
      "## Scenario matrix", "",
      "| Scenario | " + columns.map(cell).joined(separator: " | ") + " |" + variantHead,
      "|---|" + columns.map { _ in ":-:|" }.joined() + (variants.isEmpty ? "" : "---|"),
    ]
    let blank = columns.map { _ in " |" }.joined() + (variants.isEmpty ? "" : " |")
    for group in model.groups {
      lines.append(
        "| **\(cell(group.feature))** (\(cell(group.file.lastPathComponent))) |" + blank)
      for scenario in group.scenarios {
        let marks = columns.map {
          model.result(of: $0, in: scenario).map { Self.mark($0.outcome) } ?? ""
        }
        let failing = model.variantsNotPassing(scenario).map {
          "\(Self.mark($0.outcome)) \(cell($0.pattern))"
        }
        lines.append(
          "| \(cell(scenario.name)) | " + marks.joined(separator: " | ") + " |"
            + (variants.isEmpty ? "" : " \(failing.joined(separator: ", ")) |"))
      }
    }
    return lines
  }

  private var stale: [String] {
    var lines = [
      "## Stale-result policy, as observed", "",
      "| Pattern | Stale answers received | Changed no view | Changed views (applied) | "
        + "Changed the screen | Not observable | Requests cancelled |",
      "|---|--:|--:|--:|--:|--:|--:|",
    ]
    for pattern in model.run.patterns {
      let policy = model.stalePolicies[pattern] ?? StaleResultPolicy()
      lines.append(
        "| \(cell(pattern)) | \(policy.received) | \(policy.dropped) | \(policy.applied) | "
          + "\(policy.visible) | \(policy.unobserved) | \(policy.cancelled) |")
    }
    return lines
  }

  private var variants: [String] {
    guard !model.variants.isEmpty else { return [] }
    var lines = ["## Teaching variants"]
    for variant in model.variants {
      lines += [
        "", "### \(variant.name)", "", "- **Mistake:** \(variant.mistake) (`\(variant.file)`)",
      ]
      if !variant.fix.isEmpty { lines.append("- **Fix:** \(variant.fix)") }
      if !variant.diff.isEmpty {
        lines += ["- **In the code** (the copy against the correct file):", "", "```diff"]
        lines += variant.diff.split(separator: "\n", omittingEmptySubsequences: false).map(
          String.init)
        lines += ["```", ""]
      }
      lines.append("- **Caught by:** " + (variant.caughtBy.isEmpty ? "nothing in this run" : ""))
      lines += variant.caughtBy.map { "  - \($0)" }
      if !variant.missedBy.isEmpty {
        lines.append("- **Not caught (the suite lost its teeth):**")
        lines += variant.missedBy.map { "  - \($0)" }
      }
    }
    return lines
  }

  /// The unexpected results, or the teaching variants' expected failures, each with its reason.
  private func failures(expected: Bool) -> [String] {
    let results = model.failures(expected: expected)
    guard !results.isEmpty else { return [] }
    var lines = [
      "", expected ? "## Expected failures of the teaching variants" : "## Unexpected results",
    ]
    for result in results {
      let reference = "\(result.scenario.file.lastPathComponent):\(result.scenario.line)"
      lines += [
        "", "### \(result.pattern) · \(result.scenario.name) — \(result.outcome.rawValue)", "",
        "`\(reference)`", "", "```text", result.message ?? "", "```",
      ]
    }
    return lines
  }

  static func mark(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "✓"
    case .failed: "✗"
    case .expectedFailure: "(✗)"
    case .unexpectedPass: "!"
    case .didNotSettle: "∞"
    case .crashed: "☠"
    case .leaked: "◍"
    }
  }

  /// Text safe inside a table cell: no pipes or line breaks.
  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
