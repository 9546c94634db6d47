public import ArticleDomain
public import ScenarioKit

/// Runs `body` on the main actor with the deterministic loop installed.
///
/// The loop is process-wide: every suite that uses it is `.serialized`.
public func withLoop(_ body: @MainActor (DeterministicLoop) throws -> Void) throws {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated { try body(loop) }
  }
}

/// A scripted world whose server has articles with these ids, titled as the scenarios title
/// them. Like every new world, it starts logged in and online.
public func makeWorld(_ ids: Article.ID...) -> ScriptedWorld {
  makeWorld(ids: ids)
}

/// A scripted world whose server has articles a1 … a`count`.
public func makeWorld(articleCount count: Int) -> ScriptedWorld {
  makeWorld(ids: (1...count).map { Article.ID("a\($0)") })
}

/// A scripted world whose server has articles with these ids.
public func makeWorld(ids: [Article.ID]) -> ScriptedWorld {
  let world = ScriptedWorld()
  world.server.setArticles(ids.map { Article(id: $0, title: ScriptedServer.defaultTitle(of: $0)) })
  return world
}

extension ScriptedWorld {
  /// What each request asked for, in order: "load first page", "search \"a2\"", …
  public var requestKinds: [String] { ledger.requests.map(\.kind.description) }

  /// Request `number` (from 1), if it was made.
  public func request(_ number: Int) -> Request? { ledger.request(number) }

  /// Whether the app cancelled the task waiting for request `number`.
  public func wasCancelled(_ number: Int) -> Bool { ledger.request(number)?.wasCancelled ?? false }

  /// The server answers late even after the app cancelled: stale-result guards must hold.
  public func ignoreCancellation() {
    ledger.cancellationBehaviour = .answersLateAnyway
  }
}

extension ScriptedAnswer {
  /// Success with what the server has.
  public static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)

  /// Success with exactly these articles and no next page.
  public static func articles(_ ids: Article.ID...) -> Self {
    .succeeds(articles: ids, hasNextPage: false)
  }

  /// A server failure with `message`.
  public static func serverError(_ message: String) -> Self {
    .fails(.server(message: message))
  }
}
