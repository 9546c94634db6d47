import ArticleDomain
import CoordinatorArticles
import HeadlessUI
import MVCArticles
import MVVMArticles
import ScenarioKit
import UDFArticles
import VIPERArticles

/// The patterns, each driven through its own state-update path (see the `+Benchmark.swift`
/// file of each module), first the update alone, then the update with the list page's
/// re-render through its real table. `effects` runs the tasks a pattern starts: between
/// operations, and — for the MVVM and Coordinator pages, which render on their render queue's
/// next pass, a task — within each operation, so its time includes that render.
@MainActor
func patternSubjects(effects: DeterministicLoop) -> [Subject] {
  var subjects: [Subject] = []
  for render in [false, true] {
    subjects += [
      listSubject("MVC", render: render) { articles, render in
        let harness = MVCBenchmarkHarness(
          environment: benchmarkEnvironment(preloading: []), articles: articles,
          rendersViews: render)
        return driven(harness, listView: harness.listView)
      },
      listSubject("MVVM", render: render) { articles, render in
        let harness = MVVMBenchmarkHarness(
          environment: benchmarkEnvironment(preloading: articles), rendersViews: render)
        // The page's first render, with the cached rows, is a pass of its own: run, untimed.
        if render { runRenderPass(effects, of: "MVVM") }
        return driven(
          harness, listView: harness.listView,
          render: render ? { runRenderPass(effects, of: "MVVM") } : nil)
      },
      listSubject("Coordinator", render: render) { articles, render in
        let harness = CoordinatorBenchmarkHarness(
          environment: benchmarkEnvironment(preloading: articles), rendersViews: render)
        if render { runRenderPass(effects, of: "Coordinator") }
        return driven(
          harness, listView: harness.listView,
          render: render ? { runRenderPass(effects, of: "Coordinator") } : nil)
      },
      listSubject("VIPER", render: render) { articles, render in
        let harness = VIPERBenchmarkHarness(
          environment: benchmarkEnvironment(preloading: articles), rendersViews: render)
        return driven(harness, listView: harness.listView)
      },
    ]
    subjects += UDFFlavour.allCases.map { udfSubject($0, render: render) }
    subjects.append(mviSubject(render: render, effects: effects))
    subjects += tcaSubjects(render: render, effects: effects)
  }
  return subjects
}

/// One of the four object-based patterns. A dropped answer changes nothing observable, so
/// nothing re-renders: a stale answer is measured on the update path only.
@MainActor
private func listSubject(
  _ name: String, render: Bool, make: @escaping ([Article], Bool) -> Driven
) -> Subject {
  Subject(
    name: name, includesRender: render,
    meaning: "the \(name) module's own objects, built as its app builds them",
    operations: render
      ? [.toggleUntouched, .toggleAgain, .appendPage, .replaceList] : Operation.allCases,
    make: { articles, _ in make(articles, render) })
}

/// What the benchmark asks of the four object-based patterns' harnesses (the `+Benchmark.swift`
/// file of each module): the same calls, each made through the pattern's own code.
@MainActor
protocol ListHarness {
  func tapStar(of id: Article.ID)
  func isFavorite(_ id: Article.ID) -> Bool
  func receiveNextPage(_ articles: [Article])
  func receiveRefresh(_ articles: [Article])
  /// The answer of a superseded refresh, which the pattern's guard must drop.
  func receiveStaleRefresh(_ articles: [Article])
  var articles: [Article] { get }
}

extension MVCBenchmarkHarness: ListHarness {}
extension MVVMBenchmarkHarness: ListHarness {}
extension CoordinatorBenchmarkHarness: ListHarness {}
extension VIPERBenchmarkHarness: ListHarness {}

/// Runs the render pass an observed change scheduled (MVVM, Coordinator): the page renders on
/// its queue's next pass, a task on the loop.
@MainActor
private func runRenderPass(_ effects: DeterministicLoop, of pattern: String) {
  if case .didNotSettle = effects.runUntilIdle() {
    preconditionFailure("\(pattern): the render pass never finished")
  }
}

/// `harness` as the benchmark drives it, handing over its list page's table when it renders,
/// with `render` after each update when given (MVC and VIPER render synchronously through their
/// own views when built with `rendersViews`; the MVVM and Coordinator pages render on a task).
@MainActor
private func driven(
  _ harness: some ListHarness, listView: ListView?, render: (() -> Void)? = nil
) -> Driven {
  /// `update`, followed by the render when there is one.
  func rendering<Value>(_ update: @escaping (Value) -> Void) -> (Value) -> Void {
    guard let render else { return update }
    return {
      update($0)
      render()
    }
  }
  return Driven(
    tapStar: rendering(harness.tapStar(of:)), isFavorite: harness.isFavorite,
    articles: { harness.articles }, storage: { address(of: harness.articles) },
    appendPage: rendering(harness.receiveNextPage),
    replaceList: rendering(harness.receiveRefresh),
    answerStale: harness.receiveStaleRefresh, listView: listView)
}
