public import CoordinatorArticles

/// **Coordinator/kept-child** — the app coordinator forgets to remove a child whose flow has
/// finished.
///
/// The mistake: ``KeptChildAppCoordinator`` overrides
/// ``AppCoordinator/childDidFinish(_:)`` and leaves the finished child in
/// `childCoordinators`. The login coordinator dismissed its page and reported its outcome, but
/// its parent still holds it — and with it the login page and its view model.
///
/// What a user sees: nothing at first, which is why the mistake survives review. The finished
/// login flow, its page and its view model stay in memory for as long as the app coordinator
/// lives, one more set for every login; and because the parent still "has" a login child, the
/// next time the user must log in (a star tapped after cancelling the login) no login page
/// appears — the intent waits for a page that is gone.
///
/// The fix: remove the child when it reports that it finished — the correct module's
/// ``AppCoordinator/childDidFinish(_:)`` calls `removeChild(_:)`, which releases it.
public final class KeptChildApp: CoordinatorArticlesApp {
  override public class var appCoordinatorType: AppCoordinator.Type {
    KeptChildAppCoordinator.self
  }
}

/// The app coordinator with the mistake: finished children are never removed.
final class KeptChildAppCoordinator: AppCoordinator {
  override func childDidFinish(_ child: any Coordinator) {
    // Forgot: removeChild(child)
  }
}
