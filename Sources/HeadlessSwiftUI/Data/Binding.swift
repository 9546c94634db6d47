public import Observation

/// Read and write access to a value owned elsewhere: SwiftUI's `Binding`.
///
/// ```swift
/// TextField("Search", text: $query)       // a binding to the view's own state
/// .sheet(item: $model.login) { … }        // a binding to a model's property (`@Bindable`)
/// ```
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void
  /// The place the binding reads and writes, when it is known: two bindings to one place are
  /// the same input to a view.
  let location: AnyHashable?

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    location: AnyHashable?
  ) {
    self.get = get
    self.set = set
    self.location = location
  }

  /// A binding to `keyPath` of `object`.
  init<Object: AnyObject>(storage object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>)
  {
    self.init(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: Location(object: ObjectIdentifier(object), keyPath: keyPath))
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let get = self.get
    let set = self.set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      },
      location: location.map { Location.Part(whole: $0, keyPath: keyPath) })
  }

  struct Location: Hashable {
    var object: ObjectIdentifier
    var keyPath: AnyKeyPath

    struct Part: Hashable {
      var whole: AnyHashable
      var keyPath: AnyKeyPath
    }
  }
}

extension Binding: ComparedByToolkit {
  func matches(_ other: Any) -> Bool {
    guard let location, let other = other as? Binding<Value> else { return false }
    return location == other.location
  }
}

/// Bindings to the properties of an `@Observable` object: SwiftUI's `Bindable`.
///
/// ```swift
/// @Bindable var model: SearchModel
/// var body: some View { TextField("Search", text: $model.query) }
/// ```
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding(storage: wrappedValue, keyPath: keyPath)
  }
}
