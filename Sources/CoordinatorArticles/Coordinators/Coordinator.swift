/// An object that owns one flow of the feature: it asks the screen factory for the flow's
/// screens, listens to what their users want, pushes, presents and dismisses them, and owns
/// the child coordinators of the flows it starts.
///
/// Rule: ``start()`` shows the flow's first screen. Making a coordinator shows nothing and
/// starts nothing; the parent (or, for the root, the app) calls `start()` when the flow begins.
///
/// Rule: a coordinator owns its children; a child never owns its parent. A parent adds a child
/// to ``childCoordinators`` when it starts the child's flow, and removes it when the child
/// reports that it finished (`childDidFinish(_:)`) — which is what releases the child and its
/// screens. A child reports back through a closure the parent gives it, capturing the parent
/// weakly, so there is never a parent–child retain cycle.
///
/// There is no `stop()`: as in the coordinator write-ups, the end of the feature is the app's.
/// The window lets go of the pages, the app lets go of the root coordinator, and every screen's
/// work ends with the screen (each view model cancels its tasks as it goes).
///
/// ```swift
/// let login = LoginCoordinator(presenter: navigation, factory: factory, environment: environment)
/// login.onFinish = { [weak self] login, outcome in self?.loginDidFinish(login, outcome) }
/// addChild(login)
/// login.start()
/// ```
@MainActor
protocol Coordinator: AnyObject {
  /// The coordinators of the flows this one started and that have not finished.
  var childCoordinators: [any Coordinator] { get set }
  /// Shows the flow's first screen.
  func start()
}

extension Coordinator {
  /// Keeps `child` for as long as its flow runs.
  func addChild(_ child: any Coordinator) {
    guard !childCoordinators.contains(where: { $0 === child }) else { return }
    childCoordinators.append(child)
  }

  /// Lets go of `child`, whose flow finished; nothing else holds it, so it is released.
  func removeChild(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }

  /// The running child of type `type`, if there is one.
  func child<Child: Coordinator>(ofType type: Child.Type) -> Child? {
    childCoordinators.lazy.compactMap { $0 as? Child }.first
  }
}
