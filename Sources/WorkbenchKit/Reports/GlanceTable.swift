import ScenarioKit

/// The report's first screen: per pattern, what sets it apart, in figures this run measured —
/// whether it is right, the machinery it needed for stale results, what a tap and a page cost
/// with their spread, how much code and test it took, and the mistakes its teaching variants
/// show with the scenarios that catch them.
///
/// Patterns are the columns; a cell is one or more short lines; the mistakes, whose names are
/// long, are a list under the table. Every figure is also in a section below, with how it was
/// measured.
struct GlanceTable {
  struct Row {
    var label: String
    /// Where the figure is explained, a fragment of the report.
    var section: String
    /// Per pattern, the cell's lines.
    var cells: [[Line]]
  }

  /// One line of a cell: its text, what shows on hover (and in print), and where it leads.
  struct Line: Equatable {
    var text: String
    var detail: String? = nil
    var link: String? = nil
  }

  var patterns: [String]
  var rows: [Row]
  /// The sentences above the table that answer the usual questions from its figures.
  var findings: [String]
  /// Per pattern with teaching variants, each variant's mistake with the scenarios that catch
  /// it: listed under the table, where the names have room.
  var mistakes: [(pattern: String, lines: [Line])]

  /// The operations timed on the first screen, with how a row names them.
  static let timed = [
    (operation: "toggle-untouched", label: "A first star tap"),
    (operation: "append-page", label: "A next page"),
  ]

  init(_ model: ReportModel) {
    let patterns = model.patterns
    self.patterns = patterns
    var rows: [Row] = []
    let scenarioCount = model.scenarios.count
    rows.append(
      Row(
        label: "Scenarios passed", section: "matrix",
        cells: patterns.map { [Line(text: "\(model.passed($0)) / \(scenarioCount)")] }))
    rows.append(
      Row(
        label: "Late answers shown, of those received", section: "stale",
        cells: patterns.map { pattern in
          let policy = model.stalePolicies[pattern] ?? StaleResultPolicy()
          return [Line(text: "\(policy.visible) of \(policy.received)")]
        }))
    rows.append(
      Row(
        label: "Stale-result machinery: sites in the code", section: "machinery",
        cells: patterns.map { Self.machineryCell(model.machinery[$0]) }))
    if let bench = model.bench {
      let debug = bench.isDebugBuild ? " (debug build)" : ""
      for (operation, label) in Self.timed {
        guard let size = bench.results.filter({ $0.operation == operation }).map(\.size).max()
        else { continue }
        rows.append(
          Row(
            label: "\(label) at \(SVGChart.formatCount(Double(size))): median, range of repeats"
              + debug,
            section: "cost",
            cells: patterns.map { pattern in
              Self.timeCell(bench, pattern: pattern, operation: operation, size: size)
            }))
      }
      // The render work of a star tap: the rows redrawn, and the rows compared or ids diffed
      // to find them. A next page at the largest size redraws no visible row.
      let (operation, label) = Self.timed[0]
      if let size = bench.results.filter({
        $0.operation == operation && $0.cellsConfiguredPerOperation != nil
      }).map(\.size).max() {
        rows.append(
          Row(
            label: "Rows \(label.lowercased()) redraws at \(SVGChart.formatCount(Double(size)))",
            section: "compared",
            cells: patterns.map { pattern in
              let name = BenchResults.benchmarkName(of: pattern) + " + render"
              guard
                let work = bench.measurement(of: name, operation, at: size).flatMap(
                  ComparisonTable.renderWork)
              else { return Self.noFigure(bench, pattern) }
              return [Line(text: work)]
            }))
      }
    }
    rows.append(
      Row(
        label: "Lines of code · types", section: "boilerplate",
        cells: patterns.map { pattern in
          guard let figures = model.boilerplate[pattern] else { return [Line(text: "not counted")] }
          return [
            Line(
              text: "\(SVGChart.formatCount(Double(figures.sources.codeLines))) · "
                + "\(figures.sources.types)", detail: figures.note)
          ]
        }))
    rows.append(
      Row(
        label: "Test lines", section: "boilerplate",
        cells: patterns.map { pattern in
          [
            Line(
              text: model.boilerplate[pattern].map {
                SVGChart.formatCount(Double($0.testLines))
              } ?? "not counted")
          ]
        }))
    let variants = patterns.map { pattern in
      model.variants.filter { $0.name.hasPrefix(pattern + "/") }
    }
    if !model.variants.isEmpty {
      rows.append(
        Row(
          label: "Teaching variants caught", section: "variants",
          cells: variants.map { own in
            let caught = own.filter { !$0.caughtBy.isEmpty && $0.missedBy.isEmpty }.count
            return [Line(text: own.isEmpty ? "none" : "\(caught) of \(own.count)")]
          }))
    }
    self.rows = rows
    mistakes = zip(patterns, variants).filter { !$0.1.isEmpty }.map {
      (pattern: $0.0, lines: $0.1.map(Self.variantLine))
    }
    findings = Self.findings(model)
  }

  // MARK: Cells

  /// `25` over `7 kept · 10 cancels · 1 check`, the sites on hover.
  static func machineryCell(_ machinery: StaleResultMachinery?) -> [Line] {
    guard let machinery else { return [Line(text: "not counted")] }
    let detail = machinery.sites.map { "\($0.file):\($0.line) \($0.kind.rawValue): \($0.code)" }
      .joined(separator: "\n")
    return [
      Line(text: "\(machinery.count())", detail: detail.isEmpty ? nil : detail),
      Line(
        text: "\(machinery.count(.taskKept)) kept · "
          + Self.counted(machinery.count(.cancel), "cancel") + " · "
          + Self.counted(machinery.count(.answerCheck), "check")),
    ]
  }

  /// What a cell of a benchmark figure says without one: the benchmark ran the pattern and
  /// could not measure this, or never ran it.
  static func noFigure(_ bench: BenchResults, _ pattern: String) -> [Line] {
    [Line(text: bench.covers(pattern) ? "not measured" : "not run")]
  }

  /// `1 cancel`, `2 cancels`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `4.1 µs` over `3.9 µs–4.6 µs`: the median through the app with its render (the median of
  /// the repeats' medians), then the range of the repeats' medians when there were several.
  static func timeCell(
    _ bench: BenchResults, pattern: String, operation: String, size: Int
  ) -> [Line] {
    guard let cell = bench.throughTheApp(of: pattern, operation, at: size) else {
      return noFigure(bench, pattern)
    }
    var lines = [Line(text: SVGChart.formatNanoseconds(cell.medianNanoseconds))]
    if let repeats = cell.repeatMediansNanoseconds, repeats.count > 1,
      let low = repeats.min(), let high = repeats.max()
    {
      lines.append(
        Line(
          text: SVGChart.formatNanoseconds(low) + "–" + SVGChart.formatNanoseconds(high),
          detail: "the range of the \(repeats.count) repeats' medians"))
    }
    return lines
  }

  /// `no-cancel · 15`, the scenarios that catch it on hover, linked to the variant.
  static func variantLine(_ variant: ReportModel.Variant) -> Line {
    let mistake = String(variant.name.split(separator: "/", maxSplits: 1).last ?? "")
    let missed = variant.missedBy.isEmpty ? "" : " · \(variant.missedBy.count) missed"
    return Line(
      text: "\(mistake) · \(variant.caughtBy.count)\(missed)",
      detail: variant.caughtBy.isEmpty
        ? "no scenario catches it" : "caught by: " + variant.caughtBy.joined(separator: "; "),
      link: HTMLText.anchor("variant " + variant.name))
  }

  // MARK: Findings

  /// What the figures answer, in sentences: which pattern needs the least machinery among the
  /// ones that keep every stale-result scenario, and the cheapest first tap.
  static func findings(_ model: ReportModel) -> [String] {
    var findings: [String] = []
    let stale = model.staleScenarios
    let right = model.patterns.filter { pattern in
      stale.allSatisfy { model.result(of: pattern, in: $0)?.outcome == .passed }
    }
    let counted = right.compactMap { pattern in
      model.machinery[pattern].map { (pattern, $0.count()) }
    }
    if let least = counted.min(by: { $0.1 < $1.1 }), !stale.isEmpty {
      let others = counted.filter { $0.0 != least.0 }.sorted { $0.1 < $1.1 }
        .map { "\($0.0) \($0.1)" }
      findings.append(
        "Of the \(right.count) pattern\(right.count == 1 ? "" : "s") that pass all \(stale.count) "
          + "stale-result scenarios, \(least.0) needs the least machinery: \(least.1) site"
          + "\(least.1 == 1 ? "" : "s") in its code"
          + (others.isEmpty ? "." : " (" + others.joined(separator: ", ") + ")."))
    }
    if let bench = model.bench, let (operation, label) = timed.first,
      let size = bench.results.filter({ $0.operation == operation }).map(\.size).max()
    {
      let times = model.patterns.compactMap { pattern in
        bench.throughTheApp(of: pattern, operation, at: size).map {
          (pattern, $0.medianNanoseconds)
        }
      }.sorted { $0.1 < $1.1 }
      if let cheapest = times.first, let dearest = times.last, times.count > 1 {
        findings.append(
          "\(label) at \(SVGChart.formatCount(Double(size))) articles, through the app with "
            + "its render, costs least in \(cheapest.0) (\(SVGChart.formatNanoseconds(cheapest.1)))"
            + " and most in \(dearest.0) (\(SVGChart.formatNanoseconds(dearest.1)))"
            + (bench.isDebugBuild ? ", in a debug build, where times mean little." : "."))
      }
    }
    return findings
  }
}
