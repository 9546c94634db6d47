/// The app's window: shows one root controller and is where the harness reads the screen.
@MainActor
public final class Window {
  /// Counts every view change made in this window, also after it was torn down.
  public let renderLog = RenderLog()

  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue {
        markMovingFromParent(oldValue)
        if isVisible { oldValue.transition(to: .disappeared) }
      }
      rootViewController?.attach(to: renderLog)
      if isVisible { rootViewController?.transition(to: .appeared) }
    }
  }
  public private(set) var isVisible = false

  public init() {}

  /// Shows the window: its root controller appears.
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    rootViewController?.transition(to: .appeared)
  }

  /// The page the user is looking at: the top of the navigation stack, or the top modal page.
  public var visibleViewController: ViewController? {
    guard var current = rootViewController else { return nil }
    while true {
      if let presented = current.presentedViewController {
        current = presented
      } else if let child = current.visibleChildren.last {
        current = child
      } else {
        return current
      }
    }
  }

  /// Removes every page, as the system does when the scene is torn down.
  public func tearDown() {
    rootViewController = nil
    isVisible = false
  }

  private func markMovingFromParent(_ controller: ViewController) {
    controller.isMovingFromParent = true
    if let navigation = controller as? NavigationController {
      for child in navigation.viewControllers { child.isMovingFromParent = true }
    }
    if let presented = controller.presentedViewController { markMovingFromParent(presented) }
  }
}

extension Window {
  /// The render work of the window's views since the last ``resetRenderWork()``.
  public var renderWork: RenderWork { renderLog.work }

  /// Starts counting the window's render work afresh.
  public func resetRenderWork() { renderLog.resetWork() }
}
