/// The fixed vocabulary scenarios are written in.
///
/// Every step a `.feature` file may use is listed here with an example; `workbench steps`
/// prints them. Steps act through the headless UI as a user would, answer the scripted
/// requests, or check what the screen shows — never call into a pattern.
///
/// The steps are grouped one way, by their kind (``StepDefinition/Kind``), one folder each, in
/// the order `workbench steps` lists them: `Setup/` (Given), `Actions/` and `Answers/` (When),
/// `Checks/` (Then). Inside a folder, a file holds one concern's steps of that kind, as
/// `StepVocabulary+<Concern>.swift`; the machinery they share (the definition, the compiler,
/// request names, the scene prefix) stays beside the folders.
public enum StepVocabulary {
  public static let definitions: [StepDefinition] =
    setupSteps + restorationSetup + outboxSetup + actionSteps + restorationActions + sceneActions
    + answerSteps
    + checkSteps + restorationChecks + outboxChecks + sceneChecks

  /// The definition matching `text`, with its arguments.
  static func match(_ text: String) -> (StepDefinition, [MatchedArgument])? {
    // Read once, tried against every pattern.
    let text = StepText(text)
    for definition in definitions {
      if let arguments = definition.matcher.captures(in: text) { return (definition, arguments) }
    }
    return nil
  }
}
