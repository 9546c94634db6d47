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
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: ActionCase<Parent.Action, Child.Action>

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = identity(of: state[keyPath: toChildState])
    // The child first, so that the parent sees what the child did with the same action.
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(action), let before {
      childEffects = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
        .map(toChildAction.embed)
        .cancellable(id: ChildEffectsID(path: toChildState, identity: before))
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let after = identity(of: state[keyPath: toChildState])
    guard let before, before != after else { return .merge(childEffects, parentEffects) }
    // The child went away (or was replaced): its effects stop now.
    return .merge(
      childEffects, parentEffects,
      .cancel(id: ChildEffectsID(path: toChildState, identity: before)))
  }

  /// Who the child is: its `id` when it is `Identifiable`, else only "present".
  private func identity(of childState: Child.State?) -> AnyHashable? {
    guard let childState else { return nil }
    if let identifiable = childState as? any Identifiable {
      return identityOf(identifiable)
    }
    return AnyHashable(true)
  }

  private func identityOf<Value: Identifiable>(_ value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// The cancel id under which a scoped child's effects run: where the child lives in its parent
/// and which child it is.
struct ChildEffectsID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Unchecked: both parts are immutable hashable values (a key path and an identity) that are
  // only compared and hashed, never mutated.
  let path: AnyHashable
  let identity: AnyHashable

  init(path: AnyKeyPath, identity: AnyHashable) {
    self.path = AnyHashable(path)
    self.identity = identity
  }

  /// `detail(a2)`: the child's place in its parent (the key path's last component) and who it
  /// is.
  var description: String {
    let place = String(describing: path.base).split(separator: ".").last.map(String.init) ?? ""
    return identity == AnyHashable(true) ? place : "\(place)(\(identity.base))"
  }
}
