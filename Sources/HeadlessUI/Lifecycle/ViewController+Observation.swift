import Observation

/// UIKit's automatic observation tracking, for the stand-in's view controllers.
///
/// Since iOS 18 (behind the `UIObservationTrackingEnabled` Info.plist key, on by default in
/// iOS 26) UIKit tracks the `@Observable` properties a view controller reads in
/// `updateProperties()` and calls it again in the next update pass after one of them changed.
/// A page therefore sets its views from its model in ``ViewController/updateProperties()`` and
/// never subscribes to anything.
///
/// What the stand-in does, and how it differs:
/// - The first update runs as the page's view loads, right after `viewDidLoad()`: the stand-in
///   has no layout pass, and a page's views are set before anything reads them either way.
/// - A change marks the page (`setNeedsUpdateProperties()`), and one pass on the main actor's
///   next turn updates every marked page once, however many changes the turn made. The pass
///   updates pages in the order they first updated — a container before the pages it shows,
///   window by window — as UIKit's layout pass walks the view tree in one order; so two pages
///   reading one value update in the same order on every run (the Observation registrar calls
///   its observers in no fixed order).
/// - A page removed from its window (popped, replaced, dismissed, or its window torn down) is
///   not updated again. A page covered by another stays current — UIKit would update it when it
///   comes back — because the harness reads the list beneath a detail.
/// - The pass holds its pages weakly: a page that has gone is not kept alive by the models it
///   once read.
@MainActor
enum UpdatePass {
  private struct Marked {
    weak var page: ViewController?
  }

  /// The pages marked since the last pass, by their order.
  private static var marked: [Int: Marked] = [:]
  private static var pageCount = 0

  /// The order of a page that updates for the first time.
  static func nextOrder() -> Int {
    pageCount += 1
    return pageCount
  }

  /// Marks `page` for the next pass, which runs on the main actor's next turn.
  static func mark(_ page: ViewController, order: Int) {
    marked[order] = Marked(page: page)
    // A task per mark, not one flag per pass: a pass whose task never ran (a test that ended
    // before its loop drained) cannot keep every later change from updating. The first task of
    // a turn updates every page marked in it; the others find nothing left.
    Task { @MainActor in run() }
  }

  private static func run() {
    let due = marked.sorted { $0.key < $1.key }.compactMap(\.value.page)
    marked = [:]
    for page in due { page.updatePropertiesTrackingReads() }
  }
}

extension ViewController {
  /// Asks for ``updateProperties()`` in the next update pass, as a change of what the page
  /// read does by itself.
  public func setNeedsUpdateProperties() {
    guard let order = updateOrder, !isRemovedFromWindow else { return }
    UpdatePass.mark(self, order: order)
  }

  /// Whether the page has left its window for good: popped, replaced, dismissed or torn down.
  var isRemovedFromWindow: Bool { isMovingFromParent || isBeingDismissed }

  /// Calls ``updateProperties()``, tracking the observable properties it reads: the first
  /// change of one marks the page for the next pass.
  func updatePropertiesTrackingReads() {
    guard isViewLoaded, !isRemovedFromWindow else { return }
    if updateOrder == nil { updateOrder = UpdatePass.nextOrder() }
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      // Observation calls this before the change is stored, on the actor that changes it: the
      // main actor, as every observable model a page reads is isolated to it.
      MainActor.assumeIsolated { self?.setNeedsUpdateProperties() }
    }
  }
}
