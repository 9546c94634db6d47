import ArticleDomain
import Observation

/// The app's own model, held by the `App` for as long as it runs: the account, and what
/// happens when the session ends.
///
/// Rule: a logout starts a new account. The old account model — its stars, its requests in
/// flight, its queued changes — is let go of, and every window's views take the new one as a
/// new identity (`.id(account)` in `ArticlesWindow`): their view models go, each cancelling
/// its work, and the lists appear and load as at launch.
@Observable
@MainActor
final class AppModel {
  private(set) var account: AccountModel

  @ObservationIgnored private var sessionTask: Task<Void, Never>?
  @ObservationIgnored private let environment: ArticleEnvironment

  init(environment: ArticleEnvironment) {
    self.environment = environment
    account = AccountModel(environment: environment, restoresSavedPages: true)
    // The changes the last run left unanswered come back before any page shows their stars —
    // unless the session ended meanwhile: they were that account's, and go as a logout's do.
    // Online, they go out before the first page loads.
    if environment.session.isLoggedIn {
      account.favorites.restoreOutbox()
      if environment.connectivity.isOnline { account.favorites.sendPendingChanges() }
    } else {
      account.favorites.discardOutbox()
    }
    // Subscribed now, not inside the task, so that no logout is missed before it first runs.
    let logouts = environment.session.logouts()
    sessionTask = Task { [weak self] in
      for await _ in logouts { self?.sessionEnded() }
    }
    environment.lifetimes.track(self)
  }

  isolated deinit {
    sessionTask?.cancel()
  }

  /// Logged out: the account's unsent changes and saved rows go, and a new account takes
  /// every window.
  private func sessionEnded() {
    environment.trace.record(.action, "logged out")
    account.favorites.discardOutbox()
    environment.cache.clear()
    account = AccountModel(environment: environment, restoresSavedPages: false)
  }
}
