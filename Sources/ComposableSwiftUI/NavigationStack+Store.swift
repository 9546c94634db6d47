public import ComposableRuntime
public import HeadlessSwiftUI

extension Bindable {
  /// A binding to the store of a navigation stack's pages, for
  /// `NavigationStack(path:root:destination:)`.
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state toStack: KeyPath<State, StackState<ElementState>>,
    action toStackAction: ActionCase<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let stack = wrappedValue.scope(state: toStack, action: toStackAction)
    return Binding(get: { stack }, set: { _ in })
  }
}

extension NavigationStack {
  /// A stack whose pages are a store's ``StackState``, as TCA's `NavigationStack(path:)`
  /// takes `$store.scope(state: \.path, action: .path)`.
  ///
  /// The path the stack shows is the pages' identities. The back button and a completed swipe
  /// send ``StackAction/popFrom(id:)`` for the first page that went, and the reducer pops; a
  /// page is pushed by the reducer (or by an action sending ``StackAction/push(state:)``).
  /// Each page's view gets the store of its page.
  public init<ElementState, ElementAction, Content: View, Destination: View>(
    path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
    @ViewBuilder root: () -> Content,
    @ViewBuilder destination:
      @escaping @MainActor (Store<ElementState, ElementAction>) ->
      Destination
  ) where Data == [StackElementID], Root == ModifiedContent<Content, NavigationDestination> {
    let stack = path.wrappedValue
    let ids = Binding<[StackElementID]>(
      get: { stack.state.elementIDs },
      set: { newIDs in
        let shown = stack.state.elementIDs
        guard newIDs.count < shown.count else { return }
        stack.send(.popFrom(id: shown[newIDs.count]))
      })
    self.init(path: ids) {
      root().navigationDestination(for: StackElementID.self) { id in
        if let page = stack.scope(state: \.[id: id], action: .element(id)) {
          destination(page)
        }
      }
    }
  }
}

extension ActionCase {
  /// The actions of the page of `id` in a stack's actions.
  static func element<State>(_ id: StackElementID) -> Self
  where Parent == StackAction<State, Child> {
    ActionCase(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(let elementID, let action) = $0, elementID == id else { return nil }
        return action
      })
  }
}
