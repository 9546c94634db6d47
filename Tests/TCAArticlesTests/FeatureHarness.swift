import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import Testing

/// The Articles feature in a test store, on a scripted world, under the deterministic loop.
///
/// Every synchronous `send`/`receive` first drains the loop, so the effects that can run have
/// run — in one fixed order — and time moves only with `loop.advance(world.clock, by:)`.
/// Failures are Swift Testing issues at the failing step's line.
func withArticlesStore(
  initialState: ArticlesFeature.State = ArticlesFeature.State(),
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

func article(_ id: String) -> Article {
  Article(id: Article.ID(id), title: "Article \(id)")
}

func articles(_ ids: String...) -> [Article] {
  ids.map(article)
}

/// The rows of `ids`, as the list's state keeps them.
func articles(_ ids: String...) -> IdentifiedArrayOf<Article> {
  IdentifiedArray(ids.map(article))
}

/// A list whose first page (a1, a2) has loaded.
func loadedList() -> ArticlesFeature.State {
  var state = ArticlesFeature.State()
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = articles("a1", "a2")
  return state
}

extension ScriptedAnswer {
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)
}
