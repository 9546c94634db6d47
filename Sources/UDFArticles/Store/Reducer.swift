/// The one function a UDF feature is made of: the current state and an action in, the state
/// changed in place and the effects to run out.
///
/// A reducer is pure. It never starts a task, reads a clock or calls a service; it *describes*
/// the work it wants done as effect values, and the store hands them to an effect runner. That
/// is what makes every rule of the feature testable with nothing but values:
///
/// ```swift
/// var state = ArticlesState()
/// let effects = ArticlesFeature.reducer.reduce(&state, .list(.appeared))
/// // effects == [.loadPage(after: nil, revision: 1)]
/// ```
///
/// A reducer is also a value, so reducers compose: a store enhancer or a test can wrap one in
/// a reducer of its own, without a switch in the feature.
public struct Reducer<State, Action, Effect>: Sendable {
  private let body: @Sendable (inout State, Action) -> [Effect]

  /// A reducer that runs `body` for each action.
  ///
  /// - Parameter body: Changes the state for one action and returns the effects to run, in the
  ///   order the runner must start or cancel them.
  public init(_ body: @escaping @Sendable (inout State, Action) -> [Effect]) {
    self.body = body
  }

  /// Applies `action` to `state` in place and returns the effects it asks for.
  ///
  /// - Complexity: O(1) plus whatever the action changes. Mutating an array of a uniquely held
  ///   state is done in place; if the state's storage is shared (a caller's copy), the first
  ///   write copies it — copy-on-write. The store's history shares nothing with the store's
  ///   state: it keeps actions and a snapshot of its own.
  public func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    body(&state, action)
  }
}
