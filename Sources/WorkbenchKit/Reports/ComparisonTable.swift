/// The measured "patterns compared" table: patterns as columns, one row per property.
///
/// Three rows are fixed descriptions (``PatternProfile``); every other row is measured by this
/// run. HTML and Markdown both render these rows, so they show the same figures. A pattern that
/// declares no profile reads "not declared" in the described rows and the size rows, which are
/// counted in the folders a profile names.
struct ComparisonTable {
  struct Row {
    var label: String
    var cells: [String]
    /// Whether the row is measured rather than described.
    var isMeasured: Bool
    /// For a row of files, each pattern's file names (`nil` where it has no figure): the
    /// HTML shows their count, with the names on hover and in print.
    var files: [[String]?]? = nil
  }

  var patterns: [String]
  var rows: [Row]

  /// What a cell says that needs a profile the pattern does not declare.
  static let notDeclared = "not declared"
  /// What a size cell says when none of the folders a profile names exists.
  static let notFound = "folders not found"

  /// The operations the benchmark rows read, with their row labels: a first tap on an
  /// article (what a user pays on most taps), the same star again, a next page, a refresh.
  static let benchOperations = [
    (operation: "toggle-untouched", label: "First tap on a star"),
    (operation: "toggle-again", label: "The same star again"),
    (operation: "append-page", label: "A next page answered"),
    (operation: "replace-list", label: "A refresh answered"),
  ]

  /// The operations whose render work the table shows: a star tap, a page, a refresh.
  static let renderOperations = [
    (operation: "toggle-untouched", label: "first star tap"),
    (operation: "append-page", label: "next page"), (operation: "replace-list", label: "refresh"),
  ]

  /// One operation's render work: the rows redrawn, and the rows compared or ids diffed to
  /// find them when there were any, such as `1 (100 000 compared)`.
  static func renderWork(_ cell: BenchResults.Measurement) -> String? {
    guard let cells = cell.cellsConfiguredPerOperation else { return nil }
    func count(_ value: Double) -> String { SVGChart.formatCount(value.rounded()) }
    var looked: [String] = []
    if let compared = cell.rowsComparedPerOperation, compared > 0 {
      looked.append(count(compared) + " compared")
    }
    if let diffed = cell.idsDiffedPerOperation, diffed > 0 {
      looked.append(count(diffed) + " ids diffed")
    }
    return count(cells) + (looked.isEmpty ? "" : " (" + looked.joined(separator: ", ") + ")")
  }

  /// File names as a cell: `ArticlePager, ArticleSearcher`, or `none`.
  static func files(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  init(_ model: ReportModel) {
    let patterns = model.patterns
    self.patterns = patterns
    let profiles = patterns.map { model.profiles[$0] }
    let stale = patterns.map { model.stalePolicies[$0] ?? StaleResultPolicy() }
    let figures = patterns.map { model.boilerplate[$0] }
    // A declared profile whose folders are not there is said to be so, not counted as zero.
    let unmeasured = patterns.map { model.profiles[$0] == nil ? Self.notDeclared : Self.notFound }
    let scenarioCount = model.scenarios.count
    func described(_ label: String, _ value: (PatternProfile) -> String) -> Row {
      Row(
        label: label, cells: profiles.map { $0.map(value) ?? Self.notDeclared }, isMeasured: false)
    }
    func measured(_ label: String, _ value: (Int) -> String) -> Row {
      Row(label: label, cells: patterns.indices.map(value), isMeasured: true)
    }
    func files(_ label: String, _ list: (OwnershipSites) -> [String]) -> Row {
      let names = patterns.map { model.ownership[$0].map(list) }
      var row = measured(label) { names[$0].map(Self.files) ?? unmeasured[$0] }
      row.files = names
      return row
    }
    var rows = [
      described("State owner", \.stateOwner),
      described("Effect discipline", \.effectDiscipline),
      described("Navigation owner", \.navigationOwner),
      measured("Scenarios passed") { "\(model.passed(patterns[$0])) / \(scenarioCount)" },
      measured("Stale answers received / applied") {
        "\(stale[$0].received) / \(stale[$0].applied)"
      },
      measured("Requests cancelled") { "\(stale[$0].cancelled)" },
      measured("Lines of code") {
        figures[$0].map { "\($0.sources.codeLines)" } ?? unmeasured[$0]
      },
      measured("Files") { figures[$0].map { "\($0.sources.files)" } ?? unmeasured[$0] },
      measured("Types (of which protocols)") {
        figures[$0].map { "\($0.sources.types) (\($0.sources.protocols))" } ?? unmeasured[$0]
      },
      measured("Test lines") { figures[$0].map { "\($0.testLines)" } ?? unmeasured[$0] },
      files("Timeout policy applied in (files naming RequestPolicy.timeout)", \.timeoutFiles),
      files("Analytics events made in (files building them)", \.analyticsFiles),
      files("Logout heard in (files subscribing to the session's logouts)", \.logoutFiles),
      files("Restoration decided in (files reading the saved pages)", \.restorationFiles),
      files("Pending changes kept in (files building the outbox)", \.outboxFiles),
      files(
        "Scenes connected in (files making a window's own pages: connectScene, WindowGroup)",
        \.sceneFiles),
    ]
    // The largest size measured: where the patterns' costs differ most.
    if let bench = model.bench {
      /// What a cost cell says without a figure: the benchmark ran the pattern and could not
      /// measure this, or never ran it (a team's pattern in a run of the seven).
      func unmeasured(_ pattern: String) -> String {
        bench.covers(pattern) ? "not measured" : "not in the benchmark's run"
      }
      let debug = bench.isDebugBuild ? " (debug build)" : ""
      for (operation, label) in Self.benchOperations {
        guard let size = bench.results.filter({ $0.operation == operation }).map(\.size).max()
        else { continue }
        // The benchmark drives each app through its window, so a pattern has no figure of the
        // update alone; a file from before has both, and then both are shown.
        let names = patterns.map(BenchResults.benchmarkName(of:))
        let hasUpdateAlone = names.contains {
          bench.nanoseconds(of: $0, operation, at: size) != nil
        }
        let what = hasUpdateAlone ? "update · with render" : "through the app, with its render"
        rows.append(
          measured("\(label) at \(SVGChart.formatCount(Double(size))): \(what)" + debug) {
            index in
            let update = bench.nanoseconds(of: names[index], operation, at: size)
            let render = bench.nanoseconds(of: names[index] + " + render", operation, at: size)
            guard update != nil || render != nil else { return unmeasured(patterns[index]) }
            guard hasUpdateAlone else { return render.map(SVGChart.formatNanoseconds) ?? "—" }
            return (update.map(SVGChart.formatNanoseconds) ?? "—")
              + (render.map { " · " + SVGChart.formatNanoseconds($0) } ?? "")
          })
      }
      let rendered = bench.results.filter { $0.cellsConfiguredPerOperation != nil }
      if let size = rendered.map(\.size).max() {
        // Only the operations the benchmark ran: the quick sweep times star taps alone.
        let operations = Self.renderOperations.filter { operation, _ in
          rendered.contains { $0.operation == operation && $0.size == size }
        }
        rows.append(
          measured(
            "Render work at \(SVGChart.formatCount(Double(size))), as the table counted it: rows redrawn per "
              + operations.map(\.label).joined(separator: " · ") + debug
          ) { index in
            let name = BenchResults.benchmarkName(of: patterns[index]) + " + render"
            let cells = operations.map { operation, _ in
              bench.measurement(of: name, operation, at: size).flatMap(Self.renderWork)
            }
            guard cells.contains(where: { $0 != nil }) else { return unmeasured(patterns[index]) }
            return cells.map { $0 ?? "—" }.joined(separator: " · ")
          })
      }
      let operation = Self.benchOperations[0].operation
      if let size = bench.results.filter({ $0.operation == operation && $0.retainedBytes != nil })
        .map(\.size).max()
      {
        rows.append(
          measured(
            "Heap held after 100 first taps at \(SVGChart.formatCount(Double(size))), × the list's own bytes · × what it held once built"
              + debug
          ) { index in
            let name = BenchResults.benchmarkName(of: patterns[index])
            guard
              let cell = bench.measurement(of: name, operation, at: size)
                ?? bench.measurement(of: name + " + render", operation, at: size),
              let bytes = cell.retainedBytes
            else { return unmeasured(patterns[index]) }
            let ratio = cell.stateBytes.flatMap { $0 > 0 ? Double(bytes) / Double($0) : nil }
            let built = cell.builtBytes.flatMap { $0 > 0 ? Double(bytes) / Double($0) : nil }
            let parts = [ratio, built].compactMap { $0.map { "\($0.formatted(decimals: 1))×" } }
            return SVGChart.formatBytes(Double(bytes))
              + (parts.isEmpty ? "" : " (" + parts.joined(separator: " · ") + ")")
          })
      }
    }
    self.rows = rows
  }
}
