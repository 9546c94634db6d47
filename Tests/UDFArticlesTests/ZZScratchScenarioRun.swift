// TEMPORARY smoke run of the shared scenarios; deleted before handing back.
import Foundation
import ScenarioKit
import Testing
import UDFArticles
import ArticleDomain
import HeadlessUI

@MainActor final class Unguarded: HeadlessApp {
  let inner: UDFArticlesApp
  init(environment: ArticleEnvironment) {
    inner = UDFArticlesApp(environment: environment, reducer: ArticlesReducer { state, action in
      let current = state.currentRevision(for: action)
      return ArticlesFeature.reducer.reduce(&state, current.map(action.withRevision) ?? action)
    })
  }
  var window: Window { inner.window }
  func launch() { inner.launch() }
  func open(_ link: String) { inner.open(link) }
  func tearDown() { inner.tearDown() }
}

@Suite(.serialized) struct ZZScratch {
  @Test @MainActor func scratchRun() throws {
    let files = try ScenarioLoader.featureFiles(at: ["/work/main/Scenarios", "/tmp/udf-feat"])
    let scenarios = try ScenarioLoader.load(files)
    let patterns = [
      PatternEntry(name: "UDF", summary: "", app: UDFArticlesApp.self),
      PatternEntry(name: "MVI", summary: "", app: MVIArticlesApp.self),
      PatternEntry(name: "Unguarded", summary: "", app: Unguarded.self),
    ]
    let (results, divergent) = ScenarioRunner.run(scenarios, on: patterns, repetitions: 3)
    var out = "divergent: \(divergent)\n"
    for r in results {
      out += "\(r.pattern) \(r.outcome) \(r.scenario.feature) / \(r.scenario.name) [\(r.ordersRun)]\n"
      if r.outcome != .passed && r.pattern != "Unguarded" { out += "  \(r.message ?? "")\n  trace:\n    " + r.trace.joined(separator: "\n    ") + "\n" }
    }
    try out.write(toFile: "/tmp/udf-scratch.txt", atomically: true, encoding: .utf8)
  }
}
