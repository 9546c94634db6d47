import ArticleDomain
import HeadlessUI

/// Runs compiled scenarios on patterns, deterministically.
///
/// Each run builds a fresh scripted world and app, performs the steps, drains the loop after
/// each, and finally tears the app down, releases every pending call and checks that nothing of
/// the app is still alive. A scenario with "in any order" steps is run once per order.
public enum ScenarioRunner {
  /// The most orders one scenario may expand to; more is a scenario-writing error.
  public static let orderLimit = 5_040

  /// Runs every scenario on every pattern, `repetitions` times, with the loop installed.
  ///
  /// - Parameters:
  ///   - order: Show the `order`-th order (from 1) of a scenario's "in any order" steps
  ///     instead of the first failing one; the orders up to it are run, and a result's
  ///     ``ScenarioResult/ordersRun`` below `order` says the scenario has fewer.
  ///   - progress: Called with each result as soon as it is known.
  ///   - events: Called as the run goes: a scenario starts, a step starts, a result is known.
  ///     A supervising process uses them to say where a pattern crashed.
  /// - Returns: one result per pattern and scenario (from the first repetition), and how many of
  ///   them produced a different trace in a later repetition.
  public static func run(
    _ scenarios: [CompiledScenario], on patterns: [PatternEntry], repetitions: Int = 1,
    order: Int? = nil, progress: @Sendable (ScenarioResult) -> Void = { _ in },
    events: (@Sendable (RunEvent) -> Void)? = nil
  ) -> (results: [ScenarioResult], divergent: Int) {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        var results: [ScenarioResult] = []
        for pattern in patterns {
          for scenario in scenarios {
            events?(.started(pattern: pattern.name, scenario: scenario.reference))
            var result = run(scenario, on: pattern, loop: loop, order: order, events: events)
            for repetition in 1..<max(repetitions, 1) {
              let again = run(scenario, on: pattern, loop: loop)
              guard again.fingerprint != result.fingerprint else { continue }
              result.diverged = true
              result.divergence =
                TraceDivergence(
                  first: result.trace, again: again.trace, run: repetition + 1
                ).description
              break
            }
            events?(.finished(result))
            progress(result)
            results.append(result)
          }
        }
        return (results, results.count { $0.diverged })
      }
    }
  }

  /// Runs one scenario on one pattern over every order it allows, or up to `order`.
  @MainActor
  static func run(
    _ scenario: CompiledScenario, on pattern: PatternEntry, loop: DeterministicLoop,
    order: Int? = nil, events: (@Sendable (RunEvent) -> Void)? = nil
  ) -> ScenarioResult {
    var picks: [Int] = []
    var fingerprint = Fingerprint()
    var first: RunRecord?
    var problem: RunRecord?
    var chosen: RunRecord?
    var ordersRun = 0
    while true {
      let record = runOnce(
        scenario, on: pattern, picks: picks, loop: loop, events: ordersRun == 0 ? events : nil)
      ordersRun += 1
      fingerprint.add(record.trace)
      if first == nil { first = record }
      if problem == nil, record.outcome != .passed { problem = record }
      if ordersRun == order {
        chosen = record
        break
      }
      guard ordersRun < orderLimit,
        let next = ChoiceCursor.successor(of: record.picks, counts: record.counts)
      else { break }
      picks = next
    }
    let shown = chosen ?? problem ?? first!
    return ScenarioResult(
      pattern: pattern.name, scenario: scenario.reference, outcome: shown.outcome,
      message: shown.message(ordersRun: ordersRun), ordersRun: ordersRun,
      shownOrder: shown.orderLabel, trace: shown.trace, fingerprint: fingerprint.value)
  }

  /// What one run of one order did.
  struct RunRecord {
    var outcome = Outcome.passed
    var failure: String?
    var orderLabel: String?
    var picks: [Int] = []
    var counts: [Int] = []
    var trace: [String] = []

    func message(ordersRun: Int) -> String? {
      guard let failure else { return nil }
      guard ordersRun > 1, let orderLabel else { return failure }
      return "in the order \(orderLabel): \(failure)"
    }
  }

  @MainActor
  private static func runOnce(
    _ scenario: CompiledScenario, on pattern: PatternEntry, picks: [Int], loop: DeterministicLoop,
    events: (@Sendable (RunEvent) -> Void)?
  ) -> RunRecord {
    let world = ScriptedWorld(trace: TraceLog(), releasedAtEndOfRun: false)
    let session = ScenarioSession(
      world: world, loop: loop, choices: ChoiceCursor(picks: picks), makeApp: pattern.makeApp)
    var record = RunRecord()
    // The screen after the previous step and its trace lines: most steps change little, and
    // comparing two screens costs less than describing one again.
    var shown: (screens: [Screen], lines: [String])?
    for (index, step) in scenario.steps.enumerated() {
      world.trace.record("step \(index + 1): \(step.text)")
      events?(.step("step \(index + 1) (line \(step.line)): \(step.text)"))
      do throws(StepFailure) {
        try session.settle()
        try session.act(inScene: step.scene, asTheUser: step.group == .action)
        try step.body(session)
        try session.settle()
      } catch {
        record.outcome = error.message.hasPrefix("did not settle") ? .didNotSettle : .failed
        record.failure = """
          step \(index + 1) (line \(step.line)) '\(step.text)': \(error.message)
          \(session.screen)
          """
        session.recordRenderWork(afterCheck: step.isCheck)
        world.trace.record("failed: \(error.message)")
        break
      }
      session.recordRenderWork(afterCheck: step.isCheck)
      let screens = session.screens
      if shown?.screens != screens { shown = (screens, session.screensDescription) }
      world.trace.record(contentsOf: shown?.lines ?? [])
    }
    finish(session, record: &record)
    record.picks = session.choicePicks
    record.counts = session.choiceCounts
    record.orderLabel = world.trace.lines.first { $0.hasPrefix("order: ") }.map {
      String($0.dropFirst(7))
    }
    record.trace = world.trace.lines
    return record
  }

  /// Leaves the app if the scenario did not, releases every parked call, and looks for leaks.
  @MainActor
  static func finish(_ session: ScenarioSession, record: inout RunRecord) {
    if session.app != nil { try? session.leave() }
    let settledAfterLeaving = (try? session.settle()) != nil
    let abandoned = session.world.release()
    session.world.clock.cancelAllTimers()
    let settledAfterRelease = (try? session.settle()) != nil
    session.recordRenderWork()
    // Work still queued must not run into the next scenario: drop it, and say so.
    let dropped = session.loop.discardQueuedJobs()
    if dropped > 0 {
      session.world.trace.record(
        "  observed: \(dropped) jobs still queued after teardown, dropped unrun")
    }
    if !abandoned.isEmpty {
      session.world.trace.record(
        "left pending: " + abandoned.map(\.description).joined(separator: ", "))
    }
    guard record.outcome == .passed else { return }
    if !settledAfterLeaving || !settledAfterRelease {
      record.outcome = .didNotSettle
      record.failure =
        "did not settle after the app was torn down: work still running after teardown "
        + "(a task that never ends, or one that was never cancelled) was dropped"
    } else if !session.aliveObjects.isEmpty {
      record.outcome = .leaked
      record.failure = "still alive after teardown: " + session.aliveObjects.joined(separator: ", ")
    }
  }
}

/// FNV-1a over trace lines: cheap, stable across runs and processes.
struct Fingerprint {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ lines: [String]) {
    for line in lines {
      for byte in line.utf8 { mix(byte) }
      mix(0x0a)
    }
  }

  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }
}
