/// The two directions between a parent action and one of its cases: a case path without macros.
///
/// TCA derives these with `@CasePathable`; here each parent action lists its cases by hand:
///
/// ```swift
/// extension Action {
///   static let list = ActionCase(embed: Action.list, extract: { action in
///     if case .list(let child) = action { child } else { nil }
///   })
/// }
/// ```
public struct ActionCase<Parent, Child>: Sendable {
  /// Wraps a child action in the parent's case.
  public let embed: @Sendable (Child) -> Parent
  /// The child action, when `action` is of this case; `nil` otherwise.
  public let extract: @Sendable (Parent) -> Child?

  public init(
    embed: @escaping @Sendable (Child) -> Parent,
    extract: @escaping @Sendable (Parent) -> Child?
  ) {
    self.embed = embed
    self.extract = extract
  }
}

/// Runs a child reducer on a part of the parent's state, for the parent's actions of one case.
///
/// Rule: a child knows only its own domain. `Scope` hands it its slice of the state (in place:
/// `&state[keyPath: child]`) and its actions, and lifts its effects back into the parent's
/// actions with ``ActionCase/embed``.
///
/// ```swift
/// Scope(state: \.search, action: Action.search) { SearchFeature() }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: ActionCase<ParentAction, Child.Action>
  @usableFromInline let child: Child

  @inlinable
  public init(
    state toChildState: WritableKeyPath<ParentState, Child.State>,
    action toChildAction: ActionCase<ParentAction, Child.Action>,
    child: () -> Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}
