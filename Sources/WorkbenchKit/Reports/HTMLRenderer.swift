import ScenarioKit

/// `index.html`: the self-contained report — inline CSS and SVG, no scripts, nothing loaded from
/// elsewhere — readable offline, printed, and on a narrow screen.
///
/// Every text that comes from a scenario, a result or a trace goes through ``HTMLText/escape(_:)``.
struct HTMLRenderer {
  let model: ReportModel

  init(_ model: ReportModel) { self.model = model }

  var text: String {
    Self.page(
      title: "Architecture Workbench report",
      body: """
        \(header)
        <main>
        \(glanceSection)
        \(contents)
        \(comparisonSection)
        \(tradeOffSection)
        \(matrixSection)
        \(failureSection)
        \(staleSection)
        \(machinerySection)
        \(boilerplateSection)
        \(costSection)
        \(variantSection)
        \(timelineLink)
        </main>
        <footer><p>Made by <code>\(e(model.invocation))</code> at \
        \(e(ReportDocument.timestamp(model.generatedAt))). Every figure on this page comes from \
        this run and this checkout; <code>results.json</code> holds them all.</p></footer>
        """)
  }

  /// `timelines.html`: the step-by-step timelines of the stale-result scenarios, on a page of
  /// their own so that `index.html` stays small enough to send (they are most of the weight).
  var timelinesPage: String {
    Self.page(
      title: "Architecture Workbench report: timelines",
      body: """
        <header class="page">
        <h1>Architecture Workbench</h1>
        <p class="lead"><a href="index.html">The report</a> · made by \
        <code>\(e(model.invocation))</code> at \(e(ReportDocument.timestamp(model.generatedAt))).</p>
        </header>
        <main>
        \(timelineSection)
        </main>
        """)
  }

  /// A page of the report: the document around `body`, with the report's style inline.
  private static func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <style>
    \(ReportStyle.css)
    </style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// Where `index.html` points at the timelines.
  private var timelineLink: String {
    let count = model.staleScenarios.count
    return """
      <section id="timelines">
      <h2>Timelines</h2>
      <p>The step-by-step timelines of the \(count) stale-result \
      scenario\(count == 1 ? "" : "s"), every pattern side by side, are on a page of their \
      own: <a href="timelines.html">timelines.html</a>.</p>
      </section>
      """
  }

  // MARK: Header

  private var header: String {
    let run = model.run
    let unexpected = run.results.filter { !$0.outcome.isAsExpected }.count
    let verdictClass = run.isAsExpected ? "verdict pass" : "verdict fail"
    let variants =
      model.variants.isEmpty
      ? "" : " + \(model.variants.count) teaching variant\(model.variants.count == 1 ? "" : "s")"
    return """
      <header class="page">
      <h1>Architecture Workbench</h1>
      <p class="lead">One article-list feature built once per UI architecture pattern, checked \
      against one executable specification. This report is what the harness observed.</p>
      <p class="\(verdictClass)">\(run.isAsExpected ? "✓" : "✗") \(e(model.verdict))</p>
      <dl class="facts">
      <dt>Run</dt><dd>\(model.scenarios.count) scenarios in \(model.groups.count) behaviour \
      group\(model.groups.count == 1 ? "" : "s") × \(model.patterns.count) patterns\(variants) = \(run.results.count) scenario runs, \
      \(unexpected) unexpected, \(run.divergent) divergent\
      \(run.repetitions > 1 ? " (each repeated \(run.repetitions) times)" : "")</dd>
      <dt>When</dt><dd>\(e(ReportDocument.timestamp(model.generatedAt))), in \
      \(run.elapsed.seconds.formatted(decimals: 2)) s</dd>
      <dt>Toolchain</dt><dd>\(e(model.toolchain))</dd>
      <dt>Benchmark</dt><dd>\(benchFact)</dd>
      <dt>Command</dt><dd><code>\(e(model.invocation))</code></dd>
      </dl>
      </header>
      """
  }

  /// Which benchmark the cost figures come from, warning when a debug build measured them.
  private var benchFact: String {
    guard let bench = model.bench else {
      return "none: no cost charts (<code>workbench report</code> runs a quick sweep unless "
        + "given <code>--no-bench</code>; <code>--bench FILE.json</code> reads a full one)"
    }
    return e(bench.provenance)
      + (bench.isDebugBuild
        ? " <strong class=\"bad\">— debug build: times mean little</strong>" : "")
  }

  private var contents: String {
    let sections = [
      ("compared", "Patterns compared, measured"),
      ("tradeoffs", "MVVM and TCA: the seed's trade-offs"), ("matrix", "Scenario matrix"),
      ("failures", "Failures and why"), ("stale", "Stale results"),
      ("machinery", "Stale-result machinery"), ("boilerplate", "Boilerplate"),
      ("cost", "Cost versus size"),
      ("variants", "Teaching variants"), ("timelines", "Timelines"),
    ]
    return "<nav class=\"contents\" aria-label=\"Contents\"><ol>"
      + sections.map { "<li><a href=\"#\($0.0)\">\($0.1)</a></li>" }.joined() + "</ol></nav>"
  }

  // MARK: Comparison

  /// A table of patterns as columns and ``ComparisonTable/Row``s, as the comparison and the
  /// trade-offs show them: described rows plain, measured rows in bold figures.
  func compareTable(
    _ patterns: [String], _ rows: [ComparisonTable.Row], classes: String = "compare"
  ) -> String {
    let head = patterns.map { "<th scope=\"col\">\(e($0))</th>" }.joined()
    let body = rows.map { row in
      "<tr class=\"\(row.isMeasured ? "measured" : "described")\"><th scope=\"row\">\(e(row.label))</th>"
        + row.cells.indices.map { "<td>\(compareCell(row, $0))</td>" }.joined() + "</tr>"
    }
    return """
      <div class="scroll"><table class="\(classes)">
      <thead><tr><th scope="col"><span class="visually-hidden">Property</span></th>\(head)</tr></thead>
      <tbody>
      \(body.joined(separator: "\n"))
      </tbody></table></div>
      """
  }

  private var comparisonSection: String {
    let table = ComparisonTable(model)
    return """
      <section id="compared">
      <h2>Patterns compared, measured</h2>
      <p class="explain">The usual "patterns compared" table, with the adjectives replaced by \
      figures. The first three rows are short fixed descriptions; the rows in bold figures are \
      measured by this run: scenarios passed out of \(model.scenarios.count), stale answers as \
      the harness saw them (see <a href="#stale">Stale results</a>), the sources counted \
      without blank lines and comments (see <a href="#boilerplate">Boilerplate</a>), and six \
      of the seed's ownership questions read from the code: the files that apply the timeout \
      policy, build analytics events, hear a logout, decide what saved pages restore, keep the \
      pending changes (build the outbox) and make a window's own pages when a scene connects \
      (how many files; hover for their names).\
      \(model.bench == nil ? " The update-cost row needs a benchmark (see <a href=\"#cost\">Cost versus size</a>)." : " The cost rows come from the benchmark in <a href=\"#cost\">Cost versus size</a>: each operation through the app, with its list page's render, the rows the page's table redrew (counted by the table, not by the pattern), and the heap held.")</p>
      \(compareTable(table.patterns, table.rows))
      </section>
      """
  }

  /// A cell of the comparison; a list of files is its count, the names on hover and in print.
  private func compareCell(_ row: ComparisonTable.Row, _ index: Int) -> String {
    guard let names = row.files?[index], !names.isEmpty else { return e(row.cells[index]) }
    let list = e(names.joined(separator: ", "))
    return "<span class=\"files\" title=\"\(list)\">\(e(Self.visibleText(of: row, at: index)))"
      + "</span><span class=\"file-names\">: \(list)</span>"
  }

  /// What a comparison cell shows on screen: its text, or a list of files as their count.
  static func visibleText(of row: ComparisonTable.Row, at index: Int) -> String {
    guard let names = row.files?[index], !names.isEmpty else { return row.cells[index] }
    return "\(names.count) file\(names.count == 1 ? "" : "s")"
  }

  // MARK: Matrix

  private var matrixSection: String {
    // Patterns are columns; the teaching variants share one column, which names those that
    // did not pass the row: 32 variant columns would not fit a page.
    let columns = model.patterns
    let variants = model.variants.map(\.name)
    let width = columns.count + 1 + (variants.isEmpty ? 0 : 1)
    let head =
      columns.map { "<th scope=\"col\" class=\"pattern\">\(e($0))</th>" }.joined()
      + (variants.isEmpty ? "" : "<th scope=\"col\" class=\"v-col\">Teaching variants</th>")
    var body: [String] = []
    for group in model.groups {
      body.append(
        "<tbody><tr class=\"group\"><th scope=\"rowgroup\" colspan=\"\(width)\">"
          + "\(e(group.feature)) <span class=\"file\">\(e(group.file.lastPathComponent))</span>"
          + "</th></tr>")
      // A row where every column passed says nothing a column does not: such rows fold into
      // one line per group, their names inside (open on click, open in print).
      var allPassed: [ScenarioReference] = []
      for scenario in group.scenarios {
        let results = columns.map { model.result(of: $0, in: scenario) }
        let variantResults = model.variantsNotPassing(scenario)
        guard results.contains(where: { $0?.outcome != .passed }) || !variantResults.isEmpty
        else {
          allPassed.append(scenario)
          continue
        }
        let cells = results.map { $0.map(cell) ?? "<td class=\"none\">–</td>" }
        let variantCell =
          variants.isEmpty
          ? ""
          : "<td class=\"variants\">" + variantResults.map(variantMark).joined(separator: "<br>")
            + "</td>"
        body.append("<tr>\(rowHeading(scenario))\(cells.joined())\(variantCell)</tr>")
      }
      if !allPassed.isEmpty {
        let every = model.run.variants.isEmpty ? "every pattern" : "every pattern and variant"
        let names = allPassed.map { "<li>\(rowName(of: $0))</li>" }.joined()
        body.append(
          "<tr class=\"all-pass\"><td colspan=\"\(width)\"><details><summary>"
            + "\(allPassed.count) \(group.scenarios.count == allPassed.count ? "" : "more ")"
            + "scenario\(allPassed.count == 1 ? "" : "s"): \(every) passed "
            + "<span class=\"o-pass\">✓</span></summary><ul>\(names)</ul></details></td></tr>")
      }
      body.append("</tbody>")
    }
    let variantsExplained =
      variants.isEmpty
      ? ""
      : """
       The last column names the teaching variants that did not pass the scenario: a \
      <span class="o-xfail">✗</span> is a mistake caught, as the registry expects; any other \
      mark is a surprise.
      """
    return """
      <section id="matrix">
      <h2>Scenario matrix</h2>
      <p class="explain">Each row is one scenario of the specification, grouped by the feature \
      file (behaviour) it belongs to; each column is a pattern.\(variantsExplained) Only the \
      rows where something did not pass are drawn; the scenarios every pattern and variant \
      passed are folded into one line at the end of their group (open it for their names). A \
      scenario with "in any order" steps counts as passed only if every order passed. A mark \
      that is not ✓ links to its reason and the screen the user saw, under \
      <a href="#failures">Failures and why</a>. Hover a scenario for the rule it protects.</p>
      \(legend)
      <div class="scroll matrix-wrap"><table class="matrix">
      <thead><tr><th scope="col" class="corner">Scenario</th>\(head)</tr></thead>
      \(body.joined(separator: "\n"))
      </table></div>
      </section>
      """
  }

  /// A variant that did not pass a row, as the variant column names it: `✗ MVVM/no-cancel`,
  /// linked to why.
  private func variantMark(_ result: ScenarioResult) -> String {
    let firstLine = result.message?.split(separator: "\n").first.map(String.init)
    let title = Self.label(result.outcome) + (firstLine.map { ": " + $0 } ?? "")
    return "<a class=\"\(Self.css(result.outcome))\" href=\"#\(ReportModel.anchor(of: result))\" "
      + "title=\"\(e(title))\">\(Self.symbol(result.outcome)) \(e(result.pattern))</a>"
  }

  private func rowHeading(_ scenario: ScenarioReference) -> String {
    let rule = model.rules[ReportModel.key(scenario)].map { " title=\"\(e($0))\"" } ?? ""
    return "<th scope=\"row\"\(rule)>\(rowName(of: scenario))</th>"
  }

  private func rowName(of scenario: ScenarioReference) -> String {
    "\(e(scenario.name))<span class=\"line\">:\(scenario.line)</span>"
  }

  private var legend: String {
    let items: [(Outcome, String)] = [
      (.passed, "passed"), (.failed, "failed"),
      (.expectedFailure, "expected failure: a teaching variant caught"),
      (.unexpectedPass, "unexpected pass: the mistake went unnoticed"),
      (.didNotSettle, "did not settle"), (.crashed, "crashed"), (.leaked, "leaked"),
    ]
    return "<ul class=\"legend\">"
      + items.map {
        "<li><span class=\"swatch \(Self.css($0.0))\">\(Self.symbol($0.0))</span> \($0.1)</li>"
      }
      .joined() + "</ul>"
  }

  private func cell(_ result: ScenarioResult) -> String {
    let outcome = result.outcome
    let label = "\(Self.symbol(outcome))<span class=\"visually-hidden\"> \(outcome.rawValue)</span>"
    guard outcome != .passed else {
      // The most frequent cell, kept short: the legend and the column say what ✓ means.
      return "<td class=\"o-pass\">✓</td>"
    }
    // The first line of the reason on hover; the whole of it in the list of failures.
    let firstLine = result.message?.split(separator: "\n").first.map(String.init)
    let title = Self.label(outcome) + (firstLine.map { ": " + $0 } ?? "")
    return "<td class=\"\(Self.css(outcome))\"><a href=\"#\(ReportModel.anchor(of: result))\" "
      + "title=\"\(e(title))\">\(label)</a></td>"
  }

  static func symbol(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "✓"
    case .failed: "✗"
    case .expectedFailure: "✗"
    case .unexpectedPass: "!"
    case .didNotSettle: "∞"
    case .crashed: "☠"
    case .leaked: "◍"
    }
  }

  static func css(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "o-pass"
    case .failed: "o-fail"
    case .expectedFailure: "o-xfail"
    case .unexpectedPass: "o-xpass"
    case .didNotSettle: "o-hang"
    case .crashed: "o-crash"
    case .leaked: "o-leak"
    }
  }

  func e(_ text: String) -> String { HTMLText.escape(text) }
}
