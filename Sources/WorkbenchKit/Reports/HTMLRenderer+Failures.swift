import ScenarioKit

extension HTMLRenderer {
  // MARK: Failures

  /// Every cell of the matrix that did not pass, with its reason and the screen, open on the
  /// page: readable without a click and on paper. Matrix cells link here.
  var failureSection: String {
    let unexpected = model.failures(expected: false)
    let expected = model.failures(expected: true)
    var parts = [
      """
      <section id="failures">
      <h2>Failures and why</h2>
      <p class="explain">Every cell of the matrix that did not pass, in the matrix's order, with \
      the step that failed, what the user saw instead and the screen at that moment. A cell of \
      the matrix links to its entry here.</p>
      """
    ]
    if unexpected.isEmpty {
      parts.append(
        "<p class=\"all-clear\">No unexpected result: every pattern passed every scenario and "
          + "every teaching variant failed exactly its listed scenarios.</p>")
    } else {
      parts.append(
        "<h3 class=\"failures-heading bad\">Unexpected results (\(unexpected.count))</h3>"
          + "<div class=\"failures\">\(unexpected.map(failureEntry).joined(separator: "\n"))</div>")
    }
    if !expected.isEmpty {
      parts.append(
        """
        <h3 class="failures-heading">Expected failures of the teaching variants \
        (\(expected.count))</h3>
        <p class="explain">What each variant's mistake looks like to a user: these failures are \
        the suite catching it, as <code>Scenarios/expected-failures.txt</code> requires.</p>
        """)
      // Variant by variant, so that one mistake's failures read together.
      for variant in model.variants {
        let caught = expected.filter { $0.pattern == variant.name }
        guard !caught.isEmpty else { continue }
        parts.append(
          "<h4 class=\"variant-heading\">\(e(variant.name))"
            + (variant.mistake.isEmpty
              ? "" : " <span class=\"note\">— \(e(variant.mistake))</span>")
            + "</h4><div class=\"failures\">\(caught.map(failureEntry).joined(separator: "\n"))</div>"
        )
      }
    }
    parts.append("</section>")
    return parts.joined(separator: "\n")
  }

  private func failureEntry(_ result: ScenarioResult) -> String {
    let outcome = result.outcome
    let orders = result.ordersRun > 1 ? " · \(result.ordersRun) orders run" : ""
    let reason =
      result.message
      ?? (outcome == .unexpectedPass
        ? "passed, but Scenarios/expected-failures.txt lists this scenario as one that must "
          + "catch the variant's mistake: the suite lost its teeth"
        : outcome.rawValue)
    return """
      <article class="failure \(Self.css(outcome))-edge" id="\(ReportModel.anchor(of: result))">\
      <h5><span class="badge \(Self.css(outcome))">\(Self.symbol(outcome)) \
      \(e(Self.label(outcome)))</span> \(e(result.pattern)) · \(e(result.scenario.name)) \
      <span class="file">\(e(result.scenario.file.lastPathComponent)):\(result.scenario.line)\
      \(orders)</span></h5>
      <pre>\(e(reason))</pre></article>
      """
  }

  /// An outcome as a reader says it.
  static func label(_ outcome: Outcome) -> String {
    switch outcome {
    case .passed: "passed"
    case .failed: "failed"
    case .expectedFailure: "expected failure"
    case .unexpectedPass: "unexpected pass"
    case .didNotSettle: "did not settle"
    case .crashed: "crashed"
    case .leaked: "leaked"
    }
  }
}
