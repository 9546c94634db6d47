import ScenarioKit

/// The text of `workbench explain`: one scenario step by step, the patterns side by side.
///
/// Each step is a full-width heading; under it, one column per pattern with what happened
/// during the step and the screen after it. Patterns whose lines for the step are the same
/// share a column, headed by all their names. Columns are at least ``minimumColumnWidth``
/// characters wide; the patterns that do not fit beside each other go to a further band below.
/// Lines too long for their column wrap, indented under themselves; nothing is cut.
///
/// ```text
/// step 2: When the list appears
///   UDF, MVI ──────────────────────────── │ MVC ─────────────────────────────────
///   request #1 started: load first page   │ request #1 started: load first page
///     action list appeared                │     list: no rows
///       list: no rows                     │
/// ```
struct ExplainLayout {
  /// The narrowest a pattern's column gets before patterns move to a band of their own.
  static let minimumColumnWidth = 32
  /// What stands between two columns.
  static let separator = " │ "
  /// What stands before the first column.
  static let indent = "  "

  /// The width to lay the text out in, in characters.
  let width: Int

  /// The whole explanation of a scenario from its `results`, one per pattern, in column order.
  ///
  /// - Parameters:
  ///   - scenario: where the scenario is written.
  ///   - summary: the scenario's description, the rule it protects.
  ///   - results: the scenario's result on each pattern, each with its trace.
  func text(of scenario: ScenarioReference, summary: String, results: [ScenarioResult]) -> String {
    var lines = wrap("\(scenario.name)  (\(scenario.file):\(scenario.line))")
    if !summary.isEmpty { lines += wrap(summary) }
    lines.append("")
    let nameWidth = (results.map(\.pattern.count).max() ?? 0) + 2
    for result in results {
      let lead = Self.indent + result.pattern.padded(to: nameWidth)
      lines += wrap(lead + outcome(of: result), hangingIndent: lead.count)
    }
    let timelines = results.map { Timeline(result: $0) }
    let stepCount = timelines.map(\.steps.count).max() ?? 0
    if timelines.contains(where: { !$0.preamble.isEmpty }) {
      lines += [""] + wrap("before the first step")
      lines += row(results.map(\.pattern), timelines.map(\.preamble))
    }
    for index in 0..<stepCount {
      let heading = timelines.lazy.compactMap { $0.steps.indices.contains(index) ? $0 : nil }
        .first?.steps[index].heading
      lines += [""] + wrap(heading ?? "step \(index + 1)")
      let cells = timelines.map { timeline in
        timeline.steps.indices.contains(index)
          ? timeline.steps[index].lines
          : ["(not run: the scenario stopped at step \(timeline.steps.count))"]
      }
      lines += row(results.map(\.pattern), cells)
    }
    if timelines.contains(where: { !$0.teardown.isEmpty }) {
      lines += [""] + wrap("after the last step: the app is torn down")
      lines += row(results.map(\.pattern), timelines.map(\.teardown))
    }
    let failures = results.filter { $0.outcome != .passed }
    if !failures.isEmpty {
      lines += ["", "WHY"]
      for result in failures {
        lines += [""] + wrap("── \(result.pattern): \(result.outcome.rawValue)")
        lines += (result.message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
          .flatMap { wrap(String($0)) }
      }
    }
    return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  // MARK: Rows and columns

  /// One step's lines of every pattern: identical ones merged, laid out in bands of columns.
  func row(_ patterns: [String], _ cells: [[String]]) -> [String] {
    var groups: [(names: [String], lines: [String])] = []
    for (pattern, lines) in zip(patterns, cells) {
      let lines = lines.isEmpty ? ["(nothing happened)"] : lines
      if let index = groups.firstIndex(where: { $0.lines == lines }) {
        groups[index].names.append(pattern)
      } else {
        groups.append(([pattern], lines))
      }
    }
    let available = width - Self.indent.count
    let fitting = max(
      1, (available + Self.separator.count) / (Self.minimumColumnWidth + Self.separator.count))
    let bands = (groups.count + fitting - 1) / fitting
    let perBand = (groups.count + bands - 1) / bands
    let columnWidth = max(
      8, (available - Self.separator.count * (perBand - 1)) / perBand)
    var lines: [String] = []
    for start in stride(from: 0, to: groups.count, by: perBand) {
      if start > 0 { lines.append("") }
      let band = groups[start..<min(start + perBand, groups.count)]
      let columns = band.map { group in
        header(group.names.joined(separator: ", "), width: columnWidth)
          + group.lines.flatMap { Self.wrap($0, width: columnWidth) }
      }
      let height = columns.map(\.count).max() ?? 0
      for line in 0..<height {
        let parts = columns.map { column in
          (column.indices.contains(line) ? column[line] : "").padded(exactly: columnWidth)
        }
        lines.append(Self.indent + parts.joined(separator: Self.separator))
      }
    }
    return lines
  }

  /// A column's heading: the names, wrapped, the last line ruled to the column's edge.
  private func header(_ names: String, width: Int) -> [String] {
    var lines = Self.wrap(names, width: width)
    let last = lines.removeLast()
    let rule = width - last.count - 1
    lines.append(rule >= 3 ? last + " " + String(repeating: "─", count: rule) : last)
    return lines
  }

  private func outcome(of result: ScenarioResult) -> String {
    var text = result.outcome.rawValue
    if result.ordersRun > 1 {
      let shown = result.shownOrder.map { "order \($0)" } ?? "the first failing one, or the first"
      text += " (\(result.ordersRun) orders run; \(shown) is shown)"
    }
    if let reason = result.message?.split(separator: "\n").first {
      text += " — " + reason
    }
    return text
  }

  // MARK: Wrapping

  /// `text` wrapped to the whole width, continuation lines indented by `hangingIndent`.
  private func wrap(_ text: String, hangingIndent: Int = 2) -> [String] {
    Self.wrap(text, width: width, hangingIndent: hangingIndent)
  }

  /// `line` cut into lines of at most `width` characters, at spaces or after punctuation where
  /// it can be.
  ///
  /// A continuation keeps the line's own indentation plus `hangingIndent` (two more spaces by
  /// default), so a wrapped screen line still reads as part of the screen.
  static func wrap(_ line: String, width: Int, hangingIndent: Int? = nil) -> [String] {
    let characters = Array(line)
    guard characters.count > width else { return [line] }
    let leading = characters.prefix { $0 == " " }.count
    let continuation = String(
      repeating: " ", count: min(hangingIndent ?? (leading + 2), max(0, width - 8)))
    var lines: [String] = []
    var rest = characters[...]
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      // The last break that leaves something on this line, past the indentation: at a space
      // (dropped) but not inside a row's `[ ]`, or after an opening parenthesis, a comma or a
      // colon (kept).
      let minimum = rest.startIndex + (lines.isEmpty ? leading : 0) + 1
      let limit = rest.startIndex + room
      let end =
        (minimum <= limit ? (minimum...limit).reversed() : []).first { index in
          (rest[index] == " " && rest[index - 1] != "[") || "(,:".contains(rest[index - 1])
        } ?? limit
      lines.append(prefix + String(rest[..<end]))
      rest = rest[end...].drop { $0 == " " }
      prefix = continuation
    }
    if !rest.isEmpty { lines.append(prefix + String(rest)) }
    return lines
  }
}

/// One pattern's trace, cut at its steps.
struct Timeline {
  /// Lines before the first step.
  var preamble: [String] = []
  /// Each step's heading (`step 2: When the list appears`) and the lines after it.
  var steps: [(heading: String, lines: [String])] = []
  /// Lines after the last step's screen (or failure): the teardown.
  var teardown: [String] = []

  init(result: ScenarioResult) {
    for line in result.trace {
      if line.hasPrefix("step "), line.contains(":") {
        steps.append((line, []))
      } else if steps.isEmpty {
        preamble.append(line)
      } else {
        steps[steps.count - 1].lines.append(line)
      }
    }
    // The last step ends with its screen, or with its failure; what follows is the teardown.
    guard var last = steps.popLast() else { return }
    if let end = last.lines.lastIndex(where: { $0.hasPrefix("    ") || $0.hasPrefix("failed:") }) {
      teardown = Array(last.lines[(end + 1)...])
      last.lines.removeSubrange((end + 1)...)
    }
    steps.append(last)
  }
}

extension String {
  /// The string padded with spaces to `width` characters; never cut.
  func padded(exactly width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
