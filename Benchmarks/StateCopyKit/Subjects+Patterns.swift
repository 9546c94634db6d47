import ArticleDomain
import CoordinatorArticles
import MVCArticles
import MVVMArticles
import ScenarioKit
import UDFArticles
import VIPERArticles

/// The patterns, each driven through its own state-update path (see the `+Benchmark.swift`
/// file of each module). `effects` runs the tasks a pattern starts, between operations.
@MainActor
func patternSubjects(effects: DeterministicLoop) -> [Subject] {
  var subjects: [Subject] = []
  for render in [false, true] {
    // A dropped answer changes nothing observable, so nothing re-renders: in the four
    // object-based patterns a stale answer is measured on the update path only.
    let operations: [Operation] =
      render
      ? [.toggleFavorite, .appendPage, .replaceList]
      : [.toggleFavorite, .appendPage, .replaceList, .rejectStale]
    subjects.append(
      Subject(
        name: "MVC", includesRender: render,
        operations: operations,
        makeProbe: { operation, size in mvcProbe(operation, size: size, render: render) }))
    subjects.append(
      Subject(
        name: "MVVM", includesRender: render,
        operations: operations,
        makeProbe: { operation, size in mvvmProbe(operation, size: size, render: render) }))
    subjects.append(
      Subject(
        name: "Coordinator", includesRender: render,
        operations: operations,
        makeProbe: { operation, size in coordinatorProbe(operation, size: size, render: render) }))
    subjects.append(
      Subject(
        name: "VIPER", includesRender: render,
        operations: operations,
        makeProbe: { operation, size in viperProbe(operation, size: size, render: render) }))
    for flavour in UDFFlavour.allCases {
      subjects.append(
        Subject(
          name: flavour.rawValue, includesRender: render, operations: Operation.allCases,
          makeProbe: { operation, size in
            udfProbe(operation, size: size, flavour: flavour, render: render)
          }))
    }
    subjects.append(mviSubject(render: render))
    subjects.append(tcaSubject(render: render, effects: effects))
  }
  return subjects
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
  var articleCount: Int { get }
  var articlesAddress: UnsafeRawPointer? { get }
}

extension MVCBenchmarkHarness: ListHarness {}
extension MVVMBenchmarkHarness: ListHarness {}
extension CoordinatorBenchmarkHarness: ListHarness {}
extension VIPERBenchmarkHarness: ListHarness {}

// MVC and VIPER render through their own views when built with `rendersViews`; the MVVM and
// Coordinator pages are rendered here, by reading the list view model's rows.

@MainActor
private func mvcProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = MVCBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: []),
    articles: makeArticles(size, extraCapacity: pageSize),
    rendersViews: render)
  return listProbe(operation, size: size, harness: harness)
}

@MainActor
private func mvvmProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = MVVMBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)))
  return listProbe(
    operation, size: size, harness: harness,
    render: render ? { blackHole(harness.renderRows()) } : nil)
}

@MainActor
private func coordinatorProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = CoordinatorBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)))
  return listProbe(
    operation, size: size, harness: harness,
    render: render ? { blackHole(harness.renderRows()) } : nil)
}

@MainActor
private func viperProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = VIPERBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)),
    rendersViews: render)
  return listProbe(operation, size: size, harness: harness)
}

/// A probe of `operation` through `harness`, with `render` after each update when given. A
/// stale answer changes nothing, so it is never followed by a render.
@MainActor
private func listProbe(
  _ operation: Operation, size: Int, harness: some ListHarness, render: (() -> Void)? = nil
) -> Probe {
  /// `update`, followed by the render when there is one.
  func rendering<Value>(_ update: @escaping (Value) -> Void) -> (Value) -> Void {
    guard let render else { return update }
    return {
      update($0)
      render()
    }
  }
  let count = { harness.articleCount }
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: rendering(harness.tapStar(of:)), isFavorite: harness.isFavorite,
      count: count, storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: harness.receiveRefresh, append: rendering(harness.receiveNextPage),
      count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size, replace: rendering(harness.receiveRefresh), count: count, storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
      storage: storage)
  }
}
