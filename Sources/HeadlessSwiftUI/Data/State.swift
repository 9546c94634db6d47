import Observation

/// A property that the toolkit sets up before it evaluates a view's body: SwiftUI's
/// `DynamicProperty` (``State``, ``Environment``).
@MainActor
public protocol DynamicProperty {}

/// A dynamic property's part in the toolkit: linking the view's copy to the node's storage.
@MainActor
protocol InstalledProperty: DynamicProperty {
  /// Links this property to `node`'s storage; `slot` counts the node's ``State``s.
  func install(in node: ViewNode, slot: inout Int)
}

/// A property that reads the environment, so its view depends on it.
protocol ReadsEnvironment {}

/// Sets up the dynamic properties of views before their bodies run.
@MainActor
enum DynamicProperties {
  /// Links each dynamic property of `view` to the storage of `node`, in declaration order.
  static func install(in view: any View, node: ViewNode) {
    var slot = 0
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any InstalledProperty else { continue }
      property.install(in: node, slot: &slot)
    }
  }
}

/// A value a view owns: SwiftUI's `State`.
///
/// Its storage belongs to the view's identity, not to the struct: it is made with the initial
/// value the first time the view's body is evaluated at its place in the tree, kept however
/// often the parent makes the struct again (the initial value of later structs is ignored),
/// and dropped when the view leaves the tree. A body that reads the value is evaluated again
/// when it changes.
///
/// As in SwiftUI, the initial-value expression runs each time the struct is made, so
/// `@State private var model = Model()` makes a model every time and keeps the first.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let link = Link()

  public init(wrappedValue value: Value) {
    initialValue = value
  }

  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The stored value; before the view is in the tree, the initial value. A write before
  /// then is lost, as in SwiftUI.
  public var wrappedValue: Value {
    get { link.storage?.value ?? initialValue }
    nonmutating set { link.storage?.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    guard let storage = link.storage else { return .constant(initialValue) }
    return Binding(storage: storage, keyPath: storage.valueKeyPath)
  }

  /// Where the value is stored: made on the first evaluation at a place in the tree.
  ///
  /// Observable as `@Observable` would make it, written out so that the key path of `value`
  /// is made once per storage: in a generic class, the macro's `\.value` is instantiated
  /// again at every read.
  @MainActor
  final class Storage: Observable {
    private var stored: Value
    private let registrar = ObservationRegistrar()
    let valueKeyPath: ReferenceWritableKeyPath<Storage, Value> = \.value

    init(value: Value) { stored = value }

    var value: Value {
      get {
        registrar.access(self, keyPath: valueKeyPath)
        return stored
      }
      set {
        registrar.withMutation(of: self, keyPath: valueKeyPath) { stored = newValue }
      }
    }
  }

  final class Link {
    var storage: Storage?
  }
}

extension State: InstalledProperty {
  func install(in node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.stateStorage.count, let storage = node.stateStorage[slot] as? Storage {
      link.storage = storage
      return
    }
    let storage = Storage(value: initialValue)
    if slot < node.stateStorage.count {
      node.stateStorage[slot] = storage
    } else {
      node.stateStorage.append(storage)
    }
    link.storage = storage
  }
}

extension State: ComparedByToolkit {
  /// A view's state is its own storage, not an input from the parent.
  func matches(_ other: Any) -> Bool { true }
}
