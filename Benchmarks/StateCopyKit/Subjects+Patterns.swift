import ArticleDomain
import CoordinatorArticles
import MVCArticles
import MVVMArticles
import UDFArticles
import VIPERArticles

/// The patterns, each driven through its own state-update path (see the `+Benchmark.swift`
/// file of each module).
@MainActor
func patternSubjects() -> [Subject] {
  var subjects: [Subject] = []
  for render in [false, true] {
    subjects.append(
      Subject(
        name: "MVC", includesRender: render,
        operations: [.toggleFavorite, .appendPage, .replaceList],
        makeProbe: { operation, size in mvcProbe(operation, size: size, render: render) }))
    subjects.append(
      Subject(
        name: "MVVM", includesRender: render,
        operations: render
          ? [.toggleFavorite, .appendPage, .replaceList]
          : [.toggleFavorite, .appendPage, .replaceList, .rejectStale],
        makeProbe: { operation, size in mvvmProbe(operation, size: size, render: render) }))
    subjects.append(
      Subject(
        name: "Coordinator", includesRender: render,
        // A dropped answer changes nothing observable, so nothing re-renders: stale is measured
        // on the update path only.
        operations: render ? [.toggleFavorite] : [.toggleFavorite, .rejectStale],
        makeProbe: { operation, size in
          let harness = CoordinatorBenchmarkHarness(
            environment: benchmarkEnvironment(preloading: makeArticles(size)))
          let rendered = { if render { blackHole(harness.renderRows()) } }
          let count = { harness.articleCount }
          let storage = { harness.articlesAddress }
          if operation == .rejectStale {
            let page = makeArticles(pageSize, startingAt: size)
            return staleProbe(
              size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
              storage: storage)
          }
          return toggleProbe(
            size: size,
            tap: {
              harness.tapStar(of: $0)
              rendered()
            },
            isFavorite: harness.isFavorite, count: count, storage: storage)
        }))
    subjects.append(
      Subject(
        name: "VIPER", includesRender: render,
        operations: render ? [.toggleFavorite] : [.toggleFavorite, .rejectStale],
        makeProbe: { operation, size in
          let harness = VIPERBenchmarkHarness(
            environment: benchmarkEnvironment(preloading: makeArticles(size)), rendersViews: render)
          let count = { harness.articleCount }
          let storage = { harness.articlesAddress }
          if operation == .rejectStale {
            let page = makeArticles(pageSize, startingAt: size)
            return staleProbe(
              size: size, answerStale: { harness.receiveStaleRefresh(page) }, count: count,
              storage: storage)
          }
          return toggleProbe(
            size: size, tap: harness.tapStar, isFavorite: harness.isFavorite, count: count,
            storage: storage)
        }))
    for flavour in UDFFlavour.allCases {
      subjects.append(
        Subject(
          name: flavour.rawValue, includesRender: render, operations: Operation.allCases,
          makeProbe: { operation, size in
            udfProbe(operation, size: size, flavour: flavour, render: render)
          }))
    }
    subjects.append(tcaSubject(render: render))
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
    fatalError("MVC: a stale answer is dropped inside ArticlePager, not measured")
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
