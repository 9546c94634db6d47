import ScenarioKit
import Testing

@testable import WorkbenchKit

@Suite struct ExplainLayoutTests {
  private let scenario = ReportFixtures.reference("A refresh beats a late first load", line: 9)

  /// Three patterns: two that agree on the first step, a third that fails at the second.
  private var results: [ScenarioResult] {
    let first = [
      "step 1: When the list appears",
      "request #1 started: load first page",
      "    list: no rows",
    ]
    return [
      ReportFixtures.result(
        "UDF", scenario,
        trace: first + [
          "step 2: And request #1 succeeds with articles a1, a2",
          "request #1 succeeded",
          "  action pageAnswered(after: nil, revision: 1): 2 articles, last page",
          "    list: a1, a2",
          "cancel connectivity",
        ]),
      ReportFixtures.result(
        "MVC", scenario,
        trace: first + [
          "step 2: And request #1 succeeds with articles a1, a2",
          "request #1 succeeded",
          "  render list",
          "    list: a1, a2",
        ]),
      ReportFixtures.result(
        "VIPER", scenario, .failed,
        message: "step 2 (line 11) 'And request #1 succeeds': no request #1\n┌ Articles\n└",
        trace: [
          "step 1: When the list appears",
          "    list: no rows",
          "step 2: And request #1 succeeds with articles a1, a2",
          "failed: no request #1",
        ]),
    ]
  }

  @Test func stepsAreRowsAndPatternsAreColumnsInBandsThatFitTheWidth() {
    let text = ExplainLayout(width: 80).text(
      of: scenario, summary: "The newest answer wins.", results: results)
    let expected = """
      A refresh beats a late first load  (own.feature:9)
      The newest answer wins.

        UDF    passed
        MVC    passed
        VIPER  failed — step 2 (line 11) 'And request #1 succeeds': no request #1

      step 1: When the list appears
        UDF, MVC ──────────────────────────── │ VIPER ───────────────────────────────
        request #1 started: load first page   │     list: no rows
            list: no rows                     │

      step 2: And request #1 succeeds with articles a1, a2
        UDF ───────────────────────────────── │ MVC ─────────────────────────────────
        request #1 succeeded                  │ request #1 succeeded
          action pageAnswered(after: nil,     │   render list
            revision: 1): 2 articles, last    │     list: a1, a2
            page                              │
            list: a1, a2                      │

        VIPER ───────────────────────────────
        failed: no request #1

      after the last step: the app is torn down
        UDF ───────────────────────────────── │ MVC, VIPER ──────────────────────────
        cancel connectivity                   │ (nothing happened)

      WHY

      ── VIPER: failed
      step 2 (line 11) 'And request #1 succeeds': no request #1
      ┌ Articles
      └

      """
    #expect(text == expected)
    // Nothing is cut: every line fits the width.
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func aWideTerminalPutsEveryPatternSideBySide() {
    let text = ExplainLayout(width: 130).text(of: scenario, summary: "", results: results)
    // Three columns of (130 - 2 - 2 × 3) / 3 = 40 characters.
    let headings = ["UDF", "MVC", "VIPER"].map {
      $0 + " " + String(repeating: "─", count: 39 - $0.count)
    }
    #expect(text.contains("\n  " + headings.joined(separator: " │ ") + "\n"))
  }

  @Test func longLinesWrapAtSpacesOrAfterPunctuationKeepingTheirIndentation() {
    #expect(
      ExplainLayout.wrap("    list: [ ] a1, [ ] a2, [ ] a3", width: 20)
        == ["    list: [ ] a1,", "      [ ] a2, [ ] a3"])
    #expect(
      ExplainLayout.wrap("  action sync(connectivityChanged(isOnline: true))", width: 24)
        == ["  action sync(", "    connectivityChanged(", "    isOnline: true))"])
    #expect(ExplainLayout.wrap("short", width: 20) == ["short"])
    #expect(ExplainLayout.wrap("abcdefghijkl", width: 10) == ["abcdefghij", "  kl"])
  }
}
