import BuiltInPatterns
import Foundation
import Testing
import WorkbenchKit

/// `Scenarios/README.md` carries the step vocabulary; it must say what the harness knows.
@Suite struct VocabularyDocumentationTests {
  @Test func theScenarioReadmeListsExactlyTheStepsTheHarnessKnows() throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios/README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- vocabulary:begin -->\n"))
    let end = try #require(text.range(of: "<!-- vocabulary:end -->"))
    let documented = String(text[begin.upperBound..<end.lowerBound])
    let generated = WorkbenchCommand.main(
      ["steps", "--format", "markdown"], catalog: .builtIn
    ).standardOutput
    #expect(
      documented == generated,
      "Scenarios/README.md is out of date: regenerate its vocabulary with 'workbench steps --format markdown'"
    )
  }
}
