extension Reducer {
  /// Runs `child` on optional child state while it is present.
  ///
  /// Rule: a child's effects live as long as its state. Every effect the child returns is made
  /// cancellable under the child's identity; when the parent sets the state to `nil` or
  /// replaces it with a child of another `id`, those effects are cancelled in the same step —
  /// no `.cancel(id:)` to remember.
  ///
  /// A child action that arrives while the state is `nil` is a mistake of the feature (a view
  /// or an effect outlived its child), reported as a runtime warning, as TCA's `ifLet` does.
  /// For presented pages, prefer ``ifLet(_:action:then:fileID:line:)-(WritableKeyPath<Self.State,PresentationState<Child.State>>,_,_,_,_)``.
  @inlinable @inline(__always)
  public consuming func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: ActionCase<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      site: SourceSite(fileID: fileID, line: line))
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:line:)-(WritableKeyPath<Self.State,Child.State?>,_,_,_,_)`` builds.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: ActionCase<Parent.Action, Child.Action>
  /// Where the `ifLet` is written, for its runtime warning.
  @usableFromInline let site: SourceSite

  @inlinable @inline(__always)
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: ActionCase<Parent.Action, Child.Action>, site: SourceSite
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.site = site
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = state[keyPath: toChildState].map(ChildIdentity.of)
    // The child first, so that the parent sees what the child did with the same action.
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(action) {
      if let before {
        childEffects = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
          .map(toChildAction.embed)
        if childEffects.hasTaskOrCancellation {
          childEffects = childEffects.cancellable(
            id: ChildEffectsID(path: toChildState, identity: before))
        }
      } else {
        reportMissingChild(childAction, of: Child.State.self, at: site)
      }
    }
    let effects = childEffects.merge(with: parent.reduce(into: &state, action: action))
    // No child before: none can have gone, and the state is not read again.
    guard let before else { return effects }
    return effects.merge(
      with: ChildEffectsID.cancellation(
        path: toChildState, before: before,
        after: state[keyPath: toChildState].map(ChildIdentity.of)))
  }
}

/// Who a child is: its `id` when it is `Identifiable`, else only "present".
@usableFromInline
enum ChildIdentity {
  @usableFromInline
  static func of<Value>(_ value: Value) -> AnyHashable {
    guard let identifiable = value as? any Identifiable else { return AnyHashable(true) }
    return identity(of: identifiable)
  }

  private static func identity<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// Reports, as a runtime warning, a child action that found no child state.
@usableFromInline
func reportMissingChild<ChildAction, ChildState>(
  _ action: ChildAction, of _: ChildState.Type, at site: SourceSite
) {
  reportIssue(
    """
    An ifLet at \(site) received a child action while its state was nil: \(action). \
    The \(String(reflecting: ChildState.self)) it was meant for is gone — a view or an effect outlived it; \
    its effects should end with it.
    """)
}

/// The cancel id under which a scoped child's effects run: where the child lives in its parent
/// and which child it is.
@usableFromInline
struct ChildEffectsID: Hashable, @unchecked Sendable {
  // Unchecked: both parts are immutable (a key path, an identity), only compared and hashed.
  let path: AnyHashable
  let identity: AnyHashable

  @usableFromInline
  init(path: AnyKeyPath, identity: AnyHashable) {
    self.path = AnyHashable(path)
    self.identity = identity
  }

  /// The cancellation of a child that was there `before` and is gone, or another, `after`.
  @inlinable
  static func cancellation<Action>(
    path: AnyKeyPath, before: AnyHashable, after: AnyHashable?
  ) -> Effect<Action> {
    // Only a child that was there can have gone away.
    guard before != after else { return .none }
    return .cancel(id: ChildEffectsID(path: path, identity: before))
  }
}

/// Where a reducer was written, for its runtime warnings: kept as the compiler's static
/// strings, so building a body (once per action) formats nothing.
@usableFromInline
struct SourceSite: Sendable, CustomStringConvertible {
  let fileID: StaticString
  let line: UInt

  @usableFromInline
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline
  var description: String { "\(fileID):\(line)" }
}
