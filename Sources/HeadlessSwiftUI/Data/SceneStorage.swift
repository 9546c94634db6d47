public import Observation

/// A value a scene keeps for itself and gets back when the system restores it: SwiftUI's
/// `@SceneStorage`.
///
/// Each window has its own values, so two windows of one app restore each its own pages. A
/// view reads the value like a `@State` (reading it makes the view depend on it) and writes it
/// as the user moves on; the system saves what was written last.
///
/// ```swift
/// @SceneStorage("pages") private var savedPages: String?
/// ```
///
/// Where SwiftUI's supports several value types, this one keeps text, what the workbench's
/// device saves. A window's host keeps the values in memory unless its app says where they
/// are saved (``HostedApp`` saves its launch scene's).
@MainActor @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let read: @MainActor (String?) -> Value
  private let write: @MainActor (Value) -> String?
  private let link = Link()

  /// The value saved under `key` in this view's scene, or `nil` when the scene saved none.
  public init(_ key: String) where Value == String? {
    self.key = key
    read = { $0 }
    write = { $0 }
  }

  public var wrappedValue: Value {
    get { read(link.values?.value(forKey: key)) }
    nonmutating set { link.values?.set(write(newValue), forKey: key) }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  final class Link {
    var values: SceneValues?
  }
}

extension SceneStorage: InstalledProperty {
  func install(in node: ViewNode, slot: inout Int) {
    link.values = node.environment.sceneValues
  }
}

extension SceneStorage: ComparedByToolkit {
  func matches(_ other: Any) -> Bool { true }
}

/// The values one scene keeps with `@SceneStorage`, and where they are saved.
@MainActor @Observable
public final class SceneValues {
  private var values: [String: String]
  @ObservationIgnored private let save: @MainActor (String, String?) -> Void

  /// Values kept in memory for as long as the scene lives.
  public init() {
    values = [:]
    save = { _, _ in }
  }

  /// Values that start as `restored` and hand each change to `save`, as the system saves a
  /// scene's values for the next launch.
  public init(
    restored: [String: String], save: @escaping @MainActor (_ key: String, _ value: String?) -> Void
  ) {
    values = restored
    self.save = save
  }

  func value(forKey key: String) -> String? { values[key] }

  func set(_ value: String?, forKey key: String) {
    guard values[key] != value else { return }
    values[key] = value
    save(key, value)
  }
}

private struct SceneValuesKey: EnvironmentKey {
  static var defaultValue: SceneValues? { nil }
}

extension EnvironmentValues {
  /// The values of the scene the view is in, set by the scene's host.
  var sceneValues: SceneValues? {
    get { self[SceneValuesKey.self] }
    set { self[SceneValuesKey.self] = newValue }
  }
}
