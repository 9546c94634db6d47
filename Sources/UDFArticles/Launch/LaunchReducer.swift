/// The launch's rule: the app listens to the connection for as long as it runs.
extension ArticlesFeature {
  /// Applies one launch action.
  static func reduce(_ state: inout ArticlesState, _ action: LaunchAction) -> [ArticlesEffect] {
    switch action {
    case .launched:
      state.hasLaunched = true
      // The listener reports the status now and each change later; the runner cancels it when
      // the app is left, so nothing stays parked on the connection.
      return [.observeConnectivity]
    }
  }
}
