/// A scenario ready to run: its steps matched against the vocabulary and compiled.
public struct CompiledScenario: Sendable, Identifiable {
  public let reference: ScenarioReference
  /// The one-line description under the scenario's title: the rule it protects.
  public let summary: String
  let steps: [CompiledStep]

  public var id: String { "\(reference.file):\(reference.line)" }
  public var name: String { reference.name }
}

/// One compiled step: its text as written, its line, what it does, and whether it only
/// checks (a check changes nothing, so it leaves the render work of the step before it to be
/// read).
struct CompiledStep: Sendable {
  var text: String
  let line: Int
  let body: StepBody
  var isCheck = false
  /// Where the step's definition belongs.
  var group: StepDefinition.Group
  /// The definition's pattern, as the vocabulary writes it (`request #{int} fails`), without
  /// the `in scene N, ` the step may start with.
  var pattern = ""
  /// The scene the step acts in and reads: 1, the app's own window, unless it says
  /// `in scene N, …`.
  var scene = 1
}

/// Turns parsed feature files into runnable scenarios, or into precise diagnostics.
public enum ScenarioCompiler {
  /// Compiles every scenario of `file`, its background steps first.
  ///
  /// - Throws: every diagnostic found in the file: unknown steps (with the nearest known step
  ///   as a suggestion), unknown articles, impossible values.
  public static func compile(_ file: FeatureFile) throws(FeatureParseError) -> [CompiledScenario] {
    var diagnostics: [Diagnostic] = []
    var scenarios: [CompiledScenario] = []
    let feature = file.feature
    for scenario in feature.scenarios {
      var context = CompileContext()
      var steps: [CompiledStep] = []
      for step in scenario.allSteps(in: feature) {
        do throws(Diagnostic) {
          steps.append(try compile(step, context: &context))
        } catch {
          if !diagnostics.contains(error) { diagnostics.append(error) }
        }
      }
      let tags = scenario.allTags(in: feature).map(\.name)
      let reference = ScenarioReference(
        name: scenario.name, feature: feature.name, file: file.file,
        line: scenario.location.line, tags: tags)
      scenarios.append(
        CompiledScenario(reference: reference, summary: scenario.description, steps: steps))
    }
    guard diagnostics.isEmpty else { throw FeatureParseError(diagnostics: diagnostics) }
    return scenarios
  }

  private static let suggester = StepSuggester(
    StepVocabulary.definitions.map { .init(pattern: $0.matcher, example: $0.example) })

  /// The suggested step with the writer's own values where the words line up one to one:
  /// `request #1 succeds with articles a2` suggests `request #1 succeeds with articles a2`.
  static func filledIn(_ suggestion: StepSuggester.Entry, from text: String) -> String {
    let written = text.split(separator: " ")
    let pattern = suggestion.pattern.source.split(separator: " ")
    guard written.count == pattern.count else { return suggestion.example }
    let filled = zip(pattern, written).map { patternWord, writtenWord in
      patternWord.contains("{") ? writtenWord : patternWord
    }
    let candidate = filled.joined(separator: " ")
    return suggestion.pattern.captures(in: candidate) == nil ? suggestion.example : candidate
  }

  private static func compile(
    _ step: Step, context: inout CompileContext
  ) throws(Diagnostic) -> CompiledStep {
    if let (scene, rest) = try ScenePrefix.split(step, context: context) {
      var compiled = try compile(rest, context: &context)
      guard compiled.scene == 1 else {
        throw Diagnostic("a step names one scene", at: rest.textLocation)
      }
      guard compiled.group == .action || compiled.group == .check else {
        throw Diagnostic(
          "'\(rest.text)' does not happen in a scene", at: step.textLocation,
          note: compiled.group == .answer
            ? "the server answers the app, not a window: write the answer without 'in scene \(scene),'"
            : "the world is set up for the whole app: write the step without 'in scene \(scene),'")
      }
      compiled.text = "\(step.keyword.rawValue) \(step.text)"
      compiled.scene = scene
      return compiled
    }
    guard let (definition, arguments) = StepVocabulary.match(step.text) else {
      let note = suggester.suggestion(for: step.text).map {
        "did you mean '\(filledIn($0, from: step.text))'?"
      }
      throw Diagnostic(
        "unknown step '\(step.text)'", at: step.textLocation,
        note: note ?? "run 'workbench steps' to see every step the harness knows")
    }
    let body = try definition.compile(StepMatch(step: step, arguments: arguments), &context)
    return CompiledStep(
      text: "\(step.keyword.rawValue) \(step.text)", line: step.location.line, body: body,
      isCheck: definition.group == .check, group: definition.group, pattern: definition.pattern)
  }
}
