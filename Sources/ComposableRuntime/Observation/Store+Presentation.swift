/// A store is identified by the object it is: a presented child's store is one store for as
/// long as the child is presented (``scope(presented:action:)``), so a sheet that takes it as
/// its item stays the same sheet.
extension Store: Identifiable {}

extension Store where State: ObservableState {
  /// The store of the child presented at `toChildState`, or `nil` while none is: the same
  /// store for as long as the same child (the same ``ObservableStateID``) is presented and its
  /// store is held (by the sheet that shows it), a new one for another child. Read through the store, so the reading view depends on whether a
  /// child is presented and on which.
  ///
  /// What `$store.scope(state:action:)` hands to `.sheet(item:)`.
  public func scope<ChildState: ObservableState, ChildAction>(
    presented toChildState: KeyPath<State, ChildState?>,
    action toChildAction: ActionCase<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    guard let child = self[dynamicMember: toChildState] else {
      presentedStores[toChildState] = nil
      return nil
    }
    if let kept = presentedStores[toChildState], kept.id == child._$id,
      let store = kept.store as? Store<ChildState, ChildAction>
    {
      return store
    }
    guard let store = scope(state: toChildState, action: toChildAction.presented()) else {
      return nil
    }
    presentedStores[toChildState] = PresentedStore(id: child._$id, store: store)
    return store
  }

  /// What a view writing `nil` to a presentation's binding does — the user closed the sheet or
  /// went back: sends the child's `.dismiss` while a child is presented at `toChildState`, and
  /// the reducer decides. A write once the child is gone sends nothing.
  public func dismiss<ChildState: ObservableState, ChildAction>(
    presented toChildState: KeyPath<State, ChildState?>,
    action toChildAction: ActionCase<Action, PresentationAction<ChildAction>>
  ) {
    guard self[dynamicMember: toChildState] != nil else { return }
    send(toChildAction.embed(.dismiss))
  }
}

/// A presented child's store as its parent keeps it: weakly, with the identity of the child.
struct PresentedStore {
  let id: ObservableStateID
  weak var store: AnyObject?
}
