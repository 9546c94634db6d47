import ArticleDomain
import MVIArticles
import ScenarioKit

/// The MVI subject: the store on the app's configuration — its bounded history on — driven
/// through `MVIArticles+Benchmark.swift`, every operation an intent dispatched to the real
/// store and reduced by `reduce(state:intent:) -> ArticlesState`, which returns a new state.
/// With `render`, the list page renders every new state.
///
/// Taps run offline (a tap starts no request); pages are answered online, to a request the
/// user's own intent started (a pull, the end of the list reached) before each answer,
/// untimed. That request's task is queued on the harness's loop and run, untimed, before the
/// next one starts: it meets the benchmark's unreachable server, and its late failure is a
/// stale answer the reducer drops.
@MainActor
func mviSubject(render: Bool, effects: DeterministicLoop) -> Subject {
  Subject(
    name: "MVI store", includesRender: render,
    meaning:
      "the app's MVI store (history of \(MVIArticlesApp.historyLimit) transitions, as the app keeps it)",
    operations: render
      ? [.toggleUntouched, .toggleAgain, .appendPage, .replaceList] : Operation.allCases,
    make: { articles, operation in
      let isOnline = operation == .appendPage || operation == .replaceList
      let harness = MVIBenchmarkHarness(
        environment: benchmarkEnvironment(preloading: []), articles: articles,
        isOnline: isOnline, rendersList: render)
      let runEffects = {
        if case .didNotSettle = effects.runUntilIdle() {
          preconditionFailure("MVI: a side effect never finished")
        }
      }
      return Driven(
        tapStar: harness.tapStar(of:), isFavorite: harness.isFavorite,
        articles: { harness.articles }, storage: { address(of: harness.articles) },
        prepareAppend: {
          runEffects()
          harness.awaitNextPage()
        },
        appendPage: harness.receivePage,
        prepareReplace: {
          runEffects()
          harness.awaitRefresh()
        },
        replaceList: harness.receivePage, answerStale: harness.receiveStalePage,
        listView: harness.listView)
    })
}
