/// Scenes: the user opens another window of the app, and closes one.
///
/// Any act or check can name its scene: `in scene 2, the user taps the star of a2`. A step
/// that names none acts in scene 1, the app's own window (``ScenePrefix``).
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
}
