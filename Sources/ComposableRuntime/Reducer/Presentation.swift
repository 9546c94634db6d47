/// The state of a presented child — a pushed detail, a modal login — or `nil` when nothing is
/// presented.
///
/// TCA writes `@Presents var detail: Detail.State?` with a macro; here ``Presents`` is a plain
/// property wrapper, which is what that macro expands to in spirit: the value as `detail`, the
/// presentation as `$detail`, the key path ``Reducer/ifLet(_:action:then:fileID:line:)-(WritableKeyPath<Self.State,PresentationState<Child.State>>,_,_,_,_)`` takes.
///
/// ```swift
/// struct State: Equatable {
///   @Presents var detail: DetailFeature.State?
/// }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or `nil`.
  public var wrappedValue: State?

  @inlinable @inline(__always)
  public init(wrappedValue: State? = nil) {
    self.wrappedValue = wrappedValue
  }

  /// The presentation itself, `$detail`: what `ifLet` scopes to.
  @inlinable @inline(__always)
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

/// `@Presents var detail: DetailFeature.State?`, as TCA writes it.
public typealias Presents = PresentationState

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Sendable where State: Sendable {}

/// An action of a presented child, or the parent's dismissal of it.
///
/// Rule: dismissal is the parent's. The navigation (a back swipe, a close button) sends
/// ``dismiss``; `ifLet` lets the parent see it, then sets the state to `nil` and cancels the
/// child's effects. The child speaks to its parent through delegate actions inside
/// ``presented(_:)``.
public enum PresentationAction<Action> {
  /// The presented child's own action.
  case presented(Action)
  /// The parent (or its navigation) dismisses the child.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension ActionCase {
  /// The child case of a presentation case: `.detail` for `.detail(.presented(…))`.
  @inlinable @inline(__always)
  public func presented<ChildAction>() -> ActionCase<Parent, ChildAction>
  where Child == PresentationAction<ChildAction> {
    let embed = self.embed
    let extract = self.extract
    return ActionCase<Parent, ChildAction>(
      embed: { embed(.presented($0)) },
      extract: { if case .presented(let action)? = extract($0) { action } else { nil } })
  }
}

extension Reducer {
  /// Runs `child` on a presented child while it is presented, and ends it on ``PresentationAction/dismiss``.
  ///
  /// Rule: a presented child's effects live as long as its presentation. Every effect the
  /// child returns runs under the child's identity (its `id` when it is `Identifiable`); when
  /// the parent dismisses it, or presents another child in its place (a deep link replacing
  /// the detail), they are cancelled in the same step.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$detail, action: .detail) { DetailFeature() }
  /// ```
  ///
  /// A child action while nothing is presented is reported as a runtime warning.
  @inlinable @inline(__always)
  public consuming func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toPresentationAction: ActionCase<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    PresentationReducer(
      parent: self, child: child(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, site: SourceSite(fileID: fileID, line: line))
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:line:)-(WritableKeyPath<Self.State,PresentationState<Child.State>>,_,_,_,_)`` builds.
public struct PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toPresentationState:
    WritableKeyPath<Parent.State, PresentationState<Child.State>>
  @usableFromInline let toPresentationAction:
    ActionCase<Parent.Action, PresentationAction<Child.Action>>
  @usableFromInline let site: SourceSite

  @inlinable @inline(__always)
  init(
    parent: Parent, child: Child,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: ActionCase<Parent.Action, PresentationAction<Child.Action>>,
    site: SourceSite
  ) {
    self.parent = parent
    self.child = child
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.site = site
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let presentationAction = toPresentationAction.extract(action)
    let before = state[keyPath: toPresentationState].wrappedValue.map(ChildIdentity.of)
    // The child first, so that the parent sees what the child did with the same action.
    var childEffects = Effect<Parent.Action>.none
    if case .presented(let childAction)? = presentationAction {
      if let before {
        let embed = toPresentationAction.embed
        childEffects = child.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: childAction
        )
        .map { embed(.presented($0)) }
        if childEffects.hasTaskOrCancellation {
          childEffects = childEffects.cancellable(
            id: ChildEffectsID(path: toPresentationState, identity: before))
        }
      } else {
        reportMissingChild(childAction, of: Child.State.self, at: site)
      }
    }
    let effects = childEffects.merge(with: parent.reduce(into: &state, action: action))
    // The parent saw the dismissal; now the child goes.
    if case .dismiss? = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    // Nothing was presented: nothing can have gone, so the presentation is not read again (a
    // computed key path such as `\.$detail` is read through the runtime, with a copy of the
    // root state). Most actions of a screen take this path.
    guard let before else { return effects }
    let after = state[keyPath: toPresentationState].wrappedValue.map(ChildIdentity.of)
    return effects.merge(
      with: ChildEffectsID.cancellation(
        path: toPresentationState, before: before, after: after))
  }
}
