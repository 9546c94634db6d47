import ScenarioKit
import Testing

@Suite struct ExpectedFailuresTests {
  private let registry = """
    # Which scenarios each teaching variant must fail.
    variant: MVVM/no-cancel
      why: NoCancel.swift — the load is never cancelled
      fails: A refresh beats a first load that lands late

    variant: MVC/orphan-task
      why: OrphanTask.swift — nobody owns the task
      fails: Leaving during the first load cancels it
    """

  @Test func readsEachVariantWithItsReasonAndScenarios() throws {
    let parsed = try ExpectedFailures.parse(registry, file: "r.txt")
    #expect(parsed.entries.map(\.variant) == ["MVVM/no-cancel", "MVC/orphan-task"])
    let entry = try #require(parsed.entry(for: "MVC/orphan-task"))
    #expect(entry.why == "OrphanTask.swift — nobody owns the task")
    #expect(entry.scenarios.map(\.name) == ["Leaving during the first load cancels it"])
    #expect(entry.scenarios.first?.location == SourceLocation(file: "r.txt", line: 8, column: 10))
  }

  @Test(arguments: [
    ("fails: x\n", "r.txt:1:1: error: 'fails:' must follow a 'variant:' line"),
    (
      "variant: A\n  why: w\n  fail: x\n",
      "r.txt:3:3: error: unknown key 'fail:'; expected 'variant:', 'why:' or 'fails:'\nr.txt:3:3: note: did you mean 'fails:'?"
    ),
    (
      "variant: A\n  why: w\nvariant: A\n",
      "r.txt:3:10: error: variant 'A' is listed twice (first at line 1)"
    ),
    ("variant: A\n  just text\n", "r.txt:2:3: error: expected 'variant:', 'why:' or 'fails:'"),
    ("variant:\n", "r.txt:1:9: error: 'variant:' needs a value"),
  ])
  func malformedLinesArePinpointed(source: String, diagnostic: String) {
    #expect(throws: FeatureParseError.self) { try ExpectedFailures.parse(source, file: "r.txt") }
    do {
      _ = try ExpectedFailures.parse(source, file: "r.txt")
    } catch {
      #expect(error.description == diagnostic)
    }
  }

  @Test func validationNamesUnknownVariantsAndScenariosWithTheNearestName() throws {
    let parsed = try ExpectedFailures.parse(registry, file: "r.txt")
    do {
      try parsed.validate(
        variants: ["MVVM/no-cancel", "MVC/orphan-tasks", "MVVM/sticky-error"],
        scenarios: [
          "A refresh beats a first load that lands late", "Leaving during the first load cancels",
        ],
        file: "r.txt")
      Issue.record("validation passed")
    } catch {
      #expect(
        error.description == """
          r.txt:6:1: error: unknown variant 'MVC/orphan-task'
          r.txt:6:1: note: did you mean 'MVC/orphan-tasks'?
          r.txt:8:10: error: unknown scenario 'Leaving during the first load cancels it'
          r.txt:8:10: note: did you mean 'Leaving during the first load cancels'?
          r.txt:1:1: error: variant 'MVC/orphan-tasks' is not listed: every variant declares the scenarios it must fail
          r.txt:1:1: error: variant 'MVVM/sticky-error' is not listed: every variant declares the scenarios it must fail
          """)
    }
  }

  @Test func aListedFailureIsExpectedAListedPassIsNotAndAnUnlistedFailureStaysAFailure() throws {
    let parsed = try ExpectedFailures.parse(registry, file: "r.txt")
    func result(_ pattern: String, _ scenario: String, _ outcome: Outcome) -> ScenarioResult {
      ScenarioResult(
        pattern: pattern,
        scenario: ScenarioReference(name: scenario, feature: "F", file: "f", line: 1, tags: []),
        outcome: outcome, message: nil, ordersRun: 1, trace: [], fingerprint: 0)
    }
    let late = "A refresh beats a first load that lands late"
    #expect(parsed.judge(result("MVVM/no-cancel", late, .failed)).outcome == .expectedFailure)
    #expect(parsed.judge(result("MVVM/no-cancel", late, .leaked)).outcome == .expectedFailure)
    let lostTeeth = parsed.judge(result("MVVM/no-cancel", late, .passed))
    #expect(lostTeeth.outcome == .unexpectedPass)
    #expect(
      lostTeeth.message
        == "listed to fail (NoCancel.swift — the load is never cancelled), but passed: "
        + "the suite no longer catches this mistake")
    #expect(parsed.judge(result("MVVM/no-cancel", "Other", .failed)).outcome == .failed)
    #expect(parsed.judge(result("MVVM", late, .failed)).outcome == .failed)
  }
}
