import ScenarioKit

extension HTMLRenderer {
  // MARK: Stale results

  var staleSection: String {
    let rows = model.run.patterns.map { pattern in
      let policy = model.stalePolicies[pattern] ?? StaleResultPolicy()
      let variant = model.run.variants.contains(pattern)
      let warn = policy.applied > 0 ? " class=\"warn\"" : ""
      return "<tr class=\"\(variant ? "variant-row" : "")\"><th scope=\"row\">\(e(pattern))</th>"
        + "<td>\(policy.received)</td><td>\(policy.dropped)</td><td\(warn)>\(policy.applied)</td>"
        + "<td\(policy.visible > 0 ? " class=\"warn\"" : "")>\(policy.visible)</td>"
        + "<td>\(policy.unobserved)</td><td>\(policy.cancelled)</td></tr>"
    }
    return """
      <section id="stale">
      <h2>Stale results: what each pattern does with a late answer</h2>
      <p class="explain">When the user refreshes, searches again or leaves, the old request is \
      replaced, but its answer can still arrive. The scripted server says so in the trace: \
      <code>request #N succeeded (superseded)</code> or <code>failed (superseded)</code> is an \
      answer to a request a newer one of the same kind had replaced. The harness watches each \
      such answer: it counts the view changes the app makes until it is quiet again and \
      compares the screen before and after. Counted over every scenario's trace (the first \
      order run, or the first failing one): an answer <em>changed views</em> when the app \
      changed any view in reaction to it, and it <em>changed the screen</em> when the screen \
      after differs from the screen before. It <em>changed no view</em> when nothing was \
      redrawn or the request had been cancelled so nobody was waiting; whether the app kept it \
      in its state the screen cannot tell. <em>Not observable</em> counts answers whose \
      reaction never settled. <em>Cancelled</em> counts <code>request #N cancelled</code> \
      lines, stale or not. Observed by the harness, never read from the pattern's own trace; \
      a redraw of the same screen still counts as a view change.</p>
      <div class="scroll"><table class="numbers">
      <thead><tr><th scope="col">Pattern</th><th scope="col">Stale answers received</th>\
      <th scope="col">Changed no view</th><th scope="col">Changed views (applied)</th>\
      <th scope="col">Changed the screen</th><th scope="col">Not observable</th>\
      <th scope="col">Requests cancelled</th></tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table></div>
      </section>
      """
  }

  // MARK: Boilerplate

  var boilerplateSection: String {
    let patterns = model.patterns.filter { model.boilerplate[$0] != nil }
    let rows = patterns.map { pattern in
      let figures = model.boilerplate[pattern]!
      let note = figures.note.map { " <span class=\"note\">(\(e($0)))</span>" } ?? ""
      return "<tr><th scope=\"row\">\(e(pattern))\(note)</th><td>\(figures.sources.codeLines)</td>"
        + "<td>\(figures.sources.files)</td><td>\(figures.sources.types)</td>"
        + "<td>\(figures.sources.protocols)</td><td>\(figures.testLines)</td></tr>"
    }
    let chart = SVGChart.bars(
      title: "Lines of code per pattern", valueLabel: "lines of code (without blanks and comments)",
      bars: patterns.map { ($0, Double(model.boilerplate[$0]!.sources.codeLines)) },
      notes: Dictionary(
        uniqueKeysWithValues: patterns.compactMap { p in model.boilerplate[p]?.note.map { (p, $0) }
        })
    )
    return """
      <section id="boilerplate">
      <h2>Boilerplate</h2>
      <p class="explain">How much code each pattern needs for the same feature, counted from \
      its sources in this checkout: <code>Sources/&lt;Pattern&gt;Articles/</code> (TCA's \
      include <code>Sources/ComposableRuntime/</code>). Lines of \
      code leave out blank lines and comments (<code>//</code>, <code>///</code>, \
      <code>/* */</code>); types are class, struct, enum, actor and protocol declarations; test \
      lines are counted the same way in <code>Tests/&lt;Pattern&gt;ArticlesTests/</code>. More \
      lines is not worse by itself: it is what each pattern asks you to write and read.</p>
      <figure>\(chart)<figcaption>Lines of code per pattern, without blanks and \
      comments.</figcaption></figure>
      <div class="scroll"><table class="numbers">
      <thead><tr><th scope="col">Pattern</th><th scope="col">Lines of code</th>\
      <th scope="col">Files</th><th scope="col">Types</th><th scope="col">Protocols</th>\
      <th scope="col">Test lines</th></tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table></div>
      </section>
      """
  }

  // MARK: Cost

  var costSection: String {
    let explain = """
      <p class="explain">What one update costs as the list grows: the median time per \
      operation and the heap bytes it allocates, against the number of articles, on \
      logarithmic axes (a straight line of slope 1 is linear cost; flat is constant). The grey \
      lines are the floors measured in the same run: one memcpy of the list's storage, and the \
      bytes of one whole copy of it — a line on them copies the list on every update.</p>
      """
    guard let bench = model.bench else {
      return """
        <section id="cost">
        <h2>Cost versus size</h2>
        \(explain)
        <p class="empty">This section needs a benchmark run. <code>workbench report</code> runs \
        a quick sweep (star taps, a next page and a refresh at 10, 1 000 and 100 000 articles) \
        unless given \
        <code>--no-bench</code>; <code>--bench FILE.json</code> draws the charts from a full \
        <code>state-copy --format json</code> run instead.</p>
        </section>
        """
    }
    let quick =
      bench.origin?.kind == .quickSweep
      ? " A quick sweep takes fewer samples than the full <code>state-copy</code> run: its "
        + "times are a first look; quote the full sweep's (<code>--bench</code>)." : ""
    let source = """
      <p class="bench-source"><strong>Benchmark:</strong> \(e(bench.provenance)).\(quick)</p>
      """
    let coverage =
      model.benchCoverage.map {
        "<p class=\"\(model.patternsNotBenchmarked.isEmpty ? "bench-source" : "warning")\">"
          + "\(codeSpans($0))</p>"
      } ?? ""
    let unmeasured =
      (bench.unmeasured ?? []).isEmpty
      ? ""
      : "<p class=\"bench-source\"><strong>Not measured</strong> (what a pattern could not do "
        + "yet, its larger sizes not tried):</p><ul class=\"bench-source\">"
        + (bench.unmeasured ?? []).map {
          "<li>\(e($0.pattern)) · \(e($0.operation)) at \(SVGChart.formatCount(Double($0.size))): "
            + "\(e($0.reason))</li>"
        }.joined() + "</ul>"
    let warning =
      bench.isDebugBuild
      ? """
      <p class="warning"><strong>Debug build.</strong> These times were measured by an \
      unoptimised build: they show the shape of each curve at best and do not compare \
      patterns. Run <code>swift run -c release workbench report</code> for times that \
      mean something.</p>
      """ : ""
    // The benchmark drives each app through its window: every pattern's row is its app's, with
    // its render, drawn beside the reference points, with its bytes. A file from before has a
    // row of each pattern's update alone too; then the update alone and the update with the
    // re-render are drawn apart, since twenty lines in one chart are more than a reader can
    // follow, and the update alone gets the bytes.
    let floors = bench.floors ?? []
    let charts = bench.operations.flatMap { operation in
      let all = bench.results.filter { $0.operation == operation }
      let withRender = all.filter { $0.pattern.hasSuffix("+ render") }
      let alone = all.filter { !$0.pattern.hasSuffix("+ render") }
      let hasUpdateAlone = alone.contains { !$0.pattern.hasPrefix("reference:") }
      guard hasUpdateAlone else {
        let part = "through each app, with its render"
        return [
          timeChart(operation, part, all, floors: floors),
          bytesChart(operation, part, all, floors: floors),
        ]
        .compactMap { $0 }
      }
      return [
        timeChart(operation, "the update alone", alone, floors: floors),
        bytesChart(operation, "the update alone", alone, floors: floors),
        timeChart(operation, "with the re-render", withRender, floors: []),
      ]
      .compactMap { $0 }
    }
    return """
      <section id="cost">
      <h2>Cost versus size</h2>
      \(explain)
      \(source)
      \(coverage)
      \(unmeasured)
      \(warning)
      <div class="charts">\(charts.joined(separator: "\n"))</div>
      </section>
      """
  }

  /// `text` escaped, each part between backticks in `<code>`, as Markdown shows it.
  private func codeSpans(_ text: String) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map {
      $0.offset % 2 == 1 ? "<code>\(e(String($0.element)))</code>" : e(String($0.element))
    }.joined()
  }

  /// Median time per operation versus size, one line per pattern, with the memcpy floor.
  private func timeChart(
    _ operation: String, _ part: String, _ measured: [BenchResults.Measurement],
    floors: [BenchResults.Floor]
  ) -> String? {
    guard !measured.isEmpty else { return nil }
    var series = self.series(measured) { $0.medianNanoseconds }
    if !floors.isEmpty {
      series.append(
        SVGChart.Series(
          name: "floor: memcpy of the list", points: floors.map(\.memcpyPoint), stroke: .floor))
    }
    let svg = SVGChart.logLog(
      title: "\(operation), \(part): time per operation versus size",
      xLabel: "size (articles, log scale)", yLabel: "median time per operation (log scale)",
      series: series)
    let references =
      series.contains { $0.stroke == .dotted }
      ? "; reference points dotted (the in-place reference is the in-place floor)" : ""
    let floor = floors.isEmpty ? "" : "; grey: one memcpy of the articles' storage"
    return "<figure>\(svg)<figcaption>\(e(operation)), \(part): median time per operation "
      + "versus size, one line per pattern\(references)\(floor).</figcaption></figure>"
  }

  /// Bytes allocated per operation versus size, one line per pattern, with one whole copy of
  /// the list drawn in: a line on it copies the list on every update.
  private func bytesChart(
    _ operation: String, _ part: String, _ measured: [BenchResults.Measurement],
    floors: [BenchResults.Floor]
  ) -> String? {
    guard !measured.isEmpty else { return nil }
    // A logarithmic axis has no 0: an update that allocates nothing is drawn at 1 B.
    var series = self.series(measured) { max($0.bytesPerOperation, 1) }
    if !floors.isEmpty {
      series.append(
        SVGChart.Series(
          name: "one copy of the list", points: floors.map(\.copyPoint), stroke: .floor))
    }
    let svg = SVGChart.logLog(
      title: "\(operation), \(part): bytes allocated per operation versus size",
      xLabel: "size (articles, log scale)", yLabel: "bytes allocated per operation (log scale)",
      series: series, yFormat: SVGChart.formatBytes)
    let floor = floors.isEmpty ? "" : "; grey: the bytes of one whole copy of the list"
    return "<figure>\(svg)<figcaption>\(e(operation)), \(part): heap bytes allocated "
      + "per operation versus size (0 B drawn at 1 B)\(floor).</figcaption></figure>"
  }

  /// One line per measured pattern, in ``seriesNames(_:)`` order, at `value` of each point.
  private func series(
    _ measured: [BenchResults.Measurement], value: (BenchResults.Measurement) -> Double
  ) -> [SVGChart.Series] {
    seriesNames(measured).map { name in
      SVGChart.Series(
        name: name,
        points: measured.filter { $0.pattern == name }.map { (Double($0.size), value($0)) },
        // Reference points are dotted and the cost with the re-render dashed, so a reader
        // tells the kinds of line apart without the colours.
        stroke: name.hasPrefix("reference:")
          ? .dotted : name.hasSuffix("+ render") ? .dashed : .solid)
    }
  }

  /// The series of one chart: the report's columns first, in their order, then the other
  /// patterns the benchmark measured, then its reference points.
  private func seriesNames(_ measured: [BenchResults.Measurement]) -> [String] {
    let measuredNames = measured.map(\.pattern)
    let columns = model.run.patterns.map(BenchResults.benchmarkName(of:)).flatMap {
      [$0, $0 + " + render"]
    }
    let patterns = measuredNames.filter { !$0.hasPrefix("reference:") }
    var names: [String] = []
    for name in columns + patterns + measuredNames
    where measuredNames.contains(name) && !names.contains(name) {
      names.append(name)
    }
    return names
  }

  // MARK: Variants

  var variantSection: String {
    guard !model.variants.isEmpty else {
      return """
        <section id="variants"><h2>Teaching variants</h2>
        <p class="empty">No teaching variant was run (they run with the built-in scenarios).</p>
        </section>
        """
    }
    let cards = model.variants.map { variant in
      var parts = [
        "<article class=\"variant\" id=\"\(HTMLText.anchor("variant " + variant.name))\">"
          + "<h3>\(e(variant.name))</h3>",
        "<p class=\"summary\">\(e(variant.summary))</p>",
        "<dl><dt>Mistake</dt><dd>\(e(variant.mistake)) <span class=\"file\">\(e(variant.file))</span></dd>",
      ]
      if !variant.fix.isEmpty { parts.append("<dt>Fix</dt><dd>\(e(variant.fix))</dd>") }
      if !variant.diff.isEmpty {
        parts.append(
          "<dt>In the code</dt><dd><details><summary>the copy against the correct file</summary>"
            + "<pre class=\"diff\">\(diffLines(variant.diff))</pre></details></dd>")
      }
      parts.append(
        "<dt>Caught by</dt><dd>"
          + (variant.caughtBy.isEmpty
            ? "no scenario in this run"
            : "<ul>"
              + variant.caughtBy.map { "<li>\(failureLink(variant.name, $0))</li>" }
              .joined() + "</ul>")
          + "</dd>")
      if !variant.missedBy.isEmpty {
        parts.append(
          "<dt class=\"bad\">Not caught</dt><dd><ul>"
            + variant.missedBy.map { "<li>! \(e($0)) — the suite lost its teeth</li>" }.joined()
            + "</ul></dd>")
      }
      if !variant.unexpectedFailures.isEmpty {
        parts.append(
          "<dt class=\"bad\">Also failed, not listed</dt><dd><ul>"
            + variant.unexpectedFailures.map { "<li>\(failureLink(variant.name, $0))</li>" }
            .joined() + "</ul></dd>")
      }
      parts.append("</dl></article>")
      return parts.joined()
    }
    return """
      <section id="variants">
      <h2>Teaching variants</h2>
      <p class="explain">Each variant is a correct pattern with one classic mistake put back, a \
      few lines different from the real module. The registry \
      (<code>Scenarios/expected-failures.txt</code>) lists the scenarios that must catch it; a \
      listed scenario that passes means the specification lost its teeth. Mistake and fix are \
      the registry's own words.</p>
      <div class="cards">\(cards.joined(separator: "\n"))</div>
      </section>
      """
  }

  /// Unified diff text with each added and removed line marked for its colour.
  private func diffLines(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let kind =
        line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("@@")
        ? "head" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : ""
      return kind.isEmpty ? e(String(line)) : "<span class=\"\(kind)\">\(e(String(line)))</span>"
    }.joined(separator: "\n")
  }

  /// `✗ scenario`, linked to the entry that shows how `pattern` failed it.
  private func failureLink(_ pattern: String, _ scenario: String) -> String {
    guard
      let result = model.results(of: pattern).first(where: { $0.scenario.name == scenario })
    else { return "✗ \(e(scenario))" }
    return "<a href=\"#\(ReportModel.anchor(of: result))\">✗ \(e(scenario))</a>"
  }

  // MARK: Timelines

  var timelineSection: String {
    let scenarios = model.staleScenarios
    guard !scenarios.isEmpty else {
      return """
        <section id="timelines"><h2>Timelines</h2>
        <p class="empty">No <code>@stale-result</code> scenario was run.</p></section>
        """
    }
    let blocks = scenarios.map { scenario in
      let columns =
        model.patterns
        + model.variants.map(\.name).filter { name in
          model.result(of: name, in: scenario).map {
            !$0.outcome.isAsExpected || $0.outcome == .expectedFailure
          }
            ?? false
        }
      let panes = columns.compactMap { model.result(of: $0, in: scenario) }.map(timeline)
      let rule =
        model.rules[ReportModel.key(scenario)].map { "<p class=\"rule\">\(e($0))</p>" } ?? ""
      return """
        <details class="timeline"><summary>\(e(scenario.name)) \
        <span class="file">\(e(scenario.file.lastPathComponent)):\(scenario.line)</span></summary>
        \(rule)<div class="panes" style="--panes: \(panes.count)">\(panes.joined())</div></details>
        """
    }
    return """
      <section id="timelines">
      <h2>Timelines of the stale-result scenarios</h2>
      <p class="explain">The scenarios tagged <code>@stale-result</code>, each pattern side by \
      side: every step, each request as the scripted server saw it, what the pattern reported \
      (actions, effects, cancellations, renders) and the screen after the step. Teaching \
      variants that fail the scenario are shown beside the patterns. Stale answers are marked \
      <span class="mark dropped">changed no view</span>, <span class="mark applied">changed \
      views</span>, <span class="mark visible">changed the screen</span> or <span class="mark \
      unobserved">not observable</span>, as the harness saw them. Open one to compare.</p>
      \(blocks.joined(separator: "\n"))
      </section>
      """
  }

  private func timeline(_ result: ScenarioResult) -> String {
    let stale = StaleResultPolicy.staleAnswers(in: result.trace)
    let lines = result.trace.enumerated().map { index, line in
      var kind = "event"
      if line.hasPrefix("step ") {
        kind = "step"
      } else if line.hasPrefix("    ") {
        kind = "screen"
      } else if line.hasPrefix("request #") {
        kind =
          line.contains(" cancelled") && !line.contains("after it") ? "request cancel" : "request"
      } else if line.hasPrefix("failed:") {
        kind = "failure"
      }
      var mark = ""
      if let handling = stale[index] {
        kind += " stale"
        mark = " <span class=\"mark \(handling.rawValue)\">\(handling.label)</span>"
      }
      return "<span class=\"\(kind)\">\(e(line))\(mark)</span>"
    }
    return "<div class=\"pane\"><h4 class=\"\(Self.css(result.outcome))\">\(e(result.pattern)) "
      + "<span class=\"outcome\">\(Self.symbol(result.outcome)) \(e(result.outcome.rawValue))</span>"
      + "</h4><pre>\(lines.joined())</pre></div>"
  }
}
