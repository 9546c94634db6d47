public import Observation

/// A value read from the environment: SwiftUI's `Environment`.
///
/// ```swift
/// @Environment(\.pageSize) private var pageSize          // a value, by key path
/// @Environment(AccountModel.self) private var account    // an object set with .environment(_:)
/// ```
///
/// Reading an object that no view above set stops the app with a message naming it, as in
/// SwiftUI; read it as an optional (`@Environment(AccountModel.self) var account:
/// AccountModel?`) where it may be missing.
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: @MainActor (EnvironmentValues) -> Value
  private let link = Link()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.object(type) else {
        fatalError(
          "No Observable object of type \(type) found. A View.environment(_:) for \(type) "
            + "may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    read = { $0.object(type) }
  }

  /// The value in the environment of the view's place in the tree.
  public var wrappedValue: Value { read(link.values ?? EnvironmentValues()) }

  final class Link {
    var values: EnvironmentValues?
  }
}

extension Environment: ReadsEnvironment {}

extension Environment: InstalledProperty {
  func install(in node: ViewNode, slot: inout Int) {
    link.values = node.environment
  }
}

extension Environment: ComparedByToolkit {
  /// The environment is compared on its own, not as a field of the view.
  func matches(_ other: Any) -> Bool { true }
}
