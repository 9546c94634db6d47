/// The fixed vocabulary scenarios are written in.
///
/// Every step a `.feature` file may use is listed here with an example; `workbench steps`
/// prints them. Steps act through the headless UI as a user would, answer the scripted
/// requests, or check what the screen shows — never call into a pattern.
public enum StepVocabulary {
  public static let definitions: [StepDefinition] =
    setupSteps + restorationSetup + actionSteps + restorationActions + sceneActions + answerSteps
    + checkSteps + restorationChecks + sceneChecks

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
