import ArticleDomain

extension StepVocabulary {
  static let setupSteps: [StepDefinition] = [
    StepDefinition(
      .setup, "the server has articles {ids}", example: "the server has articles a1, a2",
      "Declares the articles that exist, titled 'Article a1' and so on."
    ) { match, context throws(Diagnostic) in
      let articles = try declaredArticles(match, 0)
      context.declare(articles)
      return { session in session.world.server.setArticles(articles) }
    },
    StepDefinition(
      .setup, "the server has {int} articles", example: "the server has 45 articles",
      "Declares articles a1 … aN (pages hold 20); with 0, the server has none."
    ) { match, context throws(Diagnostic) in
      // Counted from 0, as `1...0` would trap: a server may have no articles.
      let articles = (0..<match.int(0)).map { $0 + 1 }.map { number in
        Article(
          id: Article.ID("a\(number)"),
          title: ScriptedServer.defaultTitle(of: Article.ID("a\(number)")))
      }
      context.declare(articles)
      return { session in session.world.server.setArticles(articles) }
    },
    StepDefinition(
      .setup, "the server marks {ids} as favorites", example: "the server marks a2 as favorites",
      "These declared articles start as favorites."
    ) { match, context throws(Diagnostic) in
      let ids = try match.articles(0, in: context)
      return { session in
        for id in ids { session.world.server.setFavorite(true, of: id) }
      }
    },
    StepDefinition(
      .setup, "the server no longer has {ids}", example: "the server no longer has a2",
      "These declared articles leave the server, also mid-scenario: pages and searches leave "
        + "them out, and their detail and favorite requests answered 'succeeds' are not found."
    ) { match, context throws(Diagnostic) in
      let ids = try match.articles(0, in: context)
      return { session in
        for id in ids { session.world.server.lose(id) }
      }
    },
    StepDefinition(
      .setup, "the server ignores cancellation",
      "Cancelled requests stay pending and answer late when the scenario says so."
    ) { session in session.world.ledger.cancellationBehaviour = .answersLateAnyway },
    StepDefinition(
      .setup, "the user is logged in", "Favorites and links need no login."
    ) { session in session.world.isLoggedIn = true },
    StepDefinition(
      .setup, "the user is logged out", "Favorites and article links show the login form first."
    ) { session in session.world.isLoggedIn = false },
    StepDefinition(
      .setup, "the device is offline", "The device has no connection."
    ) { session in session.world.isOnline = false },
    StepDefinition(
      .setup, "the cache has articles {ids}", example: "the cache has articles a1, a2",
      "The device saved these articles in an earlier session."
    ) { match, context throws(Diagnostic) in
      let ids = try match.articles(0, in: context)
      let articles = ids.compactMap { context.articles[$0] }
      return { session in session.world.cacheArticles(articles) }
    },
    StepDefinition(
      .setup, "the cache is empty", "The device has saved nothing, as on a first launch."
    ) { session in session.world.clearCache() },
  ]

  /// Articles named by id in argument `index`, with default titles; ids must be new or known.
  private static func declaredArticles(_ match: StepMatch, _ index: Int) throws(Diagnostic)
    -> [Article]
  {
    guard case .ids(let ids) = match.arguments[index].value else { preconditionFailure("not ids") }
    var seen: Set<String> = []
    for (position, id) in ids.enumerated() where !seen.insert(id).inserted {
      let offset = match.arguments[index].elementOffsets[position]
      throw Diagnostic(
        "article '\(id)' is listed twice", at: match.step.location(atTextOffset: offset))
    }
    return ids.map {
      Article(id: Article.ID($0), title: ScriptedServer.defaultTitle(of: Article.ID($0)))
    }
  }
}
