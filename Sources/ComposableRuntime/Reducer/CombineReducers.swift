/// Runs several reducers of one domain, in order, on the same state, and merges their effects.
///
/// Rule: composition is ordered. A parent that must see what its children did is listed after
/// them; `ifLet` and `forEach` run the child first for the same reason.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.list, action: Action.listCase) { ListFeature() }
///   Reduce { state, action in … }  // sees the list's changes
/// }
/// ```
public struct CombineReducers<State, Action>: Reducer {
  @usableFromInline let reducers: [Reduce<State, Action>]

  /// The reducers `build` lists, run top to bottom.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> [Reduce<State, Action>]) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Merged as they come: most reducers return `.none`, which merges without allocating.
    var effect = Effect<Action>.none
    for reducer in reducers {
      effect = effect.merge(with: reducer.reduce(into: &state, action: action))
    }
    return effect
  }
}

/// Builds the list of a ``CombineReducers``: each line a reducer of the same domain.
///
/// Kept deliberately small — sequences and `if` only; a reducer written in a line of its own is
/// type-erased into ``Reduce``.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> [Reduce<State, Action>]
  where R.State == State, R.Action == Action {
    [Reduce(reducer)]
  }

  @inlinable
  public static func buildBlock(_ parts: [Reduce<State, Action>]...) -> [Reduce<State, Action>] {
    parts.flatMap { $0 }
  }

  @inlinable
  public static func buildOptional(_ part: [Reduce<State, Action>]?) -> [Reduce<State, Action>] {
    part ?? []
  }

  @inlinable
  public static func buildEither(first: [Reduce<State, Action>]) -> [Reduce<State, Action>] {
    first
  }

  @inlinable
  public static func buildEither(second: [Reduce<State, Action>]) -> [Reduce<State, Action>] {
    second
  }
}
