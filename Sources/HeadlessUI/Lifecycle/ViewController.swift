/// A screen's controller with UIKit's lifecycle: load once, then appear and disappear.
///
/// Subclasses override the lifecycle methods; the navigation controller and the window call
/// them in UIKit's order, including the asymmetric order of an interactive back swipe that is
/// cancelled (the top page appears again; the page beneath disappears again).
@MainActor
open class ViewController {
  /// Where the page is in its appearance cycle.
  public enum Appearance: Sendable {
    case disappeared, appearing, appeared, disappearing
  }

  public var title: String

  /// The page's root view; its subviews are what the page shows, top to bottom.
  public var view: ContainerView {
    loadViewIfNeeded()
    return rootView
  }
  private let rootView = ContainerView()
  public private(set) var isViewLoaded = false
  public private(set) var appearance = Appearance.disappeared

  public internal(set) weak var navigationController: NavigationController?
  /// The page that presents this one: for a page presented from inside a navigation
  /// controller, the navigation controller.
  public internal(set) weak var presentingViewController: ViewController?
  /// The page presented over this one or, for a page inside a navigation controller, over its
  /// navigation controller: as in UIKit, a page in a container presents from the container
  /// (its presentation context), and asking either finds the presented page.
  public var presentedViewController: ViewController? {
    ownPresented ?? navigationController?.presentedViewController
  }
  /// The page this one presents itself, as the presentation context.
  var ownPresented: ViewController?
  /// True from the moment a pop, a completed back swipe or a teardown starts removing the page.
  public internal(set) var isMovingFromParent = false
  /// True from the moment the page's modal presentation starts being dismissed.
  public internal(set) var isBeingDismissed = false
  /// Called once the page has disappeared because it was popped, swiped back, dismissed or
  /// torn down: how a navigation helper hears that the user took away the page it showed.
  ///
  /// UIKitNavigation gives every `UIViewController` this hook by swizzling `viewDidDisappear`
  /// to call it when `isMovingFromParent || isBeingDismissed`; with no Objective-C runtime,
  /// the stand-in calls it itself, for the package's helpers alone.
  package var onDismiss: (@MainActor () -> Void)?
  /// What lives as long as the page: the observations a helper started for it, which UIKit
  /// code keeps in the controller's associated objects.
  package var retainedObservations: [AnyObject] = []

  var renderLog: RenderLog? {
    didSet { rootView.attach(renderLog) }
  }

  public init(title: String = "") {
    self.title = title
  }

  // MARK: Lifecycle, for subclasses

  /// Called once, before the page first appears: build and wire the views here.
  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}

  /// The controllers this one shows right now, for containers; empty for a plain page.
  open var visibleChildren: [ViewController] { [] }

  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    viewDidLoad()
  }

  // MARK: Modal presentation

  /// Presents `controller` modally over this page; from a page inside a navigation controller,
  /// over the navigation controller, as UIKit does.
  ///
  /// As in UIKit, a page that already presents one presents no other: the presentation is
  /// ignored, and the window's ``RenderLog`` keeps UIKit's runtime warning for the harness.
  public func present(_ controller: ViewController) {
    let context = navigationController ?? self
    if let shown = context.ownPresented {
      let on = context.title.isEmpty ? "\(type(of: context))" : "'\(context.title)'"
      context.renderLog?.warn(
        "Attempt to present '\(controller.title)' on \(on) which is already presenting "
          + "'\(shown.title)'")
      return
    }
    context.ownPresented = controller
    controller.presentingViewController = context
    controller.isBeingDismissed = false
    controller.attach(to: context.renderLog)
    if context.appearance == .appeared || context.appearance == .appearing {
      controller.transition(to: .appearing)
      controller.transition(to: .appeared)
    }
  }

  /// Dismisses the page this one presents or, when it presents none, this page itself.
  public func dismiss() {
    if let presented = presentedViewController {
      presented.dismissFromPresenter()
    } else if let presenting = presentingViewController {
      presenting.ownPresented?.dismissFromPresenter()
    }
  }

  private func dismissFromPresenter() {
    ownPresented?.dismissFromPresenter()
    isBeingDismissed = true
    if appearance == .appeared || appearance == .appearing {
      transition(to: .disappearing)
      transition(to: .disappeared)
    }
    presentingViewController?.ownPresented = nil
    presentingViewController = nil
  }

  // MARK: Driving the lifecycle

  func attach(to log: RenderLog?) {
    guard renderLog == nil, let log else { return }
    renderLog = log
    log.recordShown(self)
    for child in visibleChildren { child.attach(to: log) }
    ownPresented?.attach(to: log)
  }

  /// Moves this page (and what it shows) to `next`, calling the lifecycle methods.
  func transition(to next: Appearance) {
    guard next != appearance else { return }
    switch next {
    case .appearing:
      loadViewIfNeeded()
      appearance = .appearing
      viewWillAppear()
    case .appeared:
      if appearance == .disappeared || appearance == .disappearing { transition(to: .appearing) }
      appearance = .appeared
      viewDidAppear()
    case .disappearing:
      appearance = .disappearing
      viewWillDisappear()
    case .disappeared:
      if appearance == .appeared || appearance == .appearing { transition(to: .disappearing) }
      appearance = .disappeared
      viewDidDisappear()
      if isMovingFromParent || isBeingDismissed { onDismiss?() }
    }
    for child in visibleChildren { child.transition(to: next) }
    if next == .disappearing || next == .disappeared {
      ownPresented?.transition(to: next)
    }
  }
}

/// The root view of a page: its subviews in order.
@MainActor
public final class ContainerView: View {
  public private(set) var subviews: [View] = []

  public func addSubview(_ view: View) {
    subviews.append(view)
    view.renderLog = renderLog
    setNeedsDisplay()
  }

  func attach(_ log: RenderLog?) {
    renderLog = log
    for view in subviews { view.renderLog = log }
  }
}
