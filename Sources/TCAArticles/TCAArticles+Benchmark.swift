import ArticleDomain
package import ComposableRuntime
package import HeadlessUI

/// The list page of the TCA module, for the state-copy benchmark (`Benchmarks/StateCopy`): the
/// render half of "update + re-render". Everything else the benchmark drives — the runtime's
/// `Store`, ``ArticlesFeature`` and its actions, ``DependencyValues/use(_:)`` — is already
/// public.
@MainActor
package final class TCAListPageRenderer {
  private let page: ListViewController

  /// A list page on `store`'s list, as the app builds it.
  package init(store: Store<ArticlesFeature.State, ArticlesFeature.Action>) {
    page = ListViewController(
      store: store.scope(state: \.list, action: .list),
      context: { [weak store] in store?.state.listPageContext }, trace: .disabled)
    page.loadViewIfNeeded()
  }

  /// The page's table, whose render work the benchmark reads.
  package var listView: ListView { page.listView }

  /// Renders `state` as the app's store observer makes the list page do: the rows told to the
  /// table's diffable data source when they changed, the stars that changed reconfigured, and
  /// the other views set from the view state when it differs.
  ///
  /// - Complexity: O(k) for the k touched stars when the rows stay; O(n) to apply the ids of
  ///   rows appended or replaced.
  package func render(_ state: ArticlesFeature.State) {
    page.render(state.listPageContext)
  }
}
