/// Scenes in steps: any act or check can name its scene, `in scene 2, the user taps the star of
/// a2`; a step that names none acts in scene 1, the app's own window.
extension StepVocabulary {
  /// The scene number a step names, checked against the scenes open at that step.
  static func openScene(
    _ match: StepMatch, context: CompileContext, closedToo: Bool = false
  ) throws(Diagnostic) -> Int {
    let number = match.int(0)
    try ScenePrefix.check(number, at: match.location(of: 0), context: context, closedToo: closedToo)
    return number
  }
}

/// The `in scene N, ` a step may start with.
enum ScenePrefix {
  private static let words = "in scene "

  /// The scene a step names and the step without its prefix, or `nil` when it names none.
  static func split(_ step: Step, context: CompileContext) throws(Diagnostic) -> (Int, Step)? {
    guard step.text.hasPrefix(words) else { return nil }
    let afterWords = step.text.dropFirst(words.count)
    let digits = afterWords.prefix { $0.isASCII && $0.isNumber }
    let numberAt = step.textLocation.advanced(by: words.count)
    guard let number = Int(digits), afterWords.dropFirst(digits.count).hasPrefix(", ") else {
      throw Diagnostic(
        "expected a scene number and a comma after 'in scene'", at: numberAt,
        note: "for example 'in scene 2, the user taps the star of a2'")
    }
    try check(number, at: numberAt, context: context)
    let offset = words.count + digits.count + 2
    let text = String(step.text.dropFirst(offset))
    guard !text.isEmpty else {
      throw Diagnostic(
        "expected a step after 'in scene \(number),'", at: step.textLocation.advanced(by: offset))
    }
    var rest = step
    rest.text = text
    rest.textLocation = step.textLocation.advanced(by: offset)
    return (number, rest)
  }

  /// Fails unless scene `number` is open at this step (or was, with `closedToo`).
  static func check(
    _ number: Int, at location: SourceLocation, context: CompileContext, closedToo: Bool = false
  ) throws(Diagnostic) {
    guard number >= 1, number <= context.openedScenes else {
      throw Diagnostic(
        "scene \(number) is not open here", at: location,
        note: number > 1
          ? "open it first: 'When the user opens scene \(number)'" : "scenes are numbered from 1")
    }
    guard closedToo || !context.closedScenes.contains(number) else {
      throw Diagnostic("scene \(number) was closed before this step", at: location)
    }
  }
}
