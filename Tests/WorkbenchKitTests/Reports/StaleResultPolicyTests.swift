import ScenarioKit
import Testing

@testable import WorkbenchKit

@Suite struct StaleResultPolicyTests {
  @Test func aLateAnswerThatChangedNoViewIsDropped() {
    let scenario = ReportFixtures.reference("late")
    let policy = StaleResultPolicy.observe(
      "UDF",
      in: [
        ReportFixtures.result("UDF", scenario, trace: ReportFixtures.staleTrace(appliedLate: false))
      ])
    #expect(policy == .init(received: 1, applied: 0, visible: 0, cancelled: 1, scenarios: 1))
    #expect(policy.dropped == 1)
  }

  @Test func aLateAnswerThatChangedTheScreenIsAppliedAndVisible() {
    let scenario = ReportFixtures.reference("late")
    let results = [
      ReportFixtures.result(
        "VIPER", scenario, .failed, trace: ReportFixtures.staleTrace(appliedLate: true)),
      ReportFixtures.result("UDF", scenario, trace: ReportFixtures.staleTrace(appliedLate: false)),
    ]
    let policy = StaleResultPolicy.observe("VIPER", in: results)
    #expect(policy == .init(received: 1, applied: 1, visible: 1, cancelled: 1, scenarios: 1))
  }

  @Test func aRedrawOfTheSameScreenIsAppliedButNotVisible() {
    let trace = [
      "step 1: When both answer",
      "    list: a3",
      "request #2 succeeded (superseded)",
      "request #3 started: load page 2",
      "  observed: the answer to #2 changed 2 views, not the screen",
      "request #3 succeeded",
      "    list: a3",
    ]
    #expect(StaleResultPolicy.staleAnswers(in: trace) == [2: .applied])
  }

  @Test func whatThePatternTracesIsNotWhatIsCounted() {
    // A pattern that says it rendered, but changed nothing, dropped the answer; one that says
    // nothing but changed the screen applied it.
    let trace = [
      "step 1: When both answer",
      "request #1 succeeded (superseded)",
      "  render list",
      "  observed: the answer to #1 changed no view",
      "request #2 succeeded (superseded)",
      "  observed: the answer to #2 changed 1 view and the screen",
      "    list: a1",
    ]
    #expect(StaleResultPolicy.staleAnswers(in: trace) == [1: .dropped, 4: .visible])
  }

  @Test func anAnswerWhoseReactionNeverSettledIsNotObservable() {
    let trace = [
      "step 4: And request #1 succeeds late with articles a1, a2",
      "request #1 succeeded (superseded)",
      "  render list",
      "failed: did not settle: 1000000 jobs ran and work was still queued",
      "step 5: Then the list shows a3",
    ]
    #expect(StaleResultPolicy.staleAnswers(in: trace) == [1: .unobserved])
    let policy = StaleResultPolicy.observe(
      "MVC",
      in: [ReportFixtures.result("MVC", ReportFixtures.reference("late"), .failed, trace: trace)])
    #expect(policy.received == 1 && policy.unobserved == 1)
    #expect(policy.applied == 0 && policy.dropped == 0)
  }

  @Test func anAnswerNobodyWaitsForIsDroppedAndCancellationsAreCounted() {
    let trace = [
      "request #1 cancelled",
      "request #1 failed (superseded) after it was cancelled; nobody was waiting",
      "  render list",
      "request #4 cancelled (the server answers anyway)",
      "request #12 started: search \"cancelled\"",
    ]
    #expect(StaleResultPolicy.staleAnswers(in: trace) == [1: .dropped])
    #expect(trace.filter(StaleResultPolicy.isCancellation).count == 2)
  }
}
