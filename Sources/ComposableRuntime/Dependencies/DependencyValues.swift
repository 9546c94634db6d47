import Foundation

/// The dependencies a store's reducers and effects see, read by key.
///
/// Rule: one set per store. A ``Store`` captures the values in force when it is made, plus its
/// overrides, and installs them as ``current`` (a task-local) while it reduces; the tasks it
/// starts for effects inherit them. Two stores with different overrides never see each other's.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.continuousClock = environment.clock
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The values in force for the running reducer or effect.
  @TaskLocal public static var current = DependencyValues()

  /// Whether missing values are live ones (an app), canned ones (a preview) or failures (a
  /// test).
  public enum Context: Sendable {
    case live, preview, test
  }

  public var context = Context.live
  /// The runtime's warning hook: where ``reportIssue(_:fileID:filePath:line:column:)`` goes —
  /// an effect's unhandled error, an action for a child that is gone, an unimplemented
  /// dependency. Written to standard error unless an app forwards it (to its log) or a test
  /// store turns it into a failure.
  public var reportIssue: @Sendable (String, FailureLocation) -> Void = { message, location in
    FileHandle.standardError.write(Data("warning: \(location): \(message)\n".utf8))
  }

  /// The overrides, each an ``Override`` of its key.
  @usableFromInline var storage: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value of `key`: the override if one was set, else the live value — or, in a test
  /// context, the key's test value (a recorded failure that names the key, when it has none).
  @inlinable
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let override = storage[ObjectIdentifier(key)] as? Override<Key> { return override.value }
      switch context {
      case .live:
        return Key.liveValue
      case .preview:
        return Key.previewValue
      case .test:
        return Key.testValue
      }
    }
    set {
      storage[ObjectIdentifier(key)] = Override<Key>(value: newValue)
    }
  }
}

/// The value a store set for `Key`.
///
/// Boxed per key so that reading it back is a cast to one concrete type, which compares type
/// metadata, rather than a cast to `Key.Value` — an existential such as `any SessionService`,
/// whose conformance check cost more than the rest of a star tap.
@usableFromInline
struct Override<Key: DependencyKey>: Sendable {
  @usableFromInline let value: Key.Value

  @usableFromInline
  init(value: Key.Value) {
    self.value = value
  }
}

/// Reads a dependency of the running store, by key path, where it is used.
///
/// TCA's `@Dependency(\.continuousClock) var clock`, without macros: the wrapper reads
/// ``DependencyValues/current`` each time, so a reducer value built once sees the dependencies
/// of whichever store runs it.
///
/// The key path is taken as an autoclosure and built when the value is read, not when the
/// reducer is: a body is built for every action, with every reducer in it, while most actions
/// read no dependency at all — building every reducer's key paths up front was about 5% of
/// the instructions of an action that changes nothing.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: @Sendable () -> any KeyPath<DependencyValues, Value> & Sendable

  @inlinable
  public init(
    _ keyPath:
      @escaping @Sendable @autoclosure () -> any KeyPath<DependencyValues, Value> & Sendable
  ) {
    self.init(lazy: keyPath)
  }

  @usableFromInline
  init(lazy keyPath: @escaping @Sendable () -> any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath()]
  }
}

/// Runs `operation` with the dependencies `update` overrides, as TCA's `withDependencies` does:
/// a store made inside takes them, and so does every effect it starts.
///
/// ```swift
/// let store = withDependencies {
///   $0.context = .preview
/// } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void, operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}
