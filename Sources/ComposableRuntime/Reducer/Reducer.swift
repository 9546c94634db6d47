/// A feature's logic: how an action changes the state, and what work it starts.
///
/// Rule: a reducer mutates the state **in place** (`inout`) and returns its side effects as an
/// ``Effect`` value. It never performs work itself; the ``Store`` runs what it returns.
///
/// ```swift
/// struct Counter: Reducer {
///   func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
///     state += action ? 1 : -1
///     return .none
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state: a value type, held by one store.
  associatedtype State
  /// Everything that can happen to the feature: user events and effect answers.
  associatedtype Action

  /// Applies `action` to `state` and returns the work to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer written as a closure, for logic that needs no type of its own.
///
/// ```swift
/// Reduce<Int, Bool> { state, action in
///   state += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let body: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `body`.
  @inlinable
  public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
    self.body = body
  }

  /// Wraps any reducer of the same domain, erasing its type.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.body = { state, action in reducer.reduce(into: &state, action: action) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}

/// A reducer that does nothing: the start of a composition and the identity of ``CombineReducers``.
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
