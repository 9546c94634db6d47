/// The two directions between a parent action and one of its cases: a case path without macros.
///
/// TCA derives these with `@CasePathable` and writes them `\.list`; here each parent action
/// lists its cases by hand, as static members, so that a scope reads `action: .list`:
///
/// ```swift
/// extension ActionCase where Parent == Feature.Action, Child == ListFeature.Action {
///   static var list: Self {
///     Self(embed: Parent.list, extract: { if case .list(let action) = $0 { action } else { nil } })
///   }
/// }
/// ```
public struct ActionCase<Parent, Child>: Sendable {
  /// Wraps a child action in the parent's case.
  public let embed: @Sendable (Child) -> Parent
  /// The child action, when `action` is of this case; `nil` otherwise.
  public let extract: @Sendable (Parent) -> Child?

  @inlinable @inline(__always)
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
/// var body: some Reducer<State, Action> {
///   Scope(state: \.search, action: .search) { SearchFeature() }
///   Reduce { state, action in … }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: ActionCase<ParentAction, Child.Action>
  @usableFromInline let child: Child

  // `ChildState` and `ChildAction` of their own, so that the key path and the case fix the
  // builder's domain before the block is read.
  @inlinable @inline(__always)
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: ActionCase<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}
