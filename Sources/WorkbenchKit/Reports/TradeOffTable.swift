/// The seed's MVVM-versus-TCA trade-off table with figures in place of its adjectives: the
/// patterns that declare how a child feature is embedded (``PatternProfile/childFeature``) —
/// MVVM and TCA-style, UIKit-style and SwiftUI — side by side, one row per question.
///
/// The seed rates concepts, boilerplate, state consistency, testability, composition, side
/// effects and learning curve with words such as "few" and "steep". Each row here answers one
/// of them with what this run and this checkout measured; the composition row is declared by
/// each pattern, and says so; a question with no honest figure says why in words.
struct TradeOffTable {
  var patterns: [String]
  /// The rows, in the seed's order; ``ComparisonTable/Row`` so that both tables render alike.
  var rows: [ComparisonTable.Row]

  /// What the learning-curve row says in every column.
  static let learningCurve =
    "not measured: the workbench measures code and behaviour, not the time people take to learn"

  /// The patterns of `model` that are the table's columns, in column order.
  static func columns(_ model: ReportModel) -> [String] {
    model.patterns.filter { model.profiles[$0]?.childFeature != nil }
  }

  init(_ model: ReportModel) {
    let patterns = Self.columns(model)
    self.patterns = patterns
    let figures = patterns.map { model.boilerplate[$0] }
    let sites = patterns.map { model.tradeOffs[$0] }
    let taps = patterns.map { model.starTaps[$0] ?? StarTapRender() }
    let notFound = "not measured: " + ComparisonTable.notFound
    func count(_ value: Int) -> String { SVGChart.formatCount(Double(value)) }
    func measured(_ label: String, _ value: (Int) -> String) -> ComparisonTable.Row {
      ComparisonTable.Row(label: label, cells: patterns.indices.map(value), isMeasured: true)
    }
    var rows = [
      measured("Concepts: types (of which protocols)") { index in
        figures[index].map { "\(count($0.sources.types)) (\($0.sources.protocols))" }.map {
          $0 + Self.split(sites[index]) { "\(count($0.types)) (\($0.protocols))" }
        } ?? notFound
      },
      measured("Boilerplate: lines of code, in files") { index in
        figures[index].map { "\(count($0.sources.codeLines)) in \($0.sources.files) files" }.map {
          $0 + Self.split(sites[index]) { "\(count($0.codeLines)) in \($0.files)" }
        } ?? notFound
      },
      measured("State consistency: stale answers applied, of received") {
        let policy = model.stalePolicies[patterns[$0]] ?? StaleResultPolicy()
        return "\(policy.applied) of \(policy.received)"
      },
      measured("Testability: test lines · tests") {
        guard let lines = figures[$0]?.testLines, let tests = sites[$0]?.tests else {
          return notFound
        }
        return "\(count(lines)) lines · \(tests) tests"
      },
      measured("Testability: test doubles, in tests · in sources") {
        guard let sites = sites[$0] else { return notFound }
        return [true, false].map { inTests in
          let doubles = sites.doubles(inTests: inTests)
          let names = Set(doubles.map(\.name)).sorted()
          return "\(doubles.count)"
            + (names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")")
        }.joined(separator: " · ")
      },
      ComparisonTable.Row(
        label: "Composition: a child feature is embedded by (declared)",
        cells: patterns.map { model.profiles[$0]?.childFeature ?? ComparisonTable.notDeclared },
        isMeasured: false),
    ]
    let starts = sites.map { $0?.effectStartFiles }
    var effects = measured("Side effects: files that start them") {
      starts[$0].map(ComparisonTable.files) ?? notFound
    }
    effects.files = starts
    rows.append(effects)
    rows.append(
      measured("Re-rendering: bodies evaluated per star tap") {
        guard let summary = taps[$0].summary(\.bodiesEvaluated) else { return Self.noTaps }
        let count = taps[$0].taps.count
        return taps[$0].taps.allSatisfy { $0.bodiesEvaluated == 0 }
          ? "none on \(count == 1 ? "its 1 tap" : "\(count) taps"): no declarative views observed"
          : summary
      })
    rows.append(
      measured("Re-rendering: rows redrawn per star tap") {
        taps[$0].summary(\.cellsConfigured) ?? Self.noTaps
      })
    rows.append(Self.benchmarkRow(model, patterns))
    rows.append(
      ComparisonTable.Row(
        label: "Learning curve", cells: patterns.map { _ in Self.learningCurve },
        isMeasured: true))
    self.rows = rows
  }

  /// ` — TCAArticles 52 (0) · ComposableRuntime 71 (3)`: each source folder's part, when a
  /// pattern has several; nothing otherwise.
  static func split(
    _ sites: TradeOffSites?, _ value: (SourceLineCounter.Figures) -> String
  ) -> String {
    guard let folders = sites?.folders, folders.count > 1 else { return "" }
    return " — " + folders.map { "\($0.name) \(value($0.figures))" }.joined(separator: " · ")
  }

  /// What a render cell says when the run had no star tap to watch.
  static let noTaps = "not measured: no @\(StarTapRender.tag) scenario tapped a star in this run"

  /// The rows a first star tap redraws at the benchmark's largest size, as the list's table
  /// counted them; without a benchmark, a cell that says one is needed.
  private static func benchmarkRow(_ model: ReportModel, _ patterns: [String])
    -> ComparisonTable.Row
  {
    let operation = ComparisonTable.benchOperations[0].operation
    guard let bench = model.bench,
      let size = bench.results.filter({
        $0.operation == operation && $0.cellsConfiguredPerOperation != nil
      }).map(\.size).max()
    else {
      return ComparisonTable.Row(
        label: "Re-rendering: rows a first star tap redraws (benchmark)",
        cells: patterns.map { _ in
          "needs a benchmark run"
        },
        isMeasured: true)
    }
    let debug = bench.isDebugBuild ? ", debug build" : ""
    return ComparisonTable.Row(
      label: "Re-rendering: rows a first star tap redraws at "
        + "\(SVGChart.formatCount(Double(size))) (benchmark\(debug))",
      cells: patterns.map { pattern in
        let name = BenchResults.benchmarkName(of: pattern) + " + render"
        return bench.measurement(of: name, operation, at: size).flatMap(ComparisonTable.renderWork)
          ?? (bench.covers(pattern) ? "not measured" : "not in the benchmark's run")
      },
      isMeasured: true)
  }
}
