import ArticleDomain
import ScenarioKit
import TestSupport

@testable import MVIArticles

/// Values, worlds and short-hands shared by the MVI tests.
///
/// The reducer tests need values only: a state and a message — an intent or a result — in, a
/// state out; the rules that decide what a message starts are values too, and so are the
/// executor's decisions (``ArticlesStore/decisions(after:in:)``). The store tests run the real
/// store on the scripted services and the deterministic loop.

/// The state after `messages`, each reduced in turn from `state`: the reducer alone, which
/// starts nothing.
func reduce(_ state: ArticlesState, _ messages: ArticlesMessage...) -> ArticlesState {
  messages.reduce(state) { state, message in
    ArticlesReducer.reduce(state: state, message: message)
  }
}

/// The state the store leaves after `messages`, from `state`: each reduced in turn, then what
/// the executor decides for it applied, as the store applies it — values only, no side effect
/// runs.
func execute(_ state: ArticlesState, _ messages: ArticlesMessage...) -> ArticlesState {
  messages.reduce(state) { state, message in
    ArticlesStore.decisions(after: message, in: state).reduce(
      ArticlesReducer.reduce(state: state, message: message)
    ) { ArticlesReducer.reduce(state: $0, message: .result($1)) }
  }
}

/// The state the store leaves after `messages`, from the initial state (``execute(_:_:)``).
func state(after messages: ArticlesMessage...) -> ArticlesState {
  messages.reduce(ArticlesState()) { execute($0, $1) }
}

extension ArticlesMessage {
  /// The answer to a list request.
  static func pageLoaded(
    after cursor: PageCursor? = nil, _ result: Result<Page, ArticleError>, revision: Int
  ) -> Self {
    .result(.list(.pageLoaded(after: cursor, result, revision: revision)))
  }

  /// The session's answer for a logged-in user.
  static func loggedIn(for continuation: LoginState.Continuation) -> Self {
    .result(.login(.checked(isLoggedIn: true, for: continuation)))
  }
}

/// A list that appeared and whose first page (a1, a2, next p2) answered: revision 1.
func loadedList() -> ArticlesState {
  state(
    after: .intent(.list(.appeared)),
    .pageLoaded(.success(page("a1", "a2", next: "p2")), revision: 1))
}
