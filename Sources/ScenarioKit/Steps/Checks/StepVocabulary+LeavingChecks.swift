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
      "The app was built, and every object it registered has been released."
    ) { session throws(StepFailure) in
      guard session.app != nil || session.rendersSinceLeaving != nil else {
        throw StepFailure("the app has not been launched, so nothing of it could be released")
      }
      let alive = session.aliveObjects
      guard alive.isEmpty else {
        throw StepFailure("still alive: " + alive.joined(separator: ", "))
      }
    },
    StepDefinition(
      .check, "nothing of the app still waits",
      "The user left, and no task of the app still waits, never cancelled, on what the world "
        + "handed the app: a request, the connection's changes, the session's logouts, the clock. "
        + "A task that holds its app weakly leaves nothing alive, and is found here."
    ) { session throws(StepFailure) in
      guard session.rendersSinceLeaving != nil else {
        throw StepFailure("the user has not left the articles")
      }
      let waits = session.world.stillAwaited
      guard waits.isEmpty else {
        throw StepFailure(
          "a task of the app still waits, never cancelled, on: " + waits.joined(separator: ", "))
      }
    },
  ]
}
