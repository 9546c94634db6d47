/// A feature's logic: how an action changes the state, and what work it starts.
///
/// Rule: a reducer mutates the state **in place** (`inout`) and returns its side effects as an
/// ``Effect`` value. It never performs work itself; the ``Store`` runs what it returns.
///
/// A feature says what it is made of in ``body``, the way TCA features do; its
/// ``reduce(into:action:)`` is then derived — it runs the body. Only primitive reducers, such as
/// ``Reduce``, ``Scope`` and the runtime's own, implement ``reduce(into:action:)`` themselves.
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// Rule: a body costs nothing to build. It is a tree of generic value types (``Scope``,
/// ``ReducerSequence``, ``IfLetReducer``…) whose type the compiler knows, built on the stack for
/// each action and specialised — no existential, no array of reducers, no allocation.
public protocol Reducer<State, Action> {
  /// The feature's state: a value type, held by one store.
  associatedtype State
  /// Everything that can happen to the feature: user events and effect answers.
  associatedtype Action
  /// The type of ``body``; `Never` for a primitive reducer that implements
  /// ``reduce(into:action:)``.
  associatedtype Body

  /// Applies `action` to `state` and returns the work to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is composed of, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A primitive reducer has no body; the runtime never asks for it.
  public var body: Body {
    fatalError("\(Self.self) has no body: it implements reduce(into:action:) itself.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``: what a composed feature does with every action.
  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer written as a closure, for the logic of a feature's own actions.
///
/// ```swift
/// Reduce<Int, Bool> { state, action in
///   state += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  @inlinable @inline(__always)
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing: an empty body.
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable @inline(__always)
  public init() {}

  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
