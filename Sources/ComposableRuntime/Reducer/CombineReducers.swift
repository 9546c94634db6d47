/// Runs the reducers of a builder block, in order, as one reducer: how a modifier such as
/// ``Reducer/ifLet(_:action:then:)-(_,_,_)`` applies to several reducers at once.
///
/// Rule: composition is ordered. A parent that must see what its children did is listed after
/// them; `ifLet` and `forEach` run the child first for the same reason.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.list, action: .list) { ListFeature() }
///   Reduce { state, action in … }  // sees the list's changes
/// }
/// .ifLet(\.$detail, action: .detail) { DetailFeature() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// The reducers `build` lists, run top to bottom.
  @inlinable @inline(__always)
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
