import ArticleDomain
package import ComposableRuntime
import HeadlessUI

/// The list page of the TCA module, for the state-copy benchmark (`Benchmarks/StateCopy`): the
/// render half of "update + re-render". Everything else the benchmark drives — the runtime's
/// `Store`, ``ArticlesFeature`` and its actions, ``DependencyValues/use(_:)`` — is already
/// public.
@MainActor
package final class TCAListPageRenderer {
  private let page: ListViewController

  /// A list page on `store`'s list, as the app builds it.
  package init(store: Store<ArticlesFeature.State, ArticlesFeature.Action>) {
    page = ListViewController(store: store.scope(state: \.list, action: .list), trace: .disabled)
  }

  /// Renders `state` as the app's store observer makes the list page do: the view state mapped
  /// from the list's state and the context the page is lent, compared with the last rendered
  /// one, and the views set when they differ.
  ///
  /// - Complexity: O(n) in the rows shown, also when nothing changed (mapping and comparing).
  package func render(_ state: ArticlesFeature.State) {
    page.render(state.pageContext(isOnTop: state.detail == nil))
  }
}
