extension Reducer {
  /// Runs `destination` on each page of a navigation stack, and changes the pages as the
  /// stack's actions say.
  ///
  /// Rule: a page's effects live as long as the page. Every effect a page returns runs under
  /// that page's identity, and popping the page — a back button, a swipe, the reducer itself
  /// removing it — cancels them in the same step.
  @inlinable
  public consuming func forEach<ElementState, ElementAction, Destination: Reducer>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: ActionCase<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> StackReducer<Self, Destination>
  where ElementState == Destination.State, ElementAction == Destination.Action {
    StackReducer(
      parent: self, destination: destination(), toStack: toStack, toStackAction: toStackAction,
      site: SourceSite(fileID: fileID, line: line))
  }
}

public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toStack: WritableKeyPath<Parent.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    ActionCase<Parent.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let site: SourceSite

  @usableFromInline
  init(
    parent: Parent, destination: Destination,
    toStack: WritableKeyPath<Parent.State, StackState<Destination.State>>,
    toStackAction: ActionCase<Parent.Action, StackAction<Destination.State, Destination.Action>>,
    site: SourceSite
  ) {
    self.parent = parent
    self.destination = destination
    self.toStack = toStack
    self.toStackAction = toStackAction
    self.site = site
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = state[keyPath: toStack].elementIDs
    var pageEffects = Effect<Parent.Action>.none
    if case .element(let id, let pageAction)? = toStackAction.extract(action) {
      if state[keyPath: toStack][id: id] != nil {
        let toStackAction = toStackAction
        pageEffects = destination.reduce(
          into: &state[keyPath: toStack][id: id]!, action: pageAction
        )
        .map { toStackAction.embed(.element(id: id, action: $0)) }
        .cancellable(id: ChildEffectsID(path: toStack, identity: id))
      } else {
        reportIssue(
          """
          A forEach at \(site) received an action for a page that is no longer on the stack \
          (\(id)): \(pageAction). A view or an effect outlived the page.
          """)
      }
    }
    // The parent sees the page's action after the page, and the stack's changes before they
    // are made: it may decide what a pop does.
    var effects = pageEffects.merge(with: parent.reduce(into: &state, action: action))
    switch toStackAction.extract(action) {
    case .popFrom(let id)?: state[keyPath: toStack].pop(from: id)
    case .push(let pushed)?: state[keyPath: toStack].append(pushed)
    case .element?, nil: break
    }
    // Whatever removed pages (a pop, or the parent's own change), their effects end.
    let after = Set(state[keyPath: toStack].elementIDs)
    for gone in before where !after.contains(gone) {
      effects = effects.merge(with: .cancel(id: ChildEffectsID(path: toStack, identity: gone)))
    }
    return effects
  }
}
