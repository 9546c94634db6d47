import ArticleDomain
import ScenarioKit

@testable import MVIArticles

/// Values, worlds and short-hands shared by the MVI tests.
///
/// The reducer tests need values only: a state and an intent in, a state out. The store tests
/// run the real store on the scripted services and the deterministic loop.

func article(_ id: String) -> Article {
  Article(id: Article.ID(id), title: "Title of \(id)")
}

func articles(_ ids: String...) -> [Article] {
  ids.map(article)
}

func page(_ ids: String..., next: String? = nil) -> Page {
  Page(articles: ids.map(article), next: next.map { PageCursor(rawValue: $0) })
}

func cursor(_ raw: String) -> PageCursor {
  PageCursor(rawValue: raw)
}

func detail(_ id: String, isFavorite: Bool = false) -> ArticleDetail {
  ArticleDetail(
    id: Article.ID(id), title: "Title of \(id)", body: "Body of \(id)", isFavorite: isFavorite)
}

let serverDown = ArticleError.server(message: "The server is down.")

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

/// Runs `body` on the main actor with the deterministic loop installed.
///
/// The loop is process-wide: every suite that uses it is `.serialized`.
func withLoop(_ body: @MainActor (DeterministicLoop) throws -> Void) throws {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated { try body(loop) }
  }
}

/// A scripted world, logged in and online, whose server has articles with these ids.
func makeWorld(_ ids: Article.ID...) -> ScriptedWorld {
  let world = ScriptedWorld()
  world.server.setArticles(ids.map { Article(id: $0, title: ScriptedServer.defaultTitle(of: $0)) })
  world.isLoggedIn = true
  return world
}

extension ScriptedWorld {
  /// What each request asked for, in order: "load first page", "search \"a2\"", …
  var requestKinds: [String] { ledger.requests.map(\.kind.description) }

  /// Whether the app cancelled the task waiting for request `number`.
  func wasCancelled(_ number: Int) -> Bool { ledger.request(number)?.wasCancelled ?? false }
}

extension ScriptedAnswer {
  /// Success with exactly these articles and no next page.
  static func articles(_ ids: Article.ID...) -> Self {
    .succeeds(articles: ids, hasNextPage: false)
  }
}
