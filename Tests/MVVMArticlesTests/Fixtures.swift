import ArticleDomain
import ScenarioKit

@testable import MVVMArticles

/// Worlds, answers and short-hands shared by the view-model tests.
///
/// The tests drive view models directly — intent in, view state out — on the scripted services
/// and the deterministic loop, never through the scenario runner.

/// Runs `body` on the main actor with the deterministic loop installed.
///
/// The loop is process-wide: every suite that uses it is `.serialized`.
func withLoop(_ body: @MainActor (DeterministicLoop) throws -> Void) throws {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated { try body(loop) }
  }
}

/// A scripted world whose server has articles with these ids, titled as the scenarios title them.
func makeWorld(_ ids: Article.ID...) -> ScriptedWorld {
  makeWorld(ids: ids)
}

/// A scripted world whose server has articles a1 … a`count`.
func makeWorld(articleCount count: Int) -> ScriptedWorld {
  makeWorld(ids: (1...count).map { Article.ID("a\($0)") })
}

private func makeWorld(ids: [Article.ID]) -> ScriptedWorld {
  let world = ScriptedWorld()
  world.server.setArticles(ids.map(article))
  return world
}

func article(_ id: Article.ID) -> Article {
  Article(id: id, title: ScriptedServer.defaultTitle(of: id))
}

extension ScriptedAnswer {
  /// Success with what the server has.
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)

  /// Success with exactly these articles and no next page.
  static func articles(_ ids: Article.ID...) -> Self {
    .succeeds(articles: ids, hasNextPage: false)
  }

  /// A server failure with `message`.
  static func failure(_ message: String) -> Self {
    .fails(.server(message: message))
  }
}

extension ScriptedWorld {
  /// What each request asked for, in order: "load first page", "search \"a2\"", …
  var requestKinds: [String] { ledger.requests.map(\.kind.description) }

  func request(_ number: Int) -> Request? { ledger.request(number) }

  /// The server answers late even after the app cancelled: stale-result guards must hold.
  func ignoreCancellation() {
    ledger.cancellationBehaviour = .answersLateAnyway
  }
}

extension ArticleListViewModel {
  /// The rows the list shows, each asked of the view model as the page's table asks for one.
  var rows: [Row] { shownArticles.enumerated().map { row(for: $1.id, at: $0) } }
  var rowIDs: [Article.ID] { rows.map(\.id) }
}
