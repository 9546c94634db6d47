import ArticleDomain
import HeadlessUI

extension StepVocabulary {
  /// How an answer step answers the request it names, once the request is known.
  private typealias Answer = @Sendable (Request) throws(StepFailure) -> ScriptedAnswer

  static let answerSteps: [StepDefinition] =
    answers(late: "") + answers(late: " late") + notFoundAnswer + [anyOrderAnswer]

  /// The answers that read the same with `late`, which is for the reader only: it marks an
  /// answer to a request the pattern cancelled or replaced.
  private static func answers(late: String) -> [StepDefinition] {
    var steps = answer(
      "succeeds\(late)", example: "succeeds\(late)", number: 1, name: "load first page",
      "Answers with what the server has: the page, the search result, the detail; a favorite "
        + "or a login is confirmed. The detail or favorite of an article the server no longer "
        + "has is not found."
    ) { _, _ in
      { _ in .succeeds(articles: nil, hasNextPage: false) }
    }
    steps += answer(
      "succeeds\(late) with articles {ids}", example: "succeeds\(late) with articles a3",
      number: 2, name: "load page 2",
      "Answers a list or search request with these articles, and no next page."
    ) { match, context throws(Diagnostic) in
      let ids = try match.articles(1, in: context)
      return { _ in .succeeds(articles: ids, hasNextPage: false) }
    }
    steps += answer(
      "succeeds\(late) with articles {ids} and a next page",
      example: "succeeds\(late) with articles a1, a2 and a next page", number: 1,
      name: "load first page",
      "Answers a list request with these articles and a cursor to the next page."
    ) { match, context throws(Diagnostic) in
      let ids = try match.articles(1, in: context)
      return { _ in .succeeds(articles: ids, hasNextPage: true) }
    }
    steps += answer(
      "succeeds\(late) with no articles", example: "succeeds\(late) with no articles",
      number: 1, name: "search \"zz\"", "Answers a list or search request with an empty page."
    ) { _, _ in
      { _ in .succeeds(articles: [], hasNextPage: false) }
    }
    steps += answer(
      "fails\(late)", example: "fails\(late)", number: 1, name: "favorite a2",
      "Fails with \"\(ScriptedAnswer.defaultFailureMessage)\""
    ) { _, _ in
      { _ in .fails(.server(message: ScriptedAnswer.defaultFailureMessage)) }
    }
    steps += answer(
      "fails\(late) with {string}", example: "fails\(late) with \"Server unavailable\"",
      number: 1, name: "log in", "Fails with this message."
    ) { match, _ in
      let message = match.string(1)
      return { _ in .fails(.server(message: message)) }
    }
    return steps
  }

  private static let notFoundAnswer = answer(
    "fails because the article does not exist",
    example: "fails because the article does not exist", number: 2, name: "load detail of a2",
    "Fails a detail, favorite or unfavorite request: the article is not found."
  ) { _, _ in
    { request throws(StepFailure) in .fails(.notFound(try missingArticle(of: request))) }
  }

  private static let anyOrderAnswer = StepDefinition(
    .answer, "requests {requests} succeed in any order",
    example: "requests #1 and #2 succeed in any order",
    "Answers each with what the server has; every order is run and must pass. The trace shows the screen after each answer."
  ) { match, _ in
    let numbers = match.requests(0)
    let orders = permutations(of: numbers)
    return { session throws(StepFailure) in
      let order = orders[session.choose(among: orders.count)]
      session.world.trace.record("order: " + order.map { "#\($0)" }.joined(separator: ", "))
      for (position, number) in order.enumerated() {
        try session.answer(number, with: .succeeds(articles: nil, hasNextPage: false))
        // The screen after each answer but the last (the step's own screen follows it).
        if position < order.count - 1 {
          session.world.trace.record("  screen after #\(number):")
          session.world.trace.record(
            contentsOf: session.screen.description.split(separator: "\n").map { "    \($0)" })
        }
      }
    }
  }

  /// One answer, in both forms (see ``requestSteps(_:_:example:number:name:_:compile:)``).
  ///
  /// - Parameter compile: Reads the answer's own arguments, from index 1 on, when the scenario
  ///   is compiled.
  private static func answer(
    _ words: String, example: String, number: Int, name: String, _ summary: String,
    compile: @escaping @Sendable (StepMatch, inout CompileContext) throws(Diagnostic) -> Answer
  ) -> [StepDefinition] {
    requestSteps(.answer, words, example: example, number: number, name: name, summary) {
      match, context throws(Diagnostic) in
      let reference = try match.request(0, in: context)
      let answer = try compile(match, &context)
      return { session throws(StepFailure) in
        let request = try session.world.ledger.request(reference)
        try session.answer(request.number, with: try answer(request))
      }
    }
  }

  /// The article a not-found answer is about: the one a detail or favorite request names.
  private static func missingArticle(of request: Request) throws(StepFailure) -> Article.ID {
    switch request.kind {
    case .detail(let id), .setFavorite(_, let id):
      return id
    case .page, .search, .logIn:
      throw StepFailure(
        "request #\(request.number) is \"\(request.kind)\"; 'fails because the article does not "
          + "exist' answers only a detail, favorite or unfavorite request")
    }
  }

  /// Every order of `items`, the given order first.
  static func permutations(of items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { index in
      var rest = items
      let first = rest.remove(at: index)
      return permutations(of: rest).map { [first] + $0 }
    }
  }
}

extension StepVocabulary {
  /// The rule of request names, added to the summary of every step that takes one.
  static let namingRule = "Named by what it asked; exactly one request so far may have asked it."

  /// A step about one request, in both forms: `request #{int} <words>` and
  /// `the request {string} <words>`, sharing one body.
  ///
  /// - Parameters:
  ///   - words: The pattern after the request, such as `fails with {string}`. Its arguments
  ///     come after the request's in both forms, from index 1 on.
  ///   - example: `words` with values, such as `fails with "Server unavailable"`.
  ///   - number: The request number of the numbered example.
  ///   - name: What the request of the named example asks, such as `favorite a2`.
  ///   - compile: Reads the request with ``StepMatch/request(_:in:)`` and the rest.
  static func requestSteps(
    _ group: StepDefinition.Group, _ words: String, example: String, number: Int, name: String,
    _ summary: String,
    compile: @escaping @Sendable (StepMatch, inout CompileContext) throws(Diagnostic) -> StepBody
  ) -> [StepDefinition] {
    let quotedName = "\"\(name.escapingQuotes)\""
    return [
      StepDefinition(
        group, "request #{int} " + words, example: "request #\(number) " + example, summary,
        compile: compile),
      StepDefinition(
        group, "the request {string} " + words, example: "the request \(quotedName) " + example,
        summary + " " + namingRule, compile: compile),
    ]
  }
}
