import ScenarioKit

/// `junit.xml`: one test case per pattern and scenario, for CI dashboards.
///
/// A teaching variant's expected failure counts as passed, with a `<system-out>` note saying
/// which mistake it caught; its unexpected pass is a failure.
struct JUnitRenderer {
  let model: ReportModel

  init(_ model: ReportModel) { self.model = model }

  var text: String {
    let results = model.run.results
    let failures = results.filter { !$0.outcome.isAsExpected }.count
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"Architecture Workbench\" tests=\"\(results.count)\" "
        + "failures=\"\(failures)\" time=\"\(model.run.elapsed.seconds.formatted(decimals: 3))\">",
      "  <testsuite name=\"scenarios\" tests=\"\(results.count)\" failures=\"\(failures)\" "
        + "skipped=\"0\" timestamp=\"\(ReportDocument.timestamp(model.generatedAt))\">",
    ]
    for result in results {
      let name = x(result.scenario.name)
      let location = x("\(result.scenario.file):\(result.scenario.line)")
      let open =
        "    <testcase classname=\"\(x(result.pattern))\" name=\"\(name)\" file=\"\(location)\""
      switch result.outcome {
      case .passed:
        lines.append(open + "/>")
      case .expectedFailure:
        lines.append(open + ">")
        let why = model.variants.first { $0.name == result.pattern }?.mistake ?? ""
        lines.append(
          "      <system-out>Expected failure of a teaching variant: \(x(why))\n"
            + "\(x(result.message ?? ""))</system-out>")
        lines.append("    </testcase>")
      default:
        lines.append(open + ">")
        let message = result.message ?? result.outcome.rawValue
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        lines.append(
          "      <failure message=\"\(x(first))\" type=\"\(result.outcome.rawValue)\">"
            + "\(x(message))</failure>")
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func x(_ text: String) -> String { HTMLText.escapeXML(text) }
}
