import ScenarioKit

/// `workbench agree`: random user sessions on every pattern, and where the patterns part.
///
/// The scenarios pin what the contract decides; this command looks for what it forgot. It
/// writes sessions a user could really have on the first pattern (the reference), runs each
/// on every pattern and compares what the harness observed: the requests and the screen after
/// every step. Any difference is something two apps do differently for the same user — a
/// contract gap or a bug — and is printed with the session as a scenario to save and explain.
struct AgreeCommand {
  let command: ParsedCommand
  let catalog: PatternCatalog

  init(_ command: ParsedCommand, catalog: PatternCatalog) {
    self.command = command
    self.catalog = catalog
  }

  func execute() throws(UsageError) -> CommandOutput {
    let count = try command.integer("sessions", in: 1...100_000) ?? 200
    let steps = try command.integer("steps", in: 1...200) ?? 16
    let seed = try command.integer("seed", in: 0...Int.max) ?? 1
    let shown = try command.integer("show", in: 0...100_000) ?? 3
    var patterns = catalog.patterns
    do throws(SelectionError) {
      let named = command.values("pattern")
      if !named.isEmpty {
        patterns = try ScenarioSelection.patterns(named: named, in: catalog, command: command)
      }
    } catch {
      return error.output
    }
    guard let reference = patterns.first, patterns.count > 1 else {
      throw command.usageError("agree compares patterns: name at least two with --pattern")
    }
    let generator = UserSessionGenerator(
      seed: UInt64(seed), drawsScenes: !command.flag("no-scenes"))
    let sessions = generator.sessions(count: count, steps: steps, on: reference)
    let report = AgreementCheck.run(sessions, on: patterns)
    let coverage = StepCoverage(sessions)
    let untaken = coverage.missing(.setup) + coverage.missing(.action)
    let failed =
      !report.disagreements.isEmpty || (command.flag("require-every-step") && !untaken.isEmpty)
    return CommandOutput(
      exitCode: failed ? .failure : .success,
      standardOutput: text(report, seed: seed, steps: steps, shown: shown)
        + Self.coverageText(coverage))
  }

  /// Which steps the sessions took, as the last lines of the output:
  ///
  /// ```text
  /// steps taken: 12 of 12 settings up, 28 of 28 acts, 26 of 27 answers (not taken: …)
  /// pairs of consecutive steps taken: 1 203 of 4 489
  /// ```
  static func coverageText(_ coverage: StepCoverage) -> String {
    let groups: [(StepDefinition.Group, String)] = [
      (.setup, "settings up"), (.action, "acts"), (.answer, "answers"),
    ]
    let counts = groups.map { group, name in
      "\(coverage.covered(group)) of \(StepCoverage.vocabulary(group).count) \(name)"
    }
    let missing = groups.flatMap { coverage.missing($0.0) }
    return "steps taken: " + counts.joined(separator: ", ")
      + (missing.isEmpty
        ? "" : " (not taken: " + missing.map { "'\($0)'" }.joined(separator: ", ") + ")")
      + "\npairs of consecutive steps taken: \(coverage.pairs.count) of "
      + "\(StepCoverage.possiblePairs)\n"
  }

  /// Each step that parted a pattern from the reference, with numbers as `N`, and how many
  /// sessions it parted each pattern in; the most frequent first.
  static func partings(
    _ disagreements: [AgreementCheck.Disagreement]
  ) -> [(step: String, patterns: [(name: String, count: Int)])] {
    var counts: [String: [String: Int]] = [:]
    for disagreement in disagreements {
      let words = disagreement.step.split(separator: " ").dropFirst(2).map { word in
        word.contains(where: \.isNumber) && !word.contains("\"") ? "N" : String(word)
      }
      counts[words.joined(separator: " "), default: [:]][disagreement.pattern, default: 0] += 1
    }
    return counts.map { step, patterns in
      (step, patterns.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) })
    }
    .sorted { lhs, rhs in
      let left = lhs.patterns.map(\.count).reduce(0, +)
      let right = rhs.patterns.map(\.count).reduce(0, +)
      return (left, rhs.step) > (right, lhs.step)
    }
  }

  private func text(
    _ report: AgreementCheck.Report, seed: Int, steps: Int, shown: Int
  ) -> String {
    var lines: [String] = []
    for disagreement in report.disagreements.prefix(shown) {
      lines += [disagreement.description, "", "The session:", disagreement.session.text]
    }
    if report.disagreements.count > shown {
      lines.append("… and \(report.disagreements.count - shown) more")
      lines.append("")
    }
    if !report.disagreements.isEmpty {
      lines.append(
        "WHERE THE PATTERNS PART (the step during which each first differs from the reference)")
      for (step, patterns) in Self.partings(report.disagreements) {
        lines.append(
          "  \(step) — " + patterns.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
      }
      lines.append("")
    }
    let sessions = report.disagreements.map(\.session.name)
    let distinct = Set(sessions).count
    lines.append(
      "\(report.sessions) sessions of up to \(steps) steps (seed \(seed)) on "
        + report.patterns.joined(separator: ", ") + ": "
        + (distinct == 0
          ? "every pattern saw and asked the same"
          : "\(distinct) session\(distinct == 1 ? "" : "s") where patterns differ"))
    return lines.joined(separator: "\n") + "\n"
  }
}
