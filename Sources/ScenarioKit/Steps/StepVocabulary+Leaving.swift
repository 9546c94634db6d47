extension StepVocabulary {
  static let leavingChecks: [StepDefinition] = [
    StepDefinition(
      .check, "nothing rendered after the user left",
      "No view of the app changed after it was torn down."
    ) { session throws(StepFailure) in
      guard let renders = session.rendersSinceLeaving else {
        throw StepFailure("the user has not left the articles")
      }
      guard renders == 0 else { throw StepFailure("\(renders) view changes after the user left") }
    },
    StepDefinition(
      .check, "nothing of the app is alive",
      "Every object the app registered has been released."
    ) { session throws(StepFailure) in
      let alive = session.aliveObjects
      guard alive.isEmpty else {
        throw StepFailure("still alive: " + alive.joined(separator: ", "))
      }
    },
  ]
}
