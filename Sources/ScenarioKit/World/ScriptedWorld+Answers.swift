public import ArticleDomain

/// How the scenario answers a request.
public enum ScriptedAnswer: Sendable {
  /// Success: with these articles (and a next page or not), or `nil` for the server's own answer.
  case succeeds(articles: [Article.ID]?, hasNextPage: Bool)
  case fails(ArticleError)

  /// The message of a failure whose scenario gives none.
  public static let defaultFailureMessage = "The server is unavailable."
}

/// Answering requests: what scenarios do with steps, and what a pattern's own tests do directly.
///
/// ```swift
/// DeterministicLoop.run { loop in
///   MainActor.assumeIsolated {
///     let world = ScriptedWorld()
///     world.server.setArticles([Article(id: "a1", title: "Swift 6")])
///     let viewModel = ListViewModel(environment: world.environment)
///     viewModel.onAppear()
///     loop.runUntilIdle()
///     try? world.answer(1, with: .succeeds(articles: nil, hasNextPage: false))
///     loop.runUntilIdle()
///     // viewModel.rows now shows a1
///   }
/// }
/// ```
extension ScriptedWorld {
  /// Answers request `number`; the waiting task resumes when the loop next runs.
  ///
  /// A success without articles is the server's own answer, so it is not found when the
  /// request is for the detail or the favorite of an article the server lost.
  ///
  /// - Throws: ``StepFailure`` when no such request was made, it was already answered, or the
  ///   answer does not fit the request (articles for a detail request, say).
  public func answer(_ number: Int, with answer: ScriptedAnswer) throws(StepFailure) {
    guard let request = ledger.request(number) else {
      // Let the ledger say which requests exist.
      try ledger.answer(number, with: .success(.done))
      return
    }
    let response = try response(to: request, answer).map {
      request.madeLoggedIn ? $0 : $0.unstarred
    }
    try ledger.answer(number, with: response)
    if case .success = response { applyToServer(request) }
  }

  /// Answers the list request `number` with `page` as it is: the state-copy benchmark's
  /// answer, whose pages of up to 100 000 articles the server's catalog would have to look up
  /// one id at a time.
  ///
  /// - Throws: ``StepFailure`` when no such request was made, it was already answered, or it
  ///   is not a list request.
  package func answer(_ number: Int, withPage page: Page) throws(StepFailure) {
    guard case .page? = ledger.request(number)?.kind else {
      throw StepFailure("request #\(number) is not a list request")
    }
    try ledger.answer(number, with: .success(.page(page)))
  }

  private func response(
    to request: Request, _ answer: ScriptedAnswer
  ) throws(StepFailure) -> Result<Response, any Error> {
    switch (answer, request.kind) {
    case (.fails(let error), _):
      return .failure(error)
    case (.succeeds(nil, _), .page):
      return .success(.page(server.page(request.kind.pageNumber ?? 1)))
    case (.succeeds(nil, _), .search(let query)):
      return .success(.page(server.search(query)))
    case (.succeeds(nil, _), .detail(let id)):
      if server.hasLost(id) { return .failure(ArticleError.notFound(id)) }
      guard let detail = server.detail(of: id) else {
        throw StepFailure(
          "the server never had the article \(id): answer request #\(request.number) with "
            + "'fails because the article does not exist'")
      }
      return .success(.detail(detail))
    case (.succeeds(nil, _), .setFavorite(_, let id)):
      return server.hasLost(id) ? .failure(ArticleError.notFound(id)) : .success(.done)
    case (.succeeds(nil, _), .logIn):
      return .success(.done)
    case (.succeeds(_, true), .search):
      throw StepFailure(
        "request #\(request.number) is '\(request.kind)'; only list requests have a next page")
    case (.succeeds(let ids?, let hasNextPage), .page),
      (.succeeds(let ids?, let hasNextPage), .search):
      let articles = ids.map {
        server.article($0) ?? Article(id: $0, title: ScriptedServer.defaultTitle(of: $0))
      }
      let next =
        hasNextPage ? PageCursor(rawValue: String((request.kind.pageNumber ?? 1) + 1)) : nil
      return .success(.page(Page(articles: articles, next: next)))
    case (.succeeds(_?, _), _):
      throw StepFailure(
        "request #\(request.number) is '\(request.kind)'; only list and search requests are answered with a page of articles"
      )
    }
  }

  /// A successful favorite or login changes what the server and session know.
  private func applyToServer(_ request: Request) {
    switch request.kind {
    case .setFavorite(let isFavorite, let id): server.setFavorite(isFavorite, of: id)
    case .logIn: isLoggedIn = true
    case .page, .search, .detail: break
    }
  }
}

extension Response {
  /// The answer a logged-out user gets: the same articles, nobody's stars.
  fileprivate var unstarred: Response {
    switch self {
    case .page(var page):
      for index in page.articles.indices { page.articles[index].isFavorite = false }
      return .page(page)
    case .detail(var detail):
      detail.isFavorite = false
      return .detail(detail)
    case .done:
      return .done
    }
  }
}
