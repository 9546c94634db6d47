import ArticleDomain
import ScenarioKit
import TestSupport

@testable import MVIArticles

/// Values, worlds and short-hands shared by the MVI tests.
///
/// The reducer tests need values only: a state and an intent in, a state out. The store tests
/// run the real store on the scripted services and the deterministic loop.

/// The state after `intents`, each reduced in turn from `state`.
func reduce(_ state: ArticlesState, _ intents: ArticlesIntent...) -> ArticlesState {
  intents.reduce(state) { state, intent in ArticlesReducer.reduce(state: state, intent: intent) }
}

/// The state after `intents`, from the initial state.
func state(after intents: ArticlesIntent...) -> ArticlesState {
  intents.reduce(ArticlesState()) { ArticlesReducer.reduce(state: $0, intent: $1) }
}

extension ArticlesIntent {
  /// The answer to a list request.
  static func pageLoaded(
    after cursor: PageCursor? = nil, _ result: Result<Page, ArticleError>, revision: Int
  ) -> Self {
    .list(.pageLoaded(after: cursor, result, revision: revision))
  }

  /// The session's answer for a logged-in user.
  static func loggedIn(for continuation: LoginState.Continuation) -> Self {
    .login(.checked(isLoggedIn: true, for: continuation))
  }
}

/// A list that appeared and whose first page (a1, a2, next p2) answered: revision 1.
func loadedList() -> ArticlesState {
  state(after: .list(.appeared), .pageLoaded(.success(page("a1", "a2", next: "p2")), revision: 1))
}
