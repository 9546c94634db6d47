extension Reducer {
  /// Runs `element` on each element of an identified array, for the actions of its id.
  ///
  /// Rule: an element's effects live as long as its state. Every effect an element returns is
  /// cancellable under the element's identity; when the parent removes the element, its
  /// effects are cancelled in the same step.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: .rows) { RowFeature() }
  /// ```
  ///
  /// The element's actions come in an ``IdentifiedAction``: `case rows(IdentifiedActionOf<RowFeature>)`,
  /// sent as `.rows(.element(id: "a2", action: .starTapped))`.
  @inlinable @inline(__always)
  public consuming func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
    action toElementAction: ActionCase<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> ForEachReducer<Self, Element>
  where
    ElementState == Element.State, ElementAction == Element.Action,
    Element.State: Identifiable, Element.State.ID: Sendable
  {
    ForEachReducer(
      parent: self, element: element(), toElements: toElements, toElementAction: toElementAction,
      site: SourceSite(fileID: fileID, line: line))
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:line:)`` builds.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>
  @usableFromInline let toElementAction:
    ActionCase<Parent.Action, IdentifiedAction<Element.State.ID, Element.Action>>
  @usableFromInline let site: SourceSite

  @inlinable @inline(__always)
  init(
    parent: Parent, element: Element,
    toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>,
    toElementAction: ActionCase<Parent.Action, IdentifiedAction<Element.State.ID, Element.Action>>,
    site: SourceSite
  ) {
    self.site = site
    self.parent = parent
    self.element = element
    self.toElements = toElements
    self.toElementAction = toElementAction
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    var elementEffects = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(action) {
      // Found by id in O(1), whatever the number of elements.
      if let index = state[keyPath: toElements].index(id: id) {
        let embed = toElementAction.embed
        var effects = element.reduce(
          into: &state[keyPath: toElements][index], action: elementAction)
        // The element's own cancel ids are its own; then all its work runs under its id, which
        // its removal cancels. Built only for work a cancel id names: most actions send one.
        if effects.hasTaskOrCancellation {
          let elementID = ChildEffectsID(path: toElements, identity: AnyHashable(id))
          effects = effects.scopingCancelIDs(to: elementID).cancellable(id: elementID)
        }
        elementEffects = effects.map { embed(.element(id: id, action: $0)) }
      } else {
        reportMissingChild(elementAction, of: Element.State.self, at: site)
      }
    }
    // The positions before: a retain of the index, which only an insertion or a removal
    // changes, so that an action that removes nothing copies nothing to know it.
    let before = state[keyPath: toElements].positions
    let parentEffects = parent.reduce(into: &state, action: action)
    return elementEffects.merge(with: parentEffects).merge(
      with: cancellations(ofRemoved: before, from: state[keyPath: toElements].positions))
  }

  /// Cancels the work of the elements `before` held that `after` no longer holds.
  ///
  /// - Complexity: O(1) when the index is the one held before (the case of almost every
  ///   action); otherwise O(n) to find the removed ones.
  @inlinable
  func cancellations(
    ofRemoved before: [Element.State.ID: Int], from after: [Element.State.ID: Int]
  ) -> Effect<Parent.Action> {
    guard before != after else { return .none }
    // In the order the elements were held, so that the cancellations are the same every run.
    let removed = before.filter { after[$0.key] == nil }.sorted { $0.value < $1.value }
    return .merge(
      removed.map { id, _ in
        .cancel(
          id: ChildEffectsID(path: toElements, identity: AnyHashable(id))
        )
      })
  }
}
