/// The MVI flavour of the store: every intent replaces the state with a new value,
/// `state = reduce(state, intent)`.
///
/// It is ``Store`` built with an ``MVIReducer``: the same queue, history, effect runner and
/// screens as the inout flavour, and the same feature logic (the MVI reducer is derived from the
/// same inout ``Reducer``); only the way a state change is made differs. Side effects leave the
/// reducer through the side-effect channel and are run once the new state is in place, never
/// from inside the reducer.
///
/// ```swift
/// let store = MVIStore(initialState: ArticlesState(), reducer: MVIReducer(ArticlesFeature.reducer))
/// store.send(.list(.refreshPulled))
/// ```
public typealias MVIStore<State, Intent, SideEffect> = Store<State, Intent, SideEffect>
