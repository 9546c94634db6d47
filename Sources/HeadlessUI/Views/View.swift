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
  var renderLog: RenderLog? {
    didSet {
      guard oldValue == nil, let renderLog, !workBeforeWindow.isEmpty else { return }
      renderLog.add(workBeforeWindow, from: self)
      workBeforeWindow = RenderWork()
    }
  }
  /// The render log's period in which this view last changed, so it counts once per period.
  var periodOfLastChange = 0
  /// Render work done before the view was in a window (a page rendering its first state
  /// before it is shown), added to the window's when the view is placed in it.
  private var workBeforeWindow = RenderWork()

  public init() {}

  /// What the view shows, read by ``Screen``; `nil` for a view that shows nothing readable.
  open var element: Screen.Element? { nil }

  /// Records one visible change. Subclasses call it from their property observers.
  public func setNeedsDisplay() {
    if let renderLog {
      renderLog.recordRender(of: self)
    } else {
      workBeforeWindow.viewsChanged = 1
    }
  }

  /// Adds render work this view did, beyond changing, to its window's.
  func record(_ work: RenderWork) {
    if let renderLog {
      renderLog.add(work, from: self)
    } else {
      workBeforeWindow.cellsConfigured += work.cellsConfigured
      workBeforeWindow.rowsCompared += work.rowsCompared
      workBeforeWindow.idsDiffed += work.idsDiffed
    }
  }
}

/// Counts every view change in one window, including changes made after the window was torn
/// down ("nothing renders after the user left" is checked with it), and remembers every page
/// placed in the window, weakly ("the login page was released" is checked with it).
///
/// It also sums the ``RenderWork`` of the views placed in the window since the last
/// ``resetWork()``: the harness resets it before a step and reads it after.
@MainActor
public final class RenderLog {
  public private(set) var renderCount = 0
  /// The render work of every view in the window since the last ``resetWork()``.
  public private(set) var work = RenderWork()
  /// Counts resets, so that a view changing twice between two resets counts once.
  private var period = 1
  /// Every page placed in the window (as its root, pushed or presented), first placed first.
  public private(set) var shownPages: [ShownPage] = []

  public init() {}

  /// Starts counting render work afresh.
  public func resetWork() {
    work = RenderWork()
    period += 1
  }

  func recordRender(of view: View) {
    renderCount += 1
    noteChange(of: view)
  }

  /// Adds `count` view bodies evaluated, in `rows` rows of its lists, for a declarative
  /// toolkit hosted in the window.
  public func recordBodyEvaluations(_ count: Int, inRows rows: Int = 0) {
    work.bodiesEvaluated += count
    work.rowsEvaluated += rows
  }

  /// Adds `work` done by `view`; its `viewsChanged` counts `view` as changed.
  func add(_ work: RenderWork, from view: View) {
    self.work.cellsConfigured += work.cellsConfigured
    self.work.rowsCompared += work.rowsCompared
    self.work.idsDiffed += work.idsDiffed
    if work.viewsChanged > 0 { noteChange(of: view) }
  }

  private func noteChange(of view: View) {
    guard view.periodOfLastChange != period else { return }
    view.periodOfLastChange = period
    work.viewsChanged += 1
  }

  func recordShown(_ page: ViewController) {
    shownPages.append(ShownPage(page))
  }

  /// UIKit's runtime warnings about what the app asked of its views that UIKit would not do
  /// (a page presented over a page that already presents one), since the last
  /// ``takeWarnings()``.
  public private(set) var warnings: [String] = []

  /// Keeps a runtime warning for the harness: what the toolkit would log about a request it
  /// cannot carry out.
  public func warn(_ warning: String) {
    warnings.append(warning)
  }

  /// The warnings so far, each handed out once.
  public func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }
}
