public import ArticleDomain

/// An object that owns one flow of the feature: it creates the flow's screens, injects their
/// dependencies, pushes, presents and dismisses them, and owns the child coordinators of the
/// flows it starts.
///
/// Rule: a coordinator owns its children; a child never owns its parent. A parent keeps each
/// child in ``childCoordinators`` for exactly as long as the child's flow runs, and removes it
/// when the child reports that it finished — which is what releases the child and its screens.
/// A child reports back through a closure the parent gives it, capturing the parent weakly, so
/// there is never a parent–child retain cycle.
///
/// ```swift
/// let login = LoginCoordinator(presenter: navigation, environment: environment, renderPass: pass)
/// login.onFinish = { [weak self] login, outcome in self?.loginDidFinish(login, outcome) }
/// addChild(login)
/// login.start()
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// The coordinators of the flows this one started and that have not finished.
  var childCoordinators: [any Coordinator] { get set }
  /// Shows the flow's first screen.
  func start()
  /// Stops the flow's work at once, without reporting anything: the feature is being left.
  func stop()
}

extension Coordinator {
  /// Keeps `child` for as long as its flow runs.
  public func addChild(_ child: any Coordinator) {
    guard !childCoordinators.contains(where: { $0 === child }) else { return }
    childCoordinators.append(child)
  }

  /// Lets go of `child`, whose flow finished; nothing else holds it, so it is released.
  public func removeChild(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }

  /// The running child of type `type`, if there is one.
  public func child<Child: Coordinator>(ofType type: Child.Type) -> Child? {
    childCoordinators.lazy.compactMap { $0 as? Child }.first
  }
}

/// What a user asked for that needs a logged-in user: the continuation a coordinator keeps
/// while the login page is shown.
///
/// Rule: the continuation is a value, never a closure holding an old screen. It names what to
/// do and to which article, so a test can read it, a newer intent can replace it, and it is
/// carried out against the pages of *now* — whatever page is on screen by the time the user
/// has logged in.
public enum ArticleIntent: Hashable, Sendable, CustomStringConvertible {
  /// Flip the star of the article, as the tap asked.
  case favorite(Article.ID)
  /// Show the article's detail with the list beneath it, as a link asked.
  case openArticle(Article.ID)

  public var description: String {
    switch self {
    case .favorite(let id): "favorite \(id)"
    case .openArticle(let id): "open \(id)"
    }
  }
}
