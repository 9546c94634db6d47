/// Dismisses the presentation a view is in: SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`.
///
/// In a sheet's content it dismisses the sheet, by writing `nil` to the sheet's item (then its
/// `onDismiss` runs); in a page pushed on a `NavigationStack` it pops that page, by shortening
/// the path. Anywhere else it does nothing, as SwiftUI's does.
public struct DismissAction: Equatable, Sendable {
  /// Which presentation it dismisses: two actions for the same are the same input to a view.
  let target: Target?

  enum Target: Hashable, Sendable {
    /// The sheet presented by the modifier of this node.
    case sheet(ObjectIdentifier)
    /// The page at `index` of the stack of this node.
    case page(stack: ObjectIdentifier, index: Int)
  }
  let action: @MainActor @Sendable () -> Void

  @MainActor
  public func callAsFunction() { action() }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.target == rhs.target
  }

  /// The action of a view that is not presented: it does nothing.
  static let none = DismissAction(target: nil, action: {})
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction.none
}

extension EnvironmentValues {
  /// What dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
