import ArticleDomain
import HeadlessUI
import TestSupport
import UDFArticles

/// Articles, pages and short-hands shared by the reducer tests. Values only: UDF's reducer
/// tests need no service, task or clock.

/// The list rows that show `ids` with empty stars and no pending mark.
func rows(_ ids: String...) -> [ListView.Row] {
  ids.map { ListView.Row(article($0)) }
}

extension ArticlesAction {
  /// The answer to a list request.
  static func pageAnswered(
    after cursor: PageCursor? = nil, _ result: Result<Page, ArticleError>, revision: Int
  ) -> Self {
    .list(.pageAnswered(after: cursor, result, revision: revision))
  }
}

/// Reduces `actions` in order with the feature's reducer and returns the effects of the last.
@discardableResult
func reduce(_ state: inout ArticlesState, _ actions: ArticlesAction...) -> [ArticlesEffect] {
  var effects: [ArticlesEffect] = []
  for action in actions { effects = ArticlesFeature.reduce(&state, action) }
  return effects
}

/// The state after `actions`, starting from the initial state.
func state(after actions: ArticlesAction...) -> ArticlesState {
  var state = ArticlesState()
  for action in actions { _ = ArticlesFeature.reduce(&state, action) }
  return state
}

/// A list that appeared and whose first page (a1, a2, next p2) answered: revision 1.
func loadedList() -> ArticlesState {
  state(after: .list(.appeared), .pageAnswered(.success(page("a1", "a2", next: "p2")), revision: 1))
}

/// Asks for `continuation` as a logged-in user does (a star tap, a link); returns its effects.
@discardableResult
func loggedIn(_ continuation: LoginState.Continuation, in state: inout ArticlesState)
  -> [ArticlesEffect]
{
  state.isLoggedIn = true
  return reduce(&state, .asking(continuation))
}

extension ArticlesAction {
  /// The user action that asks for `continuation`: a tap on the star, or a link to the article.
  static func asking(_ continuation: LoginState.Continuation) -> ArticlesAction {
    switch continuation {
    case .favorite(let id, _): .favorites(.starTapped(id))
    case .openArticle(let id): .deepLink(.opened("app://articles/\(id.rawValue)"))
    }
  }
}

/// The answer to a favorite request.
extension ArticlesAction {
  static func favoriteAnswered(
    _ id: Article.ID, _ result: Result<Bool, ArticleError>, revision: Int
  ) -> Self {
    .favorites(.answered(of: id, result, revision: revision))
  }
}
