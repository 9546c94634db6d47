import ArticleDomain

/// The list page of the UDF module, for the state-copy benchmark (`Benchmarks/StateCopy`): the
/// render half of "update + re-render". Everything else the benchmark drives — ``Store``,
/// ``ArticlesFeature/reducer`` and the actions — is already public.
@MainActor
package final class UDFListPageRenderer {
  private let page = ListViewController(trace: .disabled, send: { _ in })

  package init() {}

  /// Renders `state` as the store's `didChange` makes the list page do: props mapped from the
  /// state, compared with the last rendered ones, and the views set when they differ.
  ///
  /// - Complexity: O(n) in the rows shown, also when nothing changed (mapping and comparing).
  package func render(_ state: ArticlesState) {
    page.render(state)
  }
}
