/// Scenes: the user opens another window of the app, acts in one window or the other, and
/// closes one.
///
/// Any act or check can name its scene: `in scene 2, the user taps the star of a2`. A step
/// that names none acts in scene 1, the app's own window.
extension StepVocabulary {
  static let sceneActions: [StepDefinition] = [
    StepDefinition(
      .action, "the user opens scene {int}", example: "the user opens scene 2",
      "Another window of the app connects, with pages of its own: the list, loading as at "
        + "launch. Scenes are numbered in the order they open; scene 1 is the app's own window."
    ) { match, context throws(Diagnostic) in
      let number = match.int(0)
      guard number == context.openedScenes + 1 else {
        throw Diagnostic(
          "scene \(number) cannot open here: the next scene is \(context.openedScenes + 1)",
          at: match.location(of: 0))
      }
      context.openedScenes = number
      return { session throws(StepFailure) in try session.openScene(number) }
    },
    StepDefinition(
      .action, "the user closes scene {int}", example: "the user closes scene 2",
      "The user closes that window: its pages go, and only its work stops."
    ) { match, context throws(Diagnostic) in
      let number = try openScene(match, context: context)
      guard number > 1 else {
        throw Diagnostic(
          "scene 1 is the app's own window", at: match.location(of: 0),
          note: "to leave the whole app, write 'When the user leaves the articles'")
      }
      context.closedScenes.insert(number)
      return { session throws(StepFailure) in try session.closeScene(number) }
    },
  ]

  static let sceneChecks: [StepDefinition] = [
    StepDefinition(
      .check, "nothing of scene {int} is alive", example: "nothing of scene 2 is alive",
      "The scene was closed, and every object the app made while the user acted in it "
        + "(opening it, and each step 'in scene N, …') has been released."
    ) { match, context throws(Diagnostic) in
      let number = try openScene(match, context: context, closedToo: true)
      guard number > 1 else {
        throw Diagnostic(
          "scene 1 holds what the app shares between its scenes", at: match.location(of: 0),
          note:
            "check a scene opened later, or leave the app and check 'nothing of the app is alive'")
      }
      guard context.closedScenes.contains(number) else {
        throw Diagnostic(
          "scene \(number) is still open here", at: match.location(of: 0),
          note: "close it first: 'When the user closes scene \(number)'")
      }
      return { session throws(StepFailure) in
        let alive = try session.aliveObjects(ofScene: number)
        guard alive.isEmpty else {
          throw StepFailure("still alive from scene \(number): " + alive.joined(separator: ", "))
        }
      }
    }
  ]

  /// The scene number a step names, checked against the scenes open at that step.
  private static func openScene(
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
