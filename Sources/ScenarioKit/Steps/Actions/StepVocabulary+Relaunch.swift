/// Relaunching: the app torn down and built again on the same device.
extension StepVocabulary {
  static let restorationActions: [StepDefinition] = [
    StepDefinition(
      .action, "the app is relaunched",
      "Tears the app down and builds it again on the same device: what it saved, it finds."
    ) { session throws(StepFailure) in try session.relaunch() }
  ]
}
