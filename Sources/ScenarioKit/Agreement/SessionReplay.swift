import HeadlessUI

/// One run of a session on one pattern, recording only what the harness observes by itself.
///
/// Per step: the step, the requests as the scripted server saw them (started, cancelled,
/// answered, superseded), and the screen as a user can see it afterwards (``Screen/visible``).
/// A step the pattern could not perform ends the run with its failure; the run's outcome
/// (passed, leaked, did not settle) comes last. Pattern events are left out: two patterns are
/// compared by what they do, not by what they say.
struct SessionReplay {
  /// The observed lines, in order.
  var observed: [String] = []
  /// Whether every step could be performed and the app left nothing behind.
  var performedEveryStep = true
  /// The requests still waiting for an answer after the last step.
  var waiting: [Request] = []

  @MainActor
  init(_ scenario: CompiledScenario, on pattern: PatternEntry, loop: DeterministicLoop) {
    let world = ScriptedWorld(trace: TraceLog(), releasedAtEndOfRun: false)
    let session = ScenarioSession(
      world: world, loop: loop, choices: ChoiceCursor(picks: []), makeApp: pattern.makeApp)
    var read = 0
    func recordServer() {
      let lines = world.trace.lines
      // The pattern's own events are indented; the scripted server's are not.
      observed += Self.cancellationsInOrder(lines[read...].filter { !$0.hasPrefix(" ") })
      read = lines.count
    }
    for (index, step) in scenario.steps.enumerated() {
      observed.append("step \(index + 1): \(step.text)")
      do throws(StepFailure) {
        try session.settle()
        // As the runner does: the step acts in its scene, and a user's requests are that scene's.
        try session.act(inScene: step.scene, asTheUser: step.group == .action)
        try step.body(session)
        try session.settle()
        recordServer()
        observed += Self.screens(of: session)
      } catch {
        recordServer()
        observed.append("failed: \(error.message)")
        performedEveryStep = false
        break
      }
    }
    waiting = world.ledger.pending
    observed.append("step \(scenario.steps.count + 1): after the last step, the app is torn down")
    var record = ScenarioRunner.RunRecord()
    ScenarioRunner.finish(session, record: &record)
    recordServer()
    observed.append("outcome: \(record.outcome.rawValue)")
    if record.outcome != .passed { performedEveryStep = false }
  }
}

extension SessionReplay {
  /// What a user sees after a step: the window's visible screen or, with a second scene open,
  /// each open scene's under its number.
  @MainActor
  static func screens(of session: ScenarioSession) -> [String] {
    let open = session.openScenes
    guard open.count > 1 else {
      return session.screen.visible.description.split(separator: "\n").map { "    " + $0 }
    }
    return open.flatMap { number, screen in
      ["    scene \(number):"]
        + screen.visible.description.split(separator: "\n").map { "      " + $0 }
    }
  }

  /// `lines` with each run of cancellations sorted by request: requests cancelled together
  /// (as a page goes) end at once for the server and the user, whatever order the pattern
  /// happened to walk its tasks in.
  static func cancellationsInOrder(_ lines: [String]) -> [String] {
    var result: [String] = []
    var run: [String] = []
    func number(_ line: String) -> Int {
      Int(line.dropFirst("request #".count).prefix { $0.isNumber }) ?? 0
    }
    for line in lines {
      if line.hasPrefix("request #"), line.contains(" cancelled") {
        run.append(line)
        continue
      }
      result += run.sorted { number($0) < number($1) }
      run = []
      result.append(line)
    }
    return result + run.sorted { number($0) < number($1) }
  }
}

extension Screen {
  /// What a user can see, and what the scenario checks read: the page on top; the page beneath
  /// it too while a back swipe uncovers it; and of every other page its title and its list
  /// (the checks read the list beneath a detail or the login). A banner, an error or a spinner
  /// on a covered page is not seen — until that page is on top again.
  var visible: Screen {
    var visible = self
    let uncovered = modal == nil ? (isSwipingBack ? 2 : 1) : 0
    for index in visible.stack.indices.dropLast(uncovered) {
      visible.stack[index].elements.removeAll { element in
        if case .list = element { false } else { true }
      }
    }
    return visible
  }
}
