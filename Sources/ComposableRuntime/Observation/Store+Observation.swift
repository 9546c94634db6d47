public import Observation

/// A store views observe: `store.rows` reads the state's `rows` and makes the reading view
/// depend on it alone, as TCA's stores are observed since its observation era.
///
/// ```swift
/// struct ListView: View {
///   let store: StoreOf<ListFeature>
///   var body: some View {
///     List { ForEach(store.rows) { row in RowView(row: row) } }   // evaluated again when
///   }                                                            // `rows` changes, only
/// }
/// ```
///
/// The read goes through the state's own registrar (``ObservableState``), so only the
/// properties read are tracked. The store adds one dependency of its own: on the state as a
/// whole being replaced by another state (another ``ObservableStateID``), which the old
/// state's registrar cannot tell; the store checks it after each action it reduces.
extension Store: Observable {}

extension Store where State: ObservableState {
  /// The state's property at `keyPath`, read so that the reading view depends on it.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let state = self.state
    trackReplacement(of: state)
    return state[keyPath: keyPath]
  }

  /// Registers the reader's dependency on the state being replaced, and starts checking for
  /// it after each action.
  private func trackReplacement(of state: State) {
    observationRegistrar.access(self, keyPath: observedStateIdentityKeyPath)
    if observedState == nil {
      observedState = ObservedState(id: state._$id, identify: { ($0 as? State)?._$id })
    }
  }
}

extension Store {
  /// The identity of the state the store's readers last read, for ``Observable``'s key path.
  var observedStateIdentity: ObservableStateID? { observedState?.id }

  /// Tells the readers of the state when an action replaced it by another state.
  @usableFromInline
  func stateMayHaveBeenReplaced() {
    guard let observed = observedState, let currentState,
      let id = observed.identify(currentState), id != observed.id
    else { return }
    observationRegistrar.withMutation(of: self, keyPath: observedStateIdentityKeyPath) {
      observedState?.id = id
    }
  }
}

/// What a store remembers of the state its readers read: its identity, and how to get one.
@usableFromInline
struct ObservedState {
  var id: ObservableStateID
  let identify: (Any) -> ObservableStateID?
}
