/// Checks of scenes: what is left of a window the user closed.
extension StepVocabulary {
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
}
