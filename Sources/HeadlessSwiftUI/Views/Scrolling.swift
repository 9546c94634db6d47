public import Foundation
import HeadlessUI

/// Where a scroll gesture is: SwiftUI's `ScrollPhase`.
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating

  /// Whether the content is moving.
  public var isScrolling: Bool { self != .idle }
}

/// The size and position of a scroll view's content: SwiftUI's `ScrollGeometry`, for a list
/// whose rows are each ``rowHeight`` points tall and whose screen holds
/// `ListView.rowsPerScreen` of them.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: the top of the first row on screen.
  public var contentOffset: CGPoint
  /// The size of all the rows.
  public var contentSize: CGSize
  /// The size of the screen the rows scroll in.
  public var containerSize: CGSize

  /// The height of one row, as a table's default row is.
  public static let rowHeight = 44.0

  init(firstVisibleRow: Int, rowCount: Int) {
    let screenHeight = Double(ListView.rowsPerScreen) * Self.rowHeight
    contentOffset = CGPoint(x: 0, y: Double(firstVisibleRow) * Self.rowHeight)
    contentSize = CGSize(width: 0, height: Double(rowCount) * Self.rowHeight)
    containerSize = CGSize(width: 0, height: screenHeight)
  }
}

/// What a scroll phase change hands its action besides the phases: SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The geometry when the phase changed.
  public var geometry: ScrollGeometry
}

extension View {
  /// Runs `action` each time a scroll gesture in the view's list changes phase, as SwiftUI's
  /// `onScrollPhaseChange(_:)` does: a flick runs it from `idle` to `interacting`, to
  /// `decelerating`, and back to `idle` where the content came to rest — also when the list was
  /// already at its end and the flick only bounced.
  ///
  /// The headless screen knows one scroll gesture, the user flicking to the end of the list.
  public func onScrollPhaseChange(
    _ action:
      @escaping @MainActor (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    modifier(EnvironmentWriter { $0.scrollPhaseChange = ScrollPhaseChangeAction(action: action) })
  }
}

/// The action of ``View/onScrollPhaseChange(_:)``, handed down to the list it is set on.
struct ScrollPhaseChangeAction {
  let action: @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

  /// Runs the phases of a flick that came to rest with `geometry`.
  @MainActor
  func flicked(to geometry: ScrollGeometry) {
    let context = ScrollPhaseChangeContext(geometry: geometry)
    action(.idle, .interacting, context)
    action(.interacting, .decelerating, context)
    action(.decelerating, .idle, context)
  }
}

private struct ScrollPhaseChangeKey: EnvironmentKey {
  static var defaultValue: ScrollPhaseChangeAction? { nil }
}

extension EnvironmentValues {
  var scrollPhaseChange: ScrollPhaseChangeAction? {
    get { self[ScrollPhaseChangeKey.self] }
    set { self[ScrollPhaseChangeKey.self] = newValue }
  }
}
