extension Reducer {
  /// Runs `child` on optional child state while it is present — the shape of a presented page.
  ///
  /// Rule: a child's effects live as long as its state. Every effect the child returns is made
  /// cancellable under the child's identity; when the parent sets the state to `nil` (the page
  /// is dismissed) or replaces it with a child of another `id` (a deep link replaces the
  /// detail), those effects are cancelled in the same step — no `.cancel(id:)` to remember.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.detail, action: Action.detail) { DetailFeature() }
  /// ```
  ///
  /// A child action that arrives while the state is `nil` is ignored: its page is gone.
  @inlinable
  public func ifLet<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State?>,
    action toChildAction: ActionCase<Action, Child.Action>,
    then child: () -> Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction)
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:)`` builds.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: ActionCase<Parent.Action, Child.Action>
  /// Who a child is: its `id` when it is `Identifiable`, else only "present".
  @usableFromInline let identify: (Child.State) -> AnyHashable

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: ActionCase<Parent.Action, Child.Action>
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    // Decided once, here, rather than by a cast to `any Identifiable` on every action.
    if let identifiable = Child.State.self as? any Identifiable.Type {
      self.identify = Self.identifier(of: identifiable)
    } else {
      self.identify = { _ in AnyHashable(true) }
    }
  }

  private static func identifier<Value: Identifiable>(
    of _: Value.Type
  ) -> (Child.State) -> AnyHashable {
    // `Value` is `Child.State` itself, so the cast always succeeds.
    { AnyHashable(($0 as! Value).id) }
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = state[keyPath: toChildState].map(identify)
    // The child first, so that the parent sees what the child did with the same action.
    var childEffects = Effect<Parent.Action>.none
    if let before, let childAction = toChildAction.extract(action) {
      childEffects = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
        .map(toChildAction.embed)
        .cancellable(id: ChildEffectsID(path: toChildState, identity: before))
    }
    let effects = childEffects.merge(with: parent.reduce(into: &state, action: action))
    // Only a child that was there can have gone away: with none before (the usual case), the
    // state is not read again.
    guard let before, before != state[keyPath: toChildState].map(identify) else { return effects }
    // The child went away (or was replaced): its effects stop now.
    return effects.merge(with: .cancel(id: ChildEffectsID(path: toChildState, identity: before)))
  }
}

/// The cancel id under which a scoped child's effects run: where the child lives in its parent
/// and which child it is.
@usableFromInline
struct ChildEffectsID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Unchecked: both parts are immutable hashable values (a key path and an identity) that are
  // only compared and hashed, never mutated.
  let path: AnyHashable
  let identity: AnyHashable

  @usableFromInline
  init(path: AnyKeyPath, identity: AnyHashable) {
    self.path = AnyHashable(path)
    self.identity = identity
  }

  /// `detail(a2)`: the child's place in its parent (the key path's last component) and who it
  /// is.
  @usableFromInline
  var description: String {
    let place = String(describing: path.base).split(separator: ".").last.map(String.init) ?? ""
    return identity == AnyHashable(true) ? place : "\(place)(\(identity.base))"
  }
}
