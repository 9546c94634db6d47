import ScenarioKit
import Testing

@testable import Workbench

@Suite struct StaleResultPolicyTests {
  @Test func aLateAnswerWithoutARenderIsDropped() {
    let scenario = ReportFixtures.reference("late")
    let policy = StaleResultPolicy.observe(
      "UDF",
      in: [
        ReportFixtures.result("UDF", scenario, trace: ReportFixtures.staleTrace(appliedLate: false))
      ])
    #expect(policy == .init(received: 1, applied: 0, visible: 0, cancelled: 1, scenarios: 1))
    #expect(policy.dropped == 1)
  }

  @Test func aLateAnswerThatRendersAndChangesTheScreenIsAppliedAndVisible() {
    let scenario = ReportFixtures.reference("late")
    let results = [
      ReportFixtures.result(
        "VIPER", scenario, .failed, trace: ReportFixtures.staleTrace(appliedLate: true)),
      ReportFixtures.result("UDF", scenario, trace: ReportFixtures.staleTrace(appliedLate: false)),
    ]
    let policy = StaleResultPolicy.observe("VIPER", in: results)
    #expect(policy == .init(received: 1, applied: 1, visible: 1, cancelled: 1, scenarios: 1))
  }

  @Test func aRenderThatRedrawsTheSameScreenIsAppliedButNotVisible() {
    let trace = [
      "step 1: When both answer",
      "    list: a3",
      "request #2 succeeded (superseded)",
      "  render list",
      "request #3 succeeded",
      "  render list",
      "    list: a3",
    ]
    #expect(StaleResultPolicy.staleAnswers(in: trace) == [2: .applied])
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
