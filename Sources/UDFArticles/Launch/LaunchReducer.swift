/// The launch's rule: the app listens to the connection and the session for as long as it runs.
extension ArticlesFeature {
  /// Applies one launch action.
  static func reduce(_ state: inout ArticlesState, _ action: LaunchAction) -> [ArticlesEffect] {
    switch action {
    case .launched:
      state.hasLaunched = true
      // The listeners report the connection's status now and each change later, and each
      // logout; the runner cancels them when the app is left, so nothing stays parked.
      return [.observeConnectivity, .observeSession]
    }
  }
}
