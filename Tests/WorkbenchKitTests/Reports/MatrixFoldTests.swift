import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// The report's scenario matrix draws the rows where some column did not pass, and folds those
/// every column passed into one line per group, their names inside.
@Suite struct MatrixFoldTests {
  private let caught = ReportFixtures.reference("A late answer is dropped", line: 3)
  private let quiet = ReportFixtures.reference("The first page fills the list", line: 9)
  private let calm = ReportFixtures.reference("An empty page says so", line: 15)

  private var html: String {
    let results = [
      ReportFixtures.result("UDF", caught), ReportFixtures.result("UDF", quiet),
      ReportFixtures.result("UDF", calm),
      ReportFixtures.result("UDF/no-guard", caught, .expectedFailure, message: "shows a1"),
      ReportFixtures.result("UDF/no-guard", quiet), ReportFixtures.result("UDF/no-guard", calm),
    ]
    return HTMLRenderer(
      ReportFixtures.model(results, patterns: ["UDF", "UDF/no-guard"], variants: ["UDF/no-guard"])
    ).text
  }

  private var matrix: String {
    let text = html
    let start = text.range(of: "<section id=\"matrix\">")!.lowerBound
    let end = text.range(of: "<section id=\"failures\">")!.lowerBound
    return String(text[start..<end])
  }

  @Test func aRowWhereAColumnDidNotPassIsDrawnAndTheOthersFold() {
    let matrix = matrix
    #expect(
      matrix.contains(
        "<tr><th scope=\"row\">A late answer is dropped<span class=\"line\">:3</span></th>"))
    #expect(matrix.components(separatedBy: "<tr><th scope=\"row\"").count == 2)
    #expect(
      matrix.contains(
        "<details><summary>2 more scenarios: every pattern and variant passed"))
    #expect(
      matrix.contains(
        "<li>The first page fills the list<span class=\"line\">:9</span></li>"
          + "<li>An empty page says so<span class=\"line\">:15</span></li>"))
  }

  @Test func theTimelinesHaveAPageOfTheirOwn() {
    let results = [
      ReportFixtures.result(
        "UDF", ReportFixtures.reference("A refresh beats a late load", tags: ["stale-result"]),
        trace: ReportFixtures.staleTrace(appliedLate: false))
    ]
    let renderer = HTMLRenderer(ReportFixtures.model(results, patterns: ["UDF"]))
    #expect(renderer.text.contains("<a href=\"timelines.html\">timelines.html</a>"))
    #expect(!renderer.text.contains("<details class=\"timeline\">"))
    #expect(
      renderer.timelinesPage.contains(
        "<details class=\"timeline\"><summary>A refresh beats a late load"))
    #expect(renderer.timelinesPage.contains("<a href=\"index.html\">The report</a>"))
  }
}
