import ArticleDomain

/// The launch's rules: the last run's pages are restored as a link to them would open them,
/// and the app listens to the connection and the session for as long as it runs.
extension ArticlesFeature {
  /// Applies one launch action.
  static func reduce(_ state: inout ArticlesState, _ action: LaunchAction) -> [ArticlesEffect] {
    switch action {
    case .connected:
      // The outbox first: the pages restored and the first load must meet its stars.
      return [.loadOutbox, .loadSavedPages]

    case .outboxRead(nil):
      return []

    case .outboxRead(let text?):
      // Rule: the session ended while the app was closed: the changes were that account's, and
      // go as a logout's do.
      guard state.isLoggedIn else { return [.saveOutbox(.empty)] }
      // Rule: an outbox is applied whole or not at all: half would send some of the user's
      // changes and drop the others unseen.
      do {
        state.favorites.restore(try SavedOutbox(reading: text))
        return []
      } catch {
        return [.log("outbox rejected: \(error)"), .saveOutbox(.empty)]
      }

    case .savedPagesRead(nil):
      return []

    case .savedPagesRead(let text?):
      // Rule: saved pages come from outside this run, as a link does, and get its checks:
      // pages this app cannot read are rejected whole, and a saved detail goes through the
      // login gate. The rejection is the app's business, not the user's: nothing shows.
      guard let pages = try? SavedPages(reading: text), let id = pages.article else { return [] }
      return requireLogin(for: .openArticle(id), in: &state)

    case .launched:
      state.hasLaunched = true
      // The listeners report the connection's status now and each change later, and each
      // logout; the runner cancels them when the app is left, so nothing stays parked.
      return [.observeConnectivity, .observeSession]
    }
  }
}
