import Testing

@testable import ScenarioKit

@Suite("The step vocabulary")
struct VocabularyTests {
  /// Each example is matched by its own definition, not by one listed before it.
  @Test(arguments: StepVocabulary.definitions.map(\.pattern))
  func eachExampleIsReadByItsOwnStep(_ pattern: String) throws {
    let definition = try #require(StepVocabulary.definitions.first { $0.pattern == pattern })
    let text = String(definition.example.prefix { $0 != "\n" })
    #expect(StepVocabulary.match(text)?.0.pattern == pattern)
  }

  /// Each one-line example compiles in a scenario that declares its articles, so what
  /// `workbench steps` shows can be copied into a feature file as it is.
  @Test func everyOneLineExampleCompiles() throws {
    let examples = StepVocabulary.definitions.map(\.example).filter { !$0.contains("\n") }
    let source = """
      Feature: Examples
        Scenario: Every example
          Given the server has 45 articles
      \(examples.map { "    And \($0)" }.joined(separator: "\n"))
      """
    #expect(try compiled(source).first?.name == "Every example")
  }

  @Test func everyStepSaysWhatItDoes() {
    let silent = StepVocabulary.definitions.filter { $0.summary.isEmpty }.map(\.pattern)
    #expect(silent == [])
  }
}
