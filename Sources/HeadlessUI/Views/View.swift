/// The base of every headless view: something a controller shows and the harness reads.
///
/// Views are reference types updated in place, like UIKit's: an MVC controller sets their
/// properties directly; other patterns render their state into them. Every change is counted in
/// the window's ``RenderLog``, so the harness can tell when a page renders after it was left.
@MainActor
open class View {
  /// A hidden view shows nothing and cannot be acted on.
  public var isHidden = false {
    didSet { if oldValue != isHidden { setNeedsDisplay() } }
  }

  /// Set once the owning controller is placed in a window; kept afterwards on purpose, so
  /// that a late update of a torn-down page still counts.
  var renderLog: RenderLog?

  public init() {}

  /// What the view shows, read by ``Screen``; `nil` for a view that shows nothing readable.
  open var element: Screen.Element? { nil }

  /// Records one visible change. Subclasses call it from their property observers.
  public func setNeedsDisplay() {
    renderLog?.recordRender()
  }
}

/// Counts every view change in one window, including changes made after the window was torn
/// down ("nothing renders after the user left" is checked with it), and remembers every page
/// placed in the window, weakly ("the login page was released" is checked with it).
@MainActor
public final class RenderLog {
  public private(set) var renderCount = 0
  /// Every page placed in the window (as its root, pushed or presented), first placed first.
  public private(set) var shownPages: [ShownPage] = []

  public init() {}

  func recordRender() { renderCount += 1 }

  func recordShown(_ page: ViewController) {
    shownPages.append(ShownPage(page))
  }
}
