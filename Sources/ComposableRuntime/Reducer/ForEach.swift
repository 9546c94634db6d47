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
  @inlinable @inline(__always)
  public consuming func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toElements: WritableKeyPath<State, [ElementState]>,
    action toElementAction: ActionCase<Action, (id: Element.State.ID, action: ElementAction)>,
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

/// The reducer ``Reducer/forEach(_:action:element:)`` builds.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElements: WritableKeyPath<Parent.State, [Element.State]>
  @usableFromInline let toElementAction:
    ActionCase<Parent.Action, (id: Element.State.ID, action: Element.Action)>
  @usableFromInline let site: SourceSite

  @inlinable @inline(__always)
  init(
    parent: Parent, element: Element, toElements: WritableKeyPath<Parent.State, [Element.State]>,
    toElementAction: ActionCase<Parent.Action, (id: Element.State.ID, action: Element.Action)>,
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
    if let (id, elementAction) = toElementAction.extract(action) {
      if let index = state[keyPath: toElements].firstIndex(where: { $0.id == id }) {
        let embed = toElementAction.embed
        let elementID = ChildEffectsID(
          path: toElements, identity: AnyHashable(id), child: Element.State.self)
        // The element's own cancel ids are its own; then all its work runs under its id, which
        // its removal cancels.
        elementEffects = element.reduce(
          into: &state[keyPath: toElements][index], action: elementAction
        )
        .scopingCancelIDs(to: elementID)
        .map { embed((id: id, action: $0)) }
        .cancellable(id: elementID)
      } else {
        reportMissingChild(elementAction, of: Element.State.self, at: site)
      }
    }
    // The ids before, on the stack: an action that removes nothing allocates nothing to know it.
    let count = state[keyPath: toElements].count
    return withUnsafeTemporaryAllocation(of: Element.State.ID.self, capacity: count) { before in
      for (index, element) in state[keyPath: toElements].enumerated() {
        before.initializeElement(at: index, to: element.id)
      }
      defer { _ = before.prefix(count).deinitialize() }
      let parentEffects = parent.reduce(into: &state, action: action)
      return elementEffects.merge(with: parentEffects).merge(
        with: cancellations(ofRemoved: before.prefix(count), from: state[keyPath: toElements]))
    }
  }

  /// Cancels the work of the elements of `before` that `after` no longer holds.
  ///
  /// - Complexity: O(n) when the same elements are in the same order, the case of almost every
  ///   action; otherwise O(n) more, to find the removed ones, and a set of the ids.
  @inlinable
  func cancellations(
    ofRemoved before: UnsafeMutableBufferPointer<Element.State.ID>.SubSequence,
    from after: [Element.State]
  ) -> Effect<Parent.Action> {
    if before.count == after.count, zip(before, after).allSatisfy({ $0 == $1.id }) {
      return .none
    }
    let remaining = Set(after.map { $0.id })
    return .merge(
      before.filter { !remaining.contains($0) }.map { id in
        .cancel(
          id: ChildEffectsID(path: toElements, identity: AnyHashable(id), child: Element.State.self)
        )
      })
  }
}
