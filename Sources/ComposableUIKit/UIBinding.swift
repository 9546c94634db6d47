public import ComposableRuntime

/// A value a UIKit helper reads and writes through closures: UIKitNavigation's `UIBinding`, as
/// far as its navigation helpers need it.
///
/// ```swift
/// navigationDestination(item: $store.scope(state: \.detail, action: .detail)) { store in
///   DetailViewController(store: store)
/// }
/// ```
@MainActor
public struct UIBinding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value now; writing it hands the new value to the binding's owner.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// A store a UIKit page derives bindings from (`$store.scope(state:action:)`): UIKitNavigation's
/// `@UIBindable`, as TCA's UIKit pages declare their store.
///
/// ```swift
/// @UIBindable var store: Store<Feature.State, Feature.Action>
/// ```
@MainActor
@propertyWrapper
public struct UIBindable<Value: AnyObject> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// `$store`: the bindings derived from the object.
  public var projectedValue: Self { self }

  /// A binding to the store of the child presented at `state`: the child's store while it is
  /// presented, `nil` otherwise. Writing `nil` — the user took the page away — sends the child's
  /// `.dismiss` while that child is still presented, and the reducer decides.
  public func scope<State: ObservableState, Action, ChildState: ObservableState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: ActionCase<Action, PresentationAction<ChildAction>>
  ) -> UIBinding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    return UIBinding(
      get: { store.scope(presented: state, action: action) },
      set: { newValue in
        if newValue == nil { store.dismiss(presented: state, action: action) }
      })
  }
}
