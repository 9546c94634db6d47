/// Builds a ``Reducer/body``: each line a reducer of the same domain, run top to bottom.
///
/// Rule: the block's type is the composition. Two lines are a ``ReducerSequence`` of their two
/// types, an `if` an `Optional` of its reducer, an `if`/`else` a ``ReducerConditional``; the
/// compiler sees the whole tree and specialises it, so nothing is erased into a closure or an
/// array — the way TCA's builder keeps a body free.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable @inline(__always)
  public static func buildExpression<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  @inlinable @inline(__always)
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable @inline(__always)
  public static func buildPartialBlock<R: Reducer>(first: consuming R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  @inlinable @inline(__always)
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: consuming R0, next: consuming R1
  ) -> ReducerSequence<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    ReducerSequence(accumulated, next)
  }

  @inlinable @inline(__always)
  public static func buildOptional<R: Reducer>(_ reducer: consuming R?) -> R?
  where R.State == State, R.Action == Action {
    reducer
  }

  @inlinable @inline(__always)
  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: consuming First
  ) -> ReducerConditional<First, Second>
  where First.State == State, First.Action == Action {
    .first(reducer)
  }

  @inlinable @inline(__always)
  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: consuming Second
  ) -> ReducerConditional<First, Second>
  where Second.State == State, Second.Action == Action {
    .second(reducer)
  }

  @inlinable @inline(__always)
  public static func buildFinalResult<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// Two reducers of one domain, run one after the other; their effects merged in order.
public struct ReducerSequence<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable @inline(__always)
  init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    // Most reducers return `.none`, which merges without allocating.
    r0.reduce(into: &state, action: action).merge(with: r1.reduce(into: &state, action: action))
  }
}

/// One of two reducers, as an `if`/`else` in a body chose.
public enum ReducerConditional<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable @inline(__always)
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let first): first.reduce(into: &state, action: action)
    case .second(let second): second.reduce(into: &state, action: action)
    }
  }
}

/// An `if` without `else` in a body: the reducer when the condition held, else nothing.
extension Optional: Reducer where Wrapped: Reducer {
  public typealias State = Wrapped.State
  public typealias Action = Wrapped.Action
  public typealias Body = Never

  @inlinable @inline(__always)
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    self?.reduce(into: &state, action: action) ?? .none
  }
}
