import ScenarioKit

/// What a star tap on the list re-rendered, as the harness observed it in this run: the view
/// bodies a declarative toolkit evaluated and the rows the list's table redrew.
///
/// Read from the traces of the scenarios tagged `@render` (the feature that asks what one
/// change redraws), at each step `the user taps the star of <id>`: the harness's
/// `  observed render: …` lines of that step, every window's, added up (see
/// `ScenarioSession.recordRenderWork`). The views count their own work; no pattern reports it.
///
/// ```swift
/// StarTapRender.work(in: "  observed render: 1 cell configured, 1 view changed, 2 bodies evaluated")
/// // (bodies: 2, cells: 1)
/// ```
struct StarTapRender: Codable, Equatable, Sendable {
  /// One tap and what it re-rendered.
  struct Tap: Codable, Equatable, Sendable {
    var scenario: String
    var bodiesEvaluated: Int
    var cellsConfigured: Int
  }

  /// The tag of the scenarios read.
  static let tag = "render"

  var taps: [Tap] = []

  /// The taps of `pattern` in `results`' `@render` scenarios, in run order.
  static func observe(_ pattern: String, in results: [ScenarioResult]) -> StarTapRender {
    StarTapRender(
      taps: results.filter { $0.pattern == pattern && $0.scenario.tags.contains(tag) }
        .flatMap { result in
          taps(in: result.trace).map {
            Tap(
              scenario: result.scenario.name, bodiesEvaluated: $0.bodies, cellsConfigured: $0.cells)
          }
        })
  }

  /// Each star tap of one trace, with the render work the harness observed in its step.
  static func taps(in trace: [String]) -> [(bodies: Int, cells: Int)] {
    var taps: [(bodies: Int, cells: Int)] = []
    var inTap = false
    for line in trace {
      if line.hasPrefix("step ") {
        inTap = line.contains(/^step \d+: \w+ the user taps the star of \S+$/)
        if inTap { taps.append((0, 0)) }
      } else if inTap, line.hasPrefix("  observed render") {
        let work = work(in: line)
        taps[taps.count - 1].bodies += work.bodies
        taps[taps.count - 1].cells += work.cells
      }
    }
    return taps
  }

  /// The bodies evaluated and cells configured an `observed render` line counts.
  static func work(in line: String) -> (bodies: Int, cells: Int) {
    func count(_ pattern: Regex<(Substring, Substring)>) -> Int {
      line.firstMatch(of: pattern).flatMap { Int($0.output.1) } ?? 0
    }
    return (count(/(\d+) bod(?:y|ies) evaluated/), count(/(\d+) cells? configured/))
  }

  /// `1 on each of 6 taps`, `1–3 over 6 taps`, from each tap's `value`; `nil` without taps.
  func summary(_ value: (Tap) -> Int) -> String? {
    let values = taps.map(value)
    guard let low = values.min(), let high = values.max() else { return nil }
    let count = "\(values.count) tap\(values.count == 1 ? "" : "s")"
    if values.count == 1 { return "\(low) on its 1 tap" }
    return low == high ? "\(low) on each of \(count)" : "\(low)–\(high) over \(count)"
  }
}
