/// A key for a value of the environment: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct PageSizeKey: EnvironmentKey {
///   static let defaultValue = 20
/// }
/// extension EnvironmentValues {
///   var pageSize: Int {
///     get { self[PageSizeKey.self] }
///     set { self[PageSizeKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view reads from above it: set with `.environment(_:_:)` for the view and
/// everything below it, until a view further down sets it again.
///
/// Values are kept by key type; `@Observable` objects set with `.environment(_:)` are kept by
/// their own type. Two environments are equal when every value they hold is the same:
/// objects by identity, `Equatable` values with `==`. A view whose environment changed is
/// evaluated again, as SwiftUI re-evaluates the readers of a value that changed.
public struct EnvironmentValues: @unchecked Sendable {
  // Unchecked: the toolkit reads and writes environments on the main actor only.
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `type` set with `.environment(_:)`, if any.
  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    values[ObjectIdentifier(type)] as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    values[ObjectIdentifier(Object.self)] = object
  }
}

extension EnvironmentValues: Equatable {
  public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
    guard lhs.values.count == rhs.values.count else { return false }
    for (key, value) in lhs.values {
      guard let other = rhs.values[key], isSame(value, other) else { return false }
    }
    return true
  }

  private static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
    if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    return false
  }
}
