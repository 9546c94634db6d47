import Foundation
import ScenarioKit
import Testing

/// The runner drives a probe app; these tests run serialised because the loop is process-wide.
@Suite(.serialized) struct ScenarioRunnerTests {
  private let firstLoad = """
    Feature: Probe
      Scenario: The first page fills the list
        Given the server has articles a1, a2
        When the list appears
        And request #1 succeeds
        Then the list shows a1, a2
    """

  @Test func aPassingScenarioPasses() throws {
    let (results, divergent) = ScenarioRunner.run(
      try compiled(firstLoad), on: [.probe], repetitions: 3)
    #expect(results.map(\.outcome) == [.passed])
    #expect(divergent == 0)
  }

  @Test func eachStepSaysWhatTheViewsDidToRenderAndOnlyWhenTheyDidSomething() throws {
    let result = try #require(
      ScenarioRunner.run(try compiled(firstLoad), on: [.probe]).results.first)
    let renders = result.trace.filter { $0.hasPrefix("step ") || $0.hasPrefix("  observed render") }
    #expect(
      renders == [
        "step 1: Given the server has articles a1, a2",
        "step 2: When the list appears",
        "  observed render: 1 view changed",
        "step 3: And request #1 succeeds",
        "  observed render: 2 cells configured, 2 rows compared, 1 view changed",
        "step 4: Then the list shows a1, a2",
      ])
  }

  @Test func aFailingCheckSaysWhatWasSeenAndShowsTheScreen() throws {
    let source = firstLoad.replacingOccurrences(of: "shows a1, a2", with: "shows a2")
    let result = try #require(ScenarioRunner.run(try compiled(source), on: [.probe]).results.first)
    #expect(result.outcome == .failed)
    #expect(
      result.message?.hasPrefix(
        "step 4 (line 6) 'Then the list shows a2': the list shows a1, a2; expected a2\n┌ Articles")
        == true)
  }

  @Test func answeringARequestThatWasNeverMadeFails() throws {
    let source = firstLoad.replacingOccurrences(
      of: "request #1 succeeds", with: "request #3 succeeds")
    let result = try #require(ScenarioRunner.run(try compiled(source), on: [.probe]).results.first)
    #expect(result.outcome == .failed)
    #expect(
      result.message?.contains(
        "request #3 was never made: only 1 request was made (#1 load first page)") == true)
  }

  @Test func aRetainCycleIsReportedAsALeak() throws {
    let result = try #require(
      ScenarioRunner.run(try compiled(firstLoad), on: [.probe(.list(.retainCycle))]).results.first)
    #expect(result.outcome == .leaked)
    #expect(result.message == "still alive after teardown: ProbeApp, ProbePageController")
  }

  @Test func endlessWorkIsReportedAsDidNotSettle() throws {
    let result = try #require(
      ScenarioRunner.run(try compiled(firstLoad), on: [.probe(.list(.endlessWork))]).results.first)
    #expect(result.outcome == .didNotSettle)
    #expect(
      result.message?.hasPrefix(
        "step 2 (line 4) 'When the list appears': did not settle: 10000 jobs ran and work was "
          + "still queued — a task that never ends") == true)
    #expect(result.trace.contains("  observed: 1 jobs still queued after teardown, dropped unrun"))
  }

  @Test func workThatNeverEndsDoesNotReachTheNextScenario() throws {
    let scenarios = try compiled(firstLoad)
    let results = ScenarioRunner.run(
      scenarios + scenarios, on: [.probe(.list(.endlessWork)), .probe]
    ).results
    #expect(results.map(\.outcome) == [.didNotSettle, .didNotSettle, .passed, .passed])
  }

  @Test func anyOrderRunsEveryOrderAndNamesTheOneThatFails() throws {
    let source = """
      Feature: Probe
        Scenario: The last answer wins in the probe
          Given the server has 45 articles
          When the list appears
          And the user pulls to refresh
          And requests #1 and #2 succeed in any order
          Then the last row is a40
      """
    let result = try #require(ScenarioRunner.run(try compiled(source), on: [.probe]).results.first)
    #expect(result.ordersRun == 2)
    #expect(result.outcome == .failed)
    #expect(
      result.message?.hasPrefix(
        "in the order #2, #1: step 5 (line 7) 'Then the last row is a40': the last row is a20")
        == true)
  }

  @Test func aScreenSnapshotComparesTheWholeScreenAndShowsADiff() throws {
    let snapshot = #"""
      Feature: Probe
        Scenario: The screen after the first page
          Given the server has articles a1, a2
          When the list appears
          And request #1 succeeds
          Then the screen is:
            """
            ┌ Articles
            │ list: [ ] a1, [ ] a2
            └
            """
      """#
    let passing = try #require(
      ScenarioRunner.run(try compiled(snapshot), on: [.probe]).results.first)
    #expect(passing.outcome == .passed)

    let wrong = snapshot.replacingOccurrences(of: "[ ] a1, [ ] a2", with: "[ ] a2")
    let failing = try #require(ScenarioRunner.run(try compiled(wrong), on: [.probe]).results.first)
    #expect(failing.outcome == .failed)
    #expect(
      failing.message?.hasPrefix(
        """
        step 4 (line 6) 'Then the screen is:': the screen differs (- expected, + seen):
          ┌ Articles
        - │ list: [ ] a2
        + │ list: [ ] a1, [ ] a2
          └
        """) == true)
  }

  @Test func aScreenSnapshotWithoutADocStringIsAnInputError() {
    let source = """
      Feature: Probe
        Scenario: S
          When the list appears
          Then the screen is:
      """
    #expect(throws: FeatureParseError.self) { try compiled(source) }
  }
}
