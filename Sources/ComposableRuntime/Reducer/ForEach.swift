extension Reducer {
  /// Runs `element` on each child of a collection of identified children, by `id`.
  ///
  /// Rule: a child's effects live as long as its state. Every effect an element returns is
  /// cancellable under the element's identity; when the parent removes the element, its
  /// effects are cancelled in the same step.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: Action.row) { RowFeature() }
  /// ```
  ///
  /// The element action carries the element's id: `case row(id: Row.ID, action: Row.Action)`.
  public func forEach<Element: Reducer>(
    _ toElements: WritableKeyPath<State, [Element.State]>,
    action toElementAction: ActionCase<Action, (id: Element.State.ID, action: Element.Action)>,
    element: () -> Element
  ) -> ForEachReducer<Self, Element> where Element.State: Identifiable, Element.State.ID: Sendable {
    ForEachReducer(
      parent: self, element: element(), toElements: toElements, toElementAction: toElementAction)
  }
}

/// The reducer ``Reducer/forEach(_:action:element:)`` builds.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  let parent: Parent
  let element: Element
  let toElements: WritableKeyPath<Parent.State, [Element.State]>
  let toElementAction: ActionCase<Parent.Action, (id: Element.State.ID, action: Element.Action)>

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    var elementEffects = Effect<Parent.Action>.none
    if let (id, elementAction) = toElementAction.extract(action),
      let index = state[keyPath: toElements].firstIndex(where: { $0.id == id })
    {
      let embed = toElementAction.embed
      elementEffects = element.reduce(
        into: &state[keyPath: toElements][index], action: elementAction
      )
      .map { embed((id: id, action: $0)) }
      .cancellable(id: ChildEffectsID(path: toElements, identity: AnyHashable(id)))
    }
    // - Complexity: O(n) in the elements, twice, to find the removed ones.
    let before = state[keyPath: toElements].map(\.id)
    let parentEffects = parent.reduce(into: &state, action: action)
    let remaining = Set(state[keyPath: toElements].map(\.id))
    let removed = before.filter { !remaining.contains($0) }
    guard !removed.isEmpty else { return .merge(elementEffects, parentEffects) }
    let cancellations = removed.map {
      Effect<Parent.Action>.cancel(id: ChildEffectsID(path: toElements, identity: AnyHashable($0)))
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }
}
