public import ComposableRuntime
public import HeadlessSwiftUI

/// What SwiftUI views of a composable feature bind to, as TCA offers it: a value of the
/// store's state that a write sends as an action, and a presented child's store for a sheet.
///
/// ```swift
/// struct SearchView: View {
///   @Bindable var store: Store<Search.State, Search.Action>
///   var body: some View {
///     List { … }
///       .searchable(text: $store.query.sending(.queryChanged))
///       .sheet(item: $store.scope(state: \.login, action: .login)) { LoginView(store: $0) }
///   }
/// }
/// ```
extension Bindable {
  /// The state's value at `keyPath`, ready to become a binding that sends an action.
  public subscript<State: ObservableState, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> StoreBindingSource<State, Action, Member> where Value == Store<State, Action> {
    StoreBindingSource(store: wrappedValue, keyPath: keyPath)
  }

  /// A binding to the store of the child presented at `state`: the child's store while it is
  /// presented, `nil` otherwise. A view writing `nil` — the user dismissing the sheet — sends
  /// the child's `.dismiss`, and the reducer decides.
  public func scope<State: ObservableState, Action, ChildState: ObservableState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: ActionCase<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    return Binding(
      get: { store.scope(presented: state, action: action) },
      set: { newValue in
        if newValue == nil { store.dismiss(presented: state, action: action) }
      })
  }
}

/// A value of a store's state, on its way to a binding (`$store.query.sending(.queryChanged)`).
@MainActor
public struct StoreBindingSource<State: ObservableState, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A binding that reads the value from the store's state and, when the view writes it,
  /// sends `action` with the new value: the state changes only through the reducer.
  public func sending(_ action: ActionCase<Action, Value>) -> Binding<Value> {
    let store = store
    let keyPath = keyPath
    return Binding(
      get: { store[dynamicMember: keyPath] },
      set: { store.send(action.embed($0)) })
  }
}
