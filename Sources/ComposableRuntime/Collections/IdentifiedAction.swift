/// An action of one element of an identified collection, named by the element's id: what a
/// parent's action case carries for ``Reducer/forEach(_:action:element:fileID:line:)``.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<RowFeature>)
/// }
/// store.send(.rows(.element(id: "a2", action: .starTapped)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element whose id is `id`.
  case element(id: ID, action: Action)
}

/// The identified action of a feature whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension ActionCase {
  /// The actions of the element `id` of an identified case: what a store scoped to that one
  /// element sends through.
  ///
  /// ```swift
  /// store.scope(state: \.[row: id], action: ActionCase.rows.element(id))
  /// ```
  @inlinable
  public func element<ID, ElementAction>(_ id: ID) -> ActionCase<Parent, ElementAction>
  where Child == IdentifiedAction<ID, ElementAction> {
    let embed = self.embed
    let extract = self.extract
    return ActionCase<Parent, ElementAction>(
      embed: { embed(.element(id: id, action: $0)) },
      extract: { action in
        guard case .element(id, let elementAction)? = extract(action) else { return nil }
        return elementAction
      })
  }
}
