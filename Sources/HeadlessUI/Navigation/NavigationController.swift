/// Told when the navigation stack settles on a page, as UIKit's delegate is.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called after a push, a pop, a completed back swipe or a stack replacement settles.
  func navigationController(_ navigationController: NavigationController, didShow: ViewController)
}

/// A stack of pages: push, pop, replace, and an interactive back swipe that can be cancelled.
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []
  public weak var delegate: (any NavigationControllerDelegate)?
  /// Whether a back swipe has started and is neither finished nor cancelled.
  public private(set) var isInteractivelyPopping = false

  public init(rootViewController: ViewController? = nil) {
    super.init(title: "Navigation")
    if let rootViewController { setViewControllers([rootViewController]) }
  }

  public var topViewController: ViewController? { viewControllers.last }

  override public var visibleChildren: [ViewController] {
    topViewController.map { [$0] } ?? []
  }

  private var isShowing: Bool { appearance == .appeared || appearance == .appearing }

  public func push(_ controller: ViewController) {
    cancelInteractivePopIfNeeded()
    let previous = topViewController
    adopt(controller)
    viewControllers.append(controller)
    if isShowing {
      previous?.transition(to: .disappeared)
      controller.transition(to: .appeared)
    }
    delegate?.navigationController(self, didShow: controller)
  }

  /// Pops the top page, as the back button does. Does nothing on the root page.
  @discardableResult
  public func popViewController() -> ViewController? {
    cancelInteractivePopIfNeeded()
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.isMovingFromParent = true
    if isShowing {
      top.transition(to: .disappeared)
      topViewController?.transition(to: .appeared)
    }
    top.navigationController = nil
    if let newTop = topViewController { delegate?.navigationController(self, didShow: newTop) }
    return top
  }

  /// Replaces the whole stack, as a deep link does.
  public func setViewControllers(_ controllers: [ViewController]) {
    cancelInteractivePopIfNeeded()
    let oldTop = topViewController
    let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
    for controller in removed { controller.isMovingFromParent = true }
    for controller in controllers { adopt(controller) }
    viewControllers = controllers
    if isShowing, oldTop !== topViewController {
      oldTop?.transition(to: .disappeared)
      topViewController?.transition(to: .appeared)
    }
    for controller in removed { controller.navigationController = nil }
    if let top = topViewController { delegate?.navigationController(self, didShow: top) }
  }

  /// Makes the stack show `pages`, as a stack driven by route state does (SwiftUI's
  /// `NavigationStack(path:)`): the current pages plus one is a push, the current pages less
  /// the top one a pop, the same pages nothing, and anything else a replacement.
  ///
  /// The caller keeps the pages already shown for routes that did not change, so a page and
  /// its work survive a route change above it.
  public func show(_ pages: [ViewController]) {
    let shown = viewControllers
    if pages.count == shown.count + 1, zip(shown, pages).allSatisfy({ $0 === $1 }) {
      push(pages[pages.count - 1])
    } else if pages.count == shown.count - 1, zip(pages, shown).allSatisfy({ $0 === $1 }) {
      popViewController()
    } else if !pages.elementsEqual(shown, by: ===) {
      setViewControllers(pages)
    }
  }

  /// Makes the stack show one page per route of `path`, bottom to top, as an app whose
  /// navigation is state does: the pages already shown for the longest unchanged start of
  /// `path` stay, with their work; `makePage` builds the others. `route(of:)` names the route a
  /// shown page stands for.
  public func show<Route: Equatable>(
    _ path: [Route], routeOf route: (ViewController) -> Route?,
    makePage: (Route) -> ViewController
  ) {
    let kept = zip(path, viewControllers).prefix { route($1) == $0 }.map(\.1)
    show(kept + path.dropFirst(kept.count).map(makePage))
  }

  // MARK: Interactive back swipe

  /// Starts a back swipe: the top page will disappear, the one beneath will appear.
  public func beginInteractivePop() {
    guard !isInteractivelyPopping, viewControllers.count > 1 else { return }
    isInteractivelyPopping = true
    topViewController?.transition(to: .disappearing)
    viewControllers[viewControllers.count - 2].transition(to: .appearing)
  }

  /// Lets go of the swipe past the threshold: the top page is popped.
  public func finishInteractivePop() {
    guard isInteractivelyPopping, let top = viewControllers.popLast() else { return }
    isInteractivelyPopping = false
    top.isMovingFromParent = true
    top.transition(to: .disappeared)
    topViewController?.transition(to: .appeared)
    top.navigationController = nil
    if let newTop = topViewController { delegate?.navigationController(self, didShow: newTop) }
  }

  /// Lets go of the swipe before the threshold: the top page stays, as UIKit does it — the page
  /// beneath disappears again and the top page appears again.
  public func cancelInteractivePop() {
    guard isInteractivelyPopping else { return }
    isInteractivelyPopping = false
    viewControllers[viewControllers.count - 2].transition(to: .disappeared)
    topViewController?.transition(to: .appeared)
  }

  private func cancelInteractivePopIfNeeded() {
    if isInteractivelyPopping { cancelInteractivePop() }
  }

  private func adopt(_ controller: ViewController) {
    controller.navigationController = self
    controller.isMovingFromParent = false
    controller.attach(to: renderLog)
  }
}
