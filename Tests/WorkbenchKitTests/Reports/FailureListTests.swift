import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

/// Failing cells of the matrix must be readable without a click and on paper.
@Suite struct FailureListTests {
  private let scenario = ReportFixtures.reference("A refresh beats a late first load", line: 33)
  private let reason =
    "step 7 (line 40) 'Then the list shows a3': the list shows a1, a2; expected a3"

  private var model: ReportModel {
    ReportFixtures.model(
      [
        ReportFixtures.result("UDF", scenario),
        ReportFixtures.result(
          "VIPER", scenario, .failed, message: reason + "\n┌ Articles\n│ list: a1, a2\n└"),
        ReportFixtures.result(
          "MVVM/no-cancel", scenario, .expectedFailure, message: "the variant: " + reason),
      ], patterns: ["UDF", "VIPER", "MVVM/no-cancel"], variants: ["MVVM/no-cancel"])
  }

  /// `html` without any `<details>` element: what a reader sees without opening anything.
  private func closedView(_ html: String) -> String {
    html.replacingOccurrences(
      of: "<details[^>]*>.*?</details>", with: "", options: [.regularExpression])
  }

  @Test func everyFailingCellsReasonAndScreenAreOnThePageOutsideDetails() {
    let html = HTMLRenderer(model).text
    let visible = closedView(html.replacingOccurrences(of: "\n", with: " "))
    #expect(visible.contains("<section id=\"failures\">"))
    #expect(visible.contains(HTMLText.escape(reason) + " ┌ Articles │ list: a1, a2 └"))
    // The teaching variant's expected failure is shown too: it is the teaching material.
    #expect(visible.contains("Expected failures of the teaching variants (1)"))
    #expect(visible.contains("the variant: " + HTMLText.escape(reason)))
    #expect(!html.contains("<td class=\"o-fail\"><details>"))
  }

  @Test func failingCellsLinkToTheirEntries() {
    let html = HTMLRenderer(model).text
    let anchor = "r-viper-own-feature-33"
    #expect(
      html.contains(
        "<td class=\"o-fail\"><a href=\"#\(anchor)\" title=\"failed: \(HTMLText.escape(reason))\">"
      ))
    #expect(html.contains("<article class=\"failure o-fail-edge\" id=\"\(anchor)\">"))
    #expect(html.contains("id=\"r-mvvm-no-cancel-own-feature-33\""))
    #expect(html.contains("<a href=\"#r-mvvm-no-cancel-own-feature-33\">✗ "))
    #expect(html.components(separatedBy: "id=\"r-").count - 1 == 2)
  }

  @Test func printingOpensWhatIsClosed() {
    let css = ReportStyle.css
    let print = css.components(separatedBy: "@media print").last ?? ""
    #expect(print.contains("details::details-content { content-visibility: visible;"))
  }

  @Test func markdownListsUnexpectedAndExpectedFailuresWithTheirReasons() {
    let markdown = MarkdownRenderer(model).text
    #expect(markdown.contains("## Unexpected results\n\n### VIPER · A refresh beats a late"))
    #expect(markdown.contains("## Expected failures of the teaching variants"))
    #expect(markdown.contains("```text\nthe variant: " + reason + "\n```"))
  }
}
