import ArticleDomain
import HeadlessUI
import UDFArticles

/// The UDF app with its revision guard removed: every answer is rewritten to the revision the
/// state currently expects, so a late answer passes as a fresh one.
///
/// It lives beside the tests, not in the module, and proves the scenarios have teeth: without
/// the guard, the stale-result races must fail.
@MainActor
final class UnguardedUDFArticlesApp: HeadlessApp {
  private let app: UDFArticlesApp

  init(environment: ArticleEnvironment) {
    let unguarded = ArticlesReducer { state, action in
      let current = state.currentRevision(for: action)
      return ArticlesFeature.reducer.reduce(&state, current.map(action.withRevision) ?? action)
    }
    app = UDFArticlesApp(environment: environment, reducer: unguarded)
  }

  var window: Window { app.window }
  func launch() { app.launch() }
  func open(_ link: String) { app.open(link) }
  func tearDown() { app.tearDown() }
}
