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
    subjects.append(tcaSubject(render: render, effects: effects))
  }
  return subjects
}

@MainActor
private func mvcProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = MVCBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: []),
    articles: makeArticles(size, extraCapacity: pageSize),
    rendersViews: render)
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: harness.tapStar, isFavorite: harness.isFavorite,
      count: { harness.articleCount }, storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: { harness.receiveRefresh($0) }, append: { harness.receiveNextPage($0) },
      count: { harness.articleCount }, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size, replace: { harness.receiveRefresh($0) }, count: { harness.articleCount },
      storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStaleRefresh(page) },
      count: { harness.articleCount }, storage: storage)
  }
}

@MainActor
private func mvvmProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = MVVMBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)))
  let rendered = { if render { blackHole(harness.renderRows()) } }
  let count = { harness.articleCount }
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size,
      tap: {
        harness.tapStar(of: $0)
        rendered()
      }, isFavorite: harness.isFavorite,
      count: count, storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: { harness.receiveRefresh($0) },
      append: {
        harness.receiveNextPage($0)
        rendered()
      }, count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size,
      replace: {
        harness.receiveRefresh($0)
        rendered()
      }, count: count,
      storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
      storage: storage)
  }
}

@MainActor
private func coordinatorProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  let harness = CoordinatorBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)))
  let rendered = { if render { blackHole(harness.renderRows()) } }
  let count = { harness.articleCount }
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size,
      tap: {
        harness.tapStar(of: $0)
        rendered()
      },
      isFavorite: harness.isFavorite, count: count, storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: { harness.receiveRefresh($0) },
      append: {
        harness.receiveNextPage($0)
        rendered()
      }, count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size,
      replace: {
        harness.receiveRefresh($0)
        rendered()
      }, count: count, storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
      storage: storage)
  }
}

@MainActor
private func viperProbe(_ operation: Operation, size: Int, render: Bool) -> Probe {
  // With `render` the presenter and the view are attached: every change is mapped to a view
  // model and displayed by the module itself, so no extra render step is needed here.
  let harness = VIPERBenchmarkHarness(
    environment: benchmarkEnvironment(preloading: makeArticles(size, extraCapacity: pageSize)),
    rendersViews: render)
  let count = { harness.articleCount }
  let storage = { harness.articlesAddress }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: harness.tapStar, isFavorite: harness.isFavorite, count: count,
      storage: storage)
  case .appendPage:
    return appendProbe(
      size: size, reset: { harness.receiveRefresh($0) },
      append: { harness.receiveNextPage($0) }, count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size, replace: { harness.receiveRefresh($0) }, count: count, storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
      storage: storage)
  }
}
