import ArticleDomain
import ComposableRuntime
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

/// A window's pages in a test store, on a scripted world, under the deterministic loop: every
/// synchronous `send`/`receive` first drains the loop, so the effects that can run have run,
/// and requests are answered by number as the scenarios answer them.
func withArticlesStore(
  initialState: ArticlesFeature.State = loadedList(),
  _ body:
    @MainActor (
      TestStore<ArticlesFeature.State, ArticlesFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated {
      let world = ScriptedWorld()
      world.server.setArticles(["a1", "a2", "a3"].map(article))
      let store = TestStore(
        initialState: initialState, reducer: ArticlesFeature(),
        withDependencies: { $0.use(world.environment) },
        reportFailure: { message, location in
          Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(
              fileID: location.fileID, filePath: location.filePath, line: location.line,
              column: location.column))
        },
        drain: { loop.runUntilIdle() })
      try body(store, world, loop)
    }
  }
}

/// A window whose list has appeared and shows a1 and a2.
func loadedList() -> ArticlesFeature.State {
  var state = ArticlesFeature.State()
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = IdentifiedArray(articles("a1", "a2"))
  return state
}

extension ScriptedAnswer {
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)
}
