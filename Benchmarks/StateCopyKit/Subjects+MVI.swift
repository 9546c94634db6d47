import ArticleDomain
import MVIArticles

/// The MVI store on the app's configuration — its bounded history on — driven through
/// `MVIArticles+Benchmark.swift`: every operation is an intent dispatched to the real store,
/// reduced by `reduce(state:intent:) -> ArticlesState`, which returns a new state.
///
/// A page answer counts only while its request is in flight, so an append rebuilds the store
/// (untimed) with a next-page request waiting, and each replacement with a refresh waiting.
@MainActor
func mviProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = MVIBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: []),
    articles: makeArticles(size, extraCapacity: pageSize), rendersList: render)
  let count = { harness.articleCount }
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: { harness.tapStar(of: $0) }, isFavorite: { harness.isFavorite($0) },
      count: count, storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: { harness.reset(to: $0, awaitingNextPage: true) },
      append: { harness.receivePage($0) }, count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size, replace: { harness.receivePage($0) }, beforeEach: { harness.awaitRefresh() },
      count: count, storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStalePage(page) }, count: count,
      storage: storage)
  }
}

/// The MVI subject: the store, or with `render` the store whose new states the list page
/// renders.
@MainActor
func mviSubject(render: Bool) -> Subject {
  Subject(
    name: "MVI store", includesRender: render,
    operations: render ? [.toggleFavorite, .appendPage, .replaceList] : Operation.allCases,
    makeProbe: { operation, size in mviProbe(operation, size: size, render: render) })
}
