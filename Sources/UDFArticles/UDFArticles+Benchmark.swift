import ArticleDomain
package import HeadlessUI

/// The list page of the UDF module, for the state-copy benchmark (`Benchmarks/StateCopy`): the
/// render half of "update + re-render". Everything else the benchmark drives — ``Store``,
/// ``AppFeature/reducer`` and the actions — is already public.
@MainActor
package final class UDFListPageRenderer {
  private let page: ListViewController

  /// The real list page, its view loaded, reading the app store's first window as the app's
  /// does.
  package init(store: Store<AppState, AppAction, AppEffect>) {
    page = ListViewController(
      trace: .disabled, state: { [weak store] in store?.state.scene(.first) }, send: { _ in })
    page.loadViewIfNeeded()
  }

  /// The page's table, whose render work the benchmark reads.
  package var listView: ListView { page.listView }

  /// Renders `state` as the store's `didChange` makes the list page do: props derived from
  /// the state, compared with the last rendered ones, and the table told what changed.
  ///
  /// - Complexity: O(k) for the k touched stars, plus the cells configured (at most a
  ///   screenful).
  package func render(_ state: ArticlesState) {
    page.render(state)
  }
}
