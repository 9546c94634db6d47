extension Reducer {
  /// Runs `reducer` after this one whenever the action changed the value `toValue` reads from
  /// the state, with the value before and after: TCA's `onChange(of:_:)`.
  ///
  /// ```swift
  /// Feature()
  ///   .onChange(of: \.path) { oldPath, newPath in
  ///     Reduce { state, action in .run { _ in analytics.pathChanged(from: oldPath, to: newPath) } }
  ///   }
  /// ```
  @inlinable @inline(__always)
  public consuming func onChange<Value: Equatable, Child: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Child
  ) -> OnChangeReducer<Self, Value, Child> {
    OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` returns: the base, then the change's reducer when
/// the value changed.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Child: Reducer>: Reducer
where Child.State == Base.State, Child.Action == Base.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let reducer: (Value, Value) -> Child

  @inlinable @inline(__always)
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    reducer: @escaping (Value, Value) -> Child
  ) {
    self.base = base
    self.toValue = toValue
    self.reducer = reducer
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effects }
    return effects.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
